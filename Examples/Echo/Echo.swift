import AlgebraicEffects

/// Prints back each line read until the end of input: seed 004's program, unchanged.
public func echo() {
  while let line = Console.readLine() {
    Console.print(line)
  }
}

/// A `Print` handler that uppercases each line and forwards it to the next handler outward.
public func uppercasing() -> Console.Print {
  Console.Print { line in
    Console.print(line.uppercased())
  }
}

/// A `Print` handler that records each line with `record`, then forwards it outward.
public func logging(_ record: @escaping @Sendable (String) -> Void) -> Console.Print {
  Console.Print { line in
    record(line)
    Console.print(line)
  }
}

/// Runs ``echo()`` with the seed's handlers: logging outermost (so it sees what is finally
/// printed), uppercasing inside it, as `main` and `module` install them in the seed.
public func runEcho(uppercase: Bool, log: (@Sendable (String) -> Void)?) {
  with {
    if let log {
      logging(log)
    }
  } perform: {
    with {
      if uppercase {
        uppercasing()
      }
    } perform: {
      echo()
    }
  }
}

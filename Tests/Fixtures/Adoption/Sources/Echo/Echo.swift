import AlgebraicEffects

public enum Console {
  @Effect
  public static func readLine() -> String? { Swift.readLine() }

  @Effect
  public static func print(_ line: String) { Swift.print(line) }
}

public func echo() {
  while let line = Console.readLine() {
    Console.print(line)
  }
}

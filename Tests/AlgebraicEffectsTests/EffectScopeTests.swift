import AlgebraicEffects
import ComposableEffectsTestSupport
import Synchronization
import Testing

@EffectScope
struct Greeter {
  let name: String

  func greet() {
    Console.print("Hello, \(name)")
  }

  func greetLater() async {
    _ = await Clock.now()
    Console.print("Later, \(name)")
  }

  func read(_ path: String) throws -> String {
    try Files.read(path)
  }

  static func shout() {
    Console.print("HEY")
  }
}

@EffectScope
final class Counter: Sendable {
  func count() async -> Int {
    await Clock.now()
  }
}

/// Seed 004's program without `@EffectScope`: its behaviour depends on the caller's handlers.
struct Program {
  func run() {
    Console.print("Hello")
  }
}

@Suite struct EffectScopeTests {
  @Test func methodsRunWithTheHandlersInstalledAtCreation() {
    let printed = Mutex<[String]>([])
    let greeter = with {
      Console.Print { line in printed.withLock { $0.append("created: " + line) } }
    } perform: {
      Greeter(name: "Blob")
    }
    with {
      Console.Print { line in printed.withLock { $0.append("called: " + line) } }
    } perform: {
      greeter.greet()
    }
    greeter.greet()
    #expect(printed.withLock { $0 } == ["created: Hello, Blob", "created: Hello, Blob"])
  }

  @Test func asyncMethodsKeepTheCapturedHandlersToo() async {
    let printed = Mutex<[String]>([])
    let greeter = with {
      Console.Print { line in printed.withLock { $0.append(line) } }
      Clock.Now { 1 }
    } perform: {
      Greeter(name: "Blob")
    }
    await greeter.greetLater()
    #expect(printed.withLock { $0 } == ["Later, Blob"])

    let counter = with {
      Clock.Now { 42 }
    } perform: {
      Counter()
    }
    #expect(await counter.count() == 42)
  }

  @Test func throwingMethodsRethrow() {
    let greeter = with {
      Files.Read { path in throw Files.Missing(path: "captured " + path) }
    } perform: {
      Greeter(name: "Blob")
    }
    #expect(throws: Files.Missing(path: "captured a")) { try greeter.read("a") }
  }

  @Test func staticMethodsUseTheCallersHandlers() {
    let printed = Mutex<[String]>([])
    with {
      Console.Print { line in printed.withLock { $0.append(line) } }
    } perform: {
      Greeter.shout()
    }
    #expect(printed.withLock { $0 } == ["HEY"])
  }

  @Test func aClosureBakesHandlersInByFunctionComposition() {
    let printed = Mutex<[String]>([])
    let program = Program()
    let run = {
      with {
        Console.Print { line in printed.withLock { $0.append(line.uppercased()) } }
      } perform: {
        program.run()
      }
    }
    run()
    with {
      Console.Print { line in printed.withLock { $0.append(line.lowercased()) } }
    } perform: {
      run()
    }
    #expect(printed.withLock { $0 } == ["HELLO", "HELLO"])
  }
}

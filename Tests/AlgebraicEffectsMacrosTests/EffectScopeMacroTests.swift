import AlgebraicEffectsMacros
import ComposableEffectsTestSupport
import MacroTesting
import Testing

@Suite(
  .macros([
    "EffectScope": EffectScopeMacro.self, "EffectScoped": EffectScopedMacro.self,
    "EffectScopeIgnored": EffectScopeIgnoredMacro.self,
  ])
)
struct EffectScopeMacroTests {
  @Test func anIgnoredMethodIsLeftToItsCallersScope() {
    assertMacro {
      """
      @EffectScope
      struct Reader {
        func read() -> String? {
          Console.readLine()
        }

        @EffectScopeIgnored
        func reset() {
          Console.print("reset")
        }
      }
      """
    } expansion: {
      """
      struct Reader {
        func read() -> String? {
          return _effectScope.run {
            Console.readLine()
          }
        }
        func reset() {
          Console.print("reset")
        }

        private let _effectScope = AlgebraicEffects.CapturedEffectScope()
      }
      """
    }
  }

  @Test func structCapturesTheScopeAndRunsItsMethodsInIt() {
    assertMacro {
      """
      @EffectScope
      struct Greeter {
        let name: String

        func greet() {
          Console.print("Hello, \\(name)")
        }
      }
      """
    } expansion: {
      #"""
      struct Greeter {
        let name: String

        func greet() {
          return _effectScope.run {
            Console.print("Hello, \(name)")
          }
        }

        private let _effectScope = AlgebraicEffects.CapturedEffectScope()
      }
      """#
    }
  }

  @Test func asyncThrowingMethodTriesAndAwaitsTheScope() {
    assertMacro {
      """
      @EffectScope
      final class Loader {
        func load(_ url: URL) async throws -> Data {
          let data = try await HTTP.data(for: url)
          return data
        }
      }
      """
    } expansion: {
      """
      final class Loader {
        func load(_ url: URL) async throws -> Data {
          return try await _effectScope.run {
            let data = try await HTTP.data(for: url)
            return data
          }
        }

        private let _effectScope = AlgebraicEffects.CapturedEffectScope()
      }
      """
    }
  }

  @Test func typedThrowingMethodKeepsItsErrorType() {
    assertMacro {
      """
      @EffectScope
      actor Parser {
        func parse(_ text: String) throws(ParseError) -> Int {
          try Parsing.parse(text)
        }
      }
      """
    } expansion: {
      """
      actor Parser {
        func parse(_ text: String) throws(ParseError) -> Int {
          return try _effectScope.run { () throws(ParseError) in
            try Parsing.parse(text)
          }
        }

        private let _effectScope = AlgebraicEffects.CapturedEffectScope()
      }
      """
    }
  }

  @Test func emptyMethodRunsAnEmptyClosure() {
    assertMacro {
      """
      @EffectScope
      struct Program {
        func run() {}
      }
      """
    } expansion: {
      """
      struct Program {
        func run() {
          return _effectScope.run {}
        }

        private let _effectScope = AlgebraicEffects.CapturedEffectScope()
      }
      """
    }
  }

  @Test func staticAndClassMethodsAreLeftAlone() {
    assertMacro {
      """
      @EffectScope
      class Program {
        static func make() -> Program { Program() }
        class func name() -> String { "program" }
      }
      """
    } expansion: {
      """
      class Program {
        static func make() -> Program { Program() }
        class func name() -> String { "program" }

        private let _effectScope = AlgebraicEffects.CapturedEffectScope()
      }
      """
    }
  }

  @Test func initializersAndPropertiesAreLeftAlone() {
    assertMacro {
      """
      @EffectScope
      struct Program {
        var name: String { "program" }
        init() {}
      }
      """
    } expansion: {
      """
      struct Program {
        var name: String { "program" }
        init() {}

        private let _effectScope = AlgebraicEffects.CapturedEffectScope()
      }
      """
    }
  }

  @Test func methodAlreadyMarkedEffectScopedIsMarkedOnce() {
    assertMacro {
      """
      @EffectScope
      struct Program {
        @EffectScoped
        func run() {
          Console.print("Hello")
        }
      }
      """
    } expansion: {
      """
      struct Program {
        func run() {
          return _effectScope.run {
            Console.print("Hello")
          }
        }

        private let _effectScope = AlgebraicEffects.CapturedEffectScope()
      }
      """
    }
  }

  @Test func enumIsDiagnosed() {
    assertMacro {
      """
      @EffectScope
      enum Program {
        static func run() {}
      }
      """
    } diagnostics: {
      """
      @EffectScope
      ┬───────────
      ╰─ 🛑 @EffectScope applies to a struct, class or actor: each instance keeps the handlers it was created under
      enum Program {
        static func run() {}
      }
      """
    }
  }

  @Test func protocolIsDiagnosed() {
    assertMacro {
      """
      @EffectScope
      protocol Program {
        func run()
      }
      """
    } diagnostics: {
      """
      @EffectScope
      ┬───────────
      ╰─ 🛑 @EffectScope applies to a struct, class or actor: each instance keeps the handlers it was created under
      protocol Program {
        func run()
      }
      """
    }
  }

  @Test func effectScopedOnAnInitializerIsDiagnosed() {
    assertMacro {
      """
      struct Program {
        @EffectScoped
        init() {}
      }
      """
    } diagnostics: {
      """
      struct Program {
        @EffectScoped
        ╰─ 🛑 @EffectScoped applies to an instance method with a body, inside an @EffectScope type
        init() {}
      }
      """
    }
  }
}

import AlgebraicEffects
import ComposableEffectsTestSupport
import Synchronization
import Testing

extension Effect {
  @Effect
  static func combine<Value: AdditiveArithmetic & Sendable>(_ a: Value, _ b: Value) -> Value {
    a + b
  }
}

/// Generic effects work in any namespace, with constraints in a `where` clause too.
enum Arithmetic {
  @Effect
  static func negate<Number>(_ number: Number) async -> Number
  where Number: SignedNumeric & Sendable {
    -number
  }
}

@Suite struct GenericEffectTests {
  @Test func aGenericEffectRunsItsDefaultForEveryTypeArgument() {
    #expect(Effect.combine(2, 3) == 5)
    #expect(Effect.combine(0.5, 0.25) == 0.75)
  }

  @Test func aHandlerHandlesOnlyItsOwnTypeArgument() {
    let (integer, double) = with {
      Effect.Combine<Int> { a, b in a * b }
    } perform: {
      (Effect.combine(2, 3), Effect.combine(2.0, 3.0))
    }
    #expect(integer == 6)
    #expect(double == 5.0)
  }

  @Test func handlersForSeveralTypeArgumentsAreInstalledTogether() async {
    let (integer, double) = await with {
      Arithmetic.Negate<Int> { $0 }
      Arithmetic.Negate<Double> { $0 * 2 }
    } perform: {
      (await Arithmetic.negate(4), await Arithmetic.negate(1.5))
    }
    #expect(integer == 4)
    #expect(double == 3.0)
  }

  @Test func aGenericEffectIsExpectedByItsHandlerTypeForOneTypeArgument() async throws {
    let sum = try await withTestHandler {
      Effect.combine(2, 3)
    } test: { effect in
      try await effect.expect(Effect.Combine<Int>.self) { a, b in
        #expect(a == 2)
        #expect(b == 3)
        return 10
      }
    }
    #expect(sum == 10)
  }

  @Test func expectingAnotherTypeArgumentFailsNamingBoth() async throws {
    let messages = Mutex<[String]>([])
    try await withKnownIssue {
      try await withTestHandler {
        _ = Effect.combine(2.0, 3.0)
      } test: { effect in
        try await effect.expect(Effect.Combine<Int>.self) { _, _ in 0 }
      }
    } matching: { issue in
      messages.withLock { $0.append(issue.comments.first?.rawValue ?? "") }
      return true
    }
    #expect(
      messages.withLock { $0 }.contains {
        $0.contains("expected Effect.combine<Int>")
          && $0.contains("received Effect.combine<Double>(2.0, 3.0)")
      }
    )
  }
}

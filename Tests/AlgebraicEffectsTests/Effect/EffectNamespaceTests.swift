import AlgebraicEffects
import ComposableEffectsTestSupport
import Testing

// Programs written for Swift Effect extend `Effect` in two ways: with effects of their own, and
// with properties that return a namespace, so that tests can name its effects by key path.

extension Effect {
  @Effect
  static func greeting() -> String {
    "default"
  }

  var Terminal: AlgebraicEffectsTests.Terminal { AlgebraicEffectsTests.Terminal() }
  var Downloads: AlgebraicEffectsTests.Downloads { AlgebraicEffectsTests.Downloads() }
}

/// A namespace that is a struct, as Swift Effect's are, returned by a property of `Effect`.
struct Terminal {
  @Effect
  static func bell(_ times: Int) {}
}

/// An effect named apart from its function, whose key path follows the name.
struct Downloads {
  @Effect(name: "DataFromURL")
  static func data(from url: String) -> String {
    "default"
  }
}

/// A class that is not `Sendable`, passed to and returned by an effect.
final class Tally {
  var count = 0
}

extension Effect {
  @Effect
  static func increment(_ tally: Tally) -> Tally {
    tally.count += 1
    return tally
  }
}

@Suite struct EffectNamespaceTests {
  @Test func anEffectDeclaredInTheEffectNamespaceIsPerformedThroughIt() {
    #expect(Effect.greeting() == "default")
    let handled = with {
      Effect.Greeting { "handled" }
    } perform: {
      Effect.greeting()
    }
    #expect(handled == "handled")
  }

  @Test func anEffectOfTheEffectNamespaceIsExpectedByKeyPath() async throws {
    let greeting = try await withTestHandler {
      Effect.greeting()
    } test: { effect in
      try await effect.expect(\.greeting, return: "from the test")
    }
    #expect(greeting == "from the test")
  }

  @Test func aNamespaceReturnedByAPropertyOfEffectIsReachableByKeyPath() async throws {
    try await withTestHandler {
      Terminal.bell(3)
    } test: { effect in
      try await effect.expect(\.Terminal.bell) { #expect($0 == 3) }
    }
  }

  @Test func aRenamedEffectsKeyPathIsItsNameWithALowercaseFirstLetter() async throws {
    let data = try await withTestHandler {
      Downloads.data(from: "https://example.com")
    } test: { effect in
      try await effect.expect(\.Downloads.dataFromURL) { url in
        #expect(url == "https://example.com")
        return "cached"
      }
    }
    #expect(data == "cached")
  }

  @Test func anEffectOfTheEffectNamespaceTakesAndReturnsNonSendableValues() async throws {
    let tally = Tally()
    let handled = with {
      Effect.Increment { tally in
        tally.count += 10
        return tally
      }
    } perform: {
      Effect.increment(tally)
    }
    #expect(handled.count == 10)
    #expect(Effect.increment(tally).count == 11)
  }
}

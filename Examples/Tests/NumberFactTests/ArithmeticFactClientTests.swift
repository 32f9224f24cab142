import ComposableEffects
import ComposableEffectsTestSupport
import NumberFact
import Testing

/// The live client, `FactClient.arithmetic`: true facts worked out from the number, after a
/// request's latency on the clock and the randomness of the dependencies.
@MainActor
@Suite struct ArithmeticFactClientTests {
  @Test(
    arguments: [
      (0, "0 is the only number that is neither positive nor negative."),
      (-3, "-3 is negative: it lies 3 below zero."),
      (1, "1 is neither prime nor composite: it divides every whole number."),
      (6, "6 is a perfect number: it is the sum of its proper divisors, 1 + 2 + 3."),
      (28, "28 is a perfect number: it is the sum of its proper divisors, 1 + 2 + 4 + 7 + 14."),
      (7, "7 is a prime number: it is divisible only by 1 and itself."),
      (16, "16 is a power of two: 2 to the power of 4."),
      (49, "49 is a perfect square: 7 × 7."),
      (27, "27 is a perfect cube: 3 × 3 × 3."),
      (21, "21 is a Fibonacci number: 8 + 13."),
      (10, "10 is a triangular number: the sum of the whole numbers from 1 to 4."),
      (12, "12 is even, has 6 divisors, and its digits add up to 3."),
      (1_234_567, "1234567 is odd, and its digits add up to 28."),
    ]
  )
  func theFactIsWorkedOutFromTheNumber(number: Int, fact: String) async throws {
    let fetched = try await withDependencies {
      $0.continuousClock = ImmediateClock()
      $0.withRandomNumberGenerator = WithRandomNumberGenerator(ConstantGenerator(value: 0))
    } operation: {
      try await FactClient.arithmetic.fetch(number)
    }

    #expect(fetched == fact)
  }

  @Test func aFastRequestTakesAQuarterOfASecond() async throws {
    let clock = TestClock()
    let store = TestStore(initialState: NumberFact.State(count: 2)) {
      NumberFact()
    } withDependencies: {
      $0.factClient = .arithmetic
      $0.continuousClock = clock
      $0.withRandomNumberGenerator = WithRandomNumberGenerator(ConstantGenerator(value: 0))
    }

    await store.send(.factButtonTapped) {
      $0.isFetchingFact = true
    }
    await clock.advance(by: .milliseconds(249))
    #expect(store.state.fact == nil)
    await clock.advance(by: .milliseconds(1))
    await store.receive(
      .factResponse(.success("2 is a prime number: it is divisible only by 1 and itself."))
    ) {
      $0.fact = "2 is a prime number: it is divisible only by 1 and itself."
      $0.isFetchingFact = false
    }
    await store.finish()
  }

  @Test func aSlowRequestTakesUpToThreeQuartersOfASecond() async throws {
    let clock = TestClock()
    let store = TestStore(initialState: NumberFact.State(count: 2)) {
      NumberFact()
    } withDependencies: {
      $0.factClient = .arithmetic
      $0.continuousClock = clock
      $0.withRandomNumberGenerator = WithRandomNumberGenerator(ConstantGenerator(value: .max))
    }

    await store.send(.factButtonTapped) {
      $0.isFetchingFact = true
    }
    await clock.advance(by: .milliseconds(749))
    #expect(store.state.fact == nil)
    await clock.advance(by: .milliseconds(1))
    await store.receive(
      .factResponse(.success("2 is a prime number: it is divisible only by 1 and itself."))
    ) {
      $0.fact = "2 is a prime number: it is divisible only by 1 and itself."
      $0.isFetchingFact = false
    }
    await store.finish()
  }
}

/// A random number generator that always returns `value`: `0` makes the latency the
/// shortest, `.max` (all but) the longest.
private struct ConstantGenerator: RandomNumberGenerator, Sendable {
  let value: UInt64

  func next() -> UInt64 {
    value
  }
}

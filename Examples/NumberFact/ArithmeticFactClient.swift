import ComposableEffects

extension FactClient {
  /// A client that needs no network: it works out a true fact about the number from its
  /// arithmetic (prime, perfect, a square, a Fibonacci number, …), and answers after the
  /// latency of a web request.
  ///
  /// Each answer takes between 250 and 750 milliseconds, the way a round trip to a server
  /// varies. The wait uses the `continuousClock` dependency and the randomness the
  /// `withRandomNumberGenerator` dependency, both read when the fetch starts, so a test can
  /// control them:
  ///
  /// ```swift
  /// let fact = try await withDependencies {
  ///   $0.continuousClock = ImmediateClock()
  /// } operation: {
  ///   try await FactClient.arithmetic.fetch(7)
  /// }
  /// // "7 is a prime number: it is divisible only by 1 and itself."
  /// ```
  public static var arithmetic: Self {
    Self { number in
      @Dependency(\.continuousClock) var clock
      @Dependency(\.withRandomNumberGenerator) var withRandomNumberGenerator
      // A fraction rather than a random duration: drawing it takes one value from the
      // generator whatever it is, so a test's constant generator cannot make it spin.
      let jitter = withRandomNumberGenerator { Double.random(in: 0..<1, using: &$0) }
      try await clock.sleep(for: .milliseconds(250) + .milliseconds(500) * jitter)
      return arithmeticFact(about: number)
    }
  }
}

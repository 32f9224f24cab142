import ComposableEffects

/// Randomness, as an effect: the game asks for a number and the handlers in force decide
/// which one it gets.
///
/// By default the number is drawn with the system's generator. A test answers just in time,
/// and a demo can install ``seededRandomNumbers(seed:)`` to replay the same game:
///
/// ```swift
/// try await withTestHandler {
///   playNumberGuessing(range: 1...100, maxGuesses: 7)
/// } test: { effect in
///   try await effect.expect(\.RandomNumber.next) { range in
///     #expect(range == 1...100)
///     return 42
///   }
///   …
/// }
/// ```
public enum RandomNumber {
  /// A number drawn from `range`.
  @Effect
  public static func next(in range: ClosedRange<Int>) -> Int {
    Int.random(in: range)
  }
}

extension EffectPaths {
  /// Lets tests name the random number effect by key path: `\.RandomNumber.next`.
  public var RandomNumber: EffectNamespace<NumberGuessing.RandomNumber> { .init() }
}

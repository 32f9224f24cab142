import ComposableEffects

/// Randomness over time, as an effect: seed 004's stream of random numbers.
///
/// By default it draws a number from `range` every second, forever. Under a test handler each
/// number the caller pulls is one step the test answers: a number, `nil` to end the stream,
/// or an error to fail it:
///
/// ```swift
/// try await withTestHandler {
///   await viewModel.getRandomNumbers()
/// } test: { effect in
///   try await effect.expect(\.Random.numbers) { range in 1 }
///   await #expect(viewModel.message == "1 is a bad number")
///   try await effect.expect(\.Random.numbers) { _ in nil }
/// }
/// ```
public enum Random {
  /// A number from `range` every second.
  ///
  /// The seed sleeps with `Task.sleep`; this one sleeps on the `continuousClock` dependency,
  /// read when the effect is performed (dependencies are task-local, like handlers), so a
  /// store's or a command's clock sets the pace.
  @Effect
  public static func numbers(in range: ClosedRange<Int>) -> any AsyncSequence<Int, any Error> {
    @Dependency(\.continuousClock) var clock
    return AsyncThrowingStream {
      try await clock.sleep(for: .seconds(1))
      return Int.random(in: range)
    }
  }
}

extension EffectPaths {
  /// Lets tests name the stream of random numbers by key path: `\.Random.numbers`.
  public var Random: EffectNamespace<RandomNumbers.Random> { .init() }
}

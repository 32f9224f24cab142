import ComposableEffects
import ComposableEffectsTestSupport
import RandomNumbers
import Testing

/// Seed 004's tests of the view model, nearly verbatim: the test answers each number of the
/// stream as the view model pulls it. The seed expects `"Good Bye!"` at the end of the stream
/// while its view model writes `"Good bye!"`; the view model is kept, and the test matches it.
@MainActor
@Suite struct RandomNumberViewModelTests {
  struct SomeError: Error {}

  @Test func eachNumberChangesTheMessage() async throws {
    let viewModel = RandomNumberViewModel()
    try await withTestHandler {
      await viewModel.getRandomNumbers()
    } test: { effect in
      try await effect.expect(\.Random.numbers) { range in
        #expect(range == (0...100))
        return 1
      }
      await #expect(viewModel.message == "1 is a bad number")
      try await effect.expect(\.Random.numbers) { _ in 2 }
      await #expect(viewModel.message == "2 is a good number")
      try await effect.expect(\.Random.numbers) { _ in 3 }
      await #expect(viewModel.message == "3 is a bad number")
      try await effect.expect(\.Random.numbers) { _ in 3 }
      await #expect(viewModel.message == "It's the same number again, boooring!!")
      try await effect.expect(\.Random.numbers) { _ in nil }  // end of stream
      await #expect(viewModel.message == "Good bye!")
    }
  }

  @Test func anErrorFromTheStreamShowsBadError() async throws {
    let viewModel = RandomNumberViewModel()
    try await withTestHandler {
      await viewModel.getRandomNumbers()
    } test: { effect in
      try await effect.expect(\.Random.numbers) { _ in 4 }
      await #expect(viewModel.message == "4 is a good number")
      try await effect.expect(\.Random.numbers) { _ in throw SomeError() }
      await #expect(viewModel.message == "Bad error")
    }
  }

  @Test func theDefaultStreamTicksOnTheClockDependency() async throws {
    // No test handler: the effect's default body runs, and sleeps on the clock it reads. A
    // second of real time never passes here, so only the test clock can bring a number.
    let clock = TestClock()
    let viewModel = RandomNumberViewModel()
    let listening = Task {
      await withDependencies {
        $0.continuousClock = clock
      } operation: {
        await viewModel.getRandomNumbers()
      }
    }
    // Tick until the first number arrives; bounded, so a broken stream fails instead of hanging.
    for _ in 0..<100 where viewModel.message.isEmpty {
      await clock.advance(by: .seconds(1))
    }
    #expect(viewModel.message.hasSuffix("is a good number") || viewModel.message.hasSuffix("is a bad number"))
    listening.cancel()
    await listening.value
    #expect(viewModel.message == "Bad error")  // the seed's view model treats cancellation as an error
  }
}

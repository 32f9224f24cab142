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

  @Test(.timeLimit(.minutes(1)))
  func theDefaultStreamTicksOnTheClockDependency() async throws {
    // No test handler: the effect's default body runs, and sleeps on the clock it reads. A
    // second of real time never passes here, so only the test clock can bring a number. The
    // clock says when the stream starts each sleep: the first means it waits for its first
    // number, the second that the view model has shown that number and asks for the next.
    let (sleeps, sleepStarted) = AsyncStream.makeStream(of: Void.self)
    let clock = SleepReportingClock { sleepStarted.yield() }
    let viewModel = RandomNumberViewModel()
    let listening = Task {
      await withDependencies {
        $0.continuousClock = clock
      } operation: {
        await viewModel.getRandomNumbers()
      }
    }
    var sleep = sleeps.makeAsyncIterator()
    await sleep.next()
    #expect(viewModel.message.isEmpty)
    clock.advance(by: .seconds(1))
    await sleep.next()
    #expect(viewModel.message.hasSuffix("is a good number") || viewModel.message.hasSuffix("is a bad number"))
    listening.cancel()
    await listening.value
    #expect(viewModel.message == "Bad error")  // the seed's view model treats cancellation as an error
  }
}

/// A manual clock that calls `onSleep` once each sleep on it is registered, so that a test
/// advances it only when the code under test is waiting on it, and a sleep's wake-up can never
/// be missed.
private final class SleepReportingClock: Clock, Sendable {
  struct Instant: InstantProtocol {
    var offset: Duration
    func advanced(by duration: Duration) -> Instant { Instant(offset: offset + duration) }
    func duration(to other: Instant) -> Duration { other.offset - offset }
    static func < (lhs: Instant, rhs: Instant) -> Bool { lhs.offset < rhs.offset }
  }

  private struct Sleeper {
    let id: Int
    let deadline: Instant
    let continuation: CheckedContinuation<Void, any Error>
  }

  private struct State {
    var now = Instant(offset: .zero)
    var nextID = 0
    var sleepers: [Sleeper] = []
  }

  private let state = LockIsolated(State())
  private let onSleep: @Sendable () -> Void

  init(onSleep: @escaping @Sendable () -> Void) {
    self.onSleep = onSleep
  }

  var now: Instant { state.value.now }
  var minimumResolution: Duration { .zero }

  func sleep(until deadline: Instant, tolerance: Duration?) async throws {
    let id = state.withValue { state in
      defer { state.nextID += 1 }
      return state.nextID
    }
    try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
        let isCancelled = Task.isCancelled
        state.withValue { state in
          if !isCancelled {
            state.sleepers.append(Sleeper(id: id, deadline: deadline, continuation: continuation))
          }
        }
        if isCancelled {
          continuation.resume(throwing: CancellationError())
        } else {
          onSleep()
        }
      }
    } onCancel: {
      let sleeper = state.withValue { state -> Sleeper? in
        guard let index = state.sleepers.firstIndex(where: { $0.id == id }) else { return nil }
        return state.sleepers.remove(at: index)
      }
      sleeper?.continuation.resume(throwing: CancellationError())
    }
  }

  /// Moves the clock on and wakes every sleep whose deadline has come.
  func advance(by duration: Duration) {
    let due = state.withValue { state -> [Sleeper] in
      state.now = state.now.advanced(by: duration)
      let now = state.now
      let due = state.sleepers.filter { $0.deadline <= now }
      state.sleepers.removeAll { $0.deadline <= now }
      return due
    }
    for sleeper in due { sleeper.continuation.resume() }
  }
}

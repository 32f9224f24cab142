import ComposableEffects

/// A clock the test advances by hand, like `TestClock`, that also counts the sleeps begun on
/// it: a live store's effects run in parallel with the test, which must not advance the clock
/// before every sleep due to begin has registered (a sleep registered late would measure from
/// the wrong time).
final class SteppedClock: Clock, Sendable {
  struct Instant: InstantProtocol {
    var offset: Duration

    func advanced(by duration: Duration) -> Self { Self(offset: self.offset + duration) }
    func duration(to other: Self) -> Duration { other.offset - self.offset }
    static func < (lhs: Self, rhs: Self) -> Bool { lhs.offset < rhs.offset }
  }

  private struct Sleeper {
    var id: Int
    var deadline: Instant
    var continuation: CheckedContinuation<Void, any Error>
  }

  private struct State {
    var now = Instant(offset: .zero)
    var sleepers: [Sleeper] = []
    var cancelled: Set<Int> = []
    var nextID = 0
    var sleepsBegun = 0
  }

  private let state = LockIsolated(State())

  var now: Instant { self.state.value.now }
  var minimumResolution: Duration { .zero }

  /// How many sleeps have registered, ever.
  var sleepsBegun: Int { self.state.value.sleepsBegun }

  func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
    let id = self.state.withValue { state in
      state.nextID += 1
      return state.nextID
    }
    try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
        self.state.withValue { state in
          state.sleepsBegun += 1
          if state.cancelled.remove(id) != nil {
            continuation.resume(throwing: CancellationError())
          } else if deadline <= state.now {
            continuation.resume()
          } else {
            state.sleepers.append(Sleeper(id: id, deadline: deadline, continuation: continuation))
          }
        }
      }
    } onCancel: {
      self.state.withValue { state in
        if let index = state.sleepers.firstIndex(where: { $0.id == id }) {
          state.sleepers.remove(at: index).continuation.resume(throwing: CancellationError())
        } else {
          state.cancelled.insert(id)
        }
      }
    }
  }

  /// Moves the clock to `deadline` and wakes every sleep due by then, earliest first.
  func advance(to deadline: Instant) {
    self.state.withValue { state in
      state.now = deadline
      let due = state.sleepers.filter { $0.deadline <= deadline }.sorted { $0.deadline < $1.deadline }
      state.sleepers.removeAll { $0.deadline <= deadline }
      for sleeper in due { sleeper.continuation.resume() }
    }
  }
}

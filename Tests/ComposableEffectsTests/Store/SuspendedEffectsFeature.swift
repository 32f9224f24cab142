import ComposableEffects

/// Starts one effect per capture, each suspended until cancelled: on `Task.never()` and on a
/// clock nobody advances, alternately. Each effect holds its capture, and tells when it has
/// started and when it has ended; the state holds a marker. The soak tests release a store
/// running them and check, with weak references, that all of it is freed.
struct SuspendedEffects: Reducer {
  struct State: Equatable {
    let marker: StateMarker

    static func == (lhs: Self, rhs: Self) -> Bool { lhs.marker === rhs.marker }
  }

  enum Action: Equatable { case start }

  let captures: [EffectCapture]
  let clock: TestClock<Duration>
  let started: AsyncStream<Void>.Continuation
  let ended: AsyncStream<Void>.Continuation

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    .merge(
      self.captures.indices.map { index in
        .run { [capture = self.captures[index], clock, started, ended] _ in
          defer { ended.yield() }
          withExtendedLifetime(capture) {}
          started.yield()
          if index.isMultiple(of: 2) {
            try await Task.never()
          } else {
            try await clock.sleep(for: .seconds(60))
          }
        }
      }
    )
  }
}

/// Held by a store's state, to tell that the state was freed.
final class StateMarker: Sendable {}

/// Held by one effect's operation, to tell that the operation was freed.
final class EffectCapture: Sendable {}

/// A weak reference to an effect's capture.
struct WeakCapture {
  weak var capture: EffectCapture?

  init(_ capture: EffectCapture) {
    self.capture = capture
  }
}

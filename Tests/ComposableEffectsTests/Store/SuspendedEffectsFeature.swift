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

/// What the soak tests release a store with: `count` captures for ``SuspendedEffects`` (its
/// feature holds the only strong references to them), weak references to them, and the streams
/// that tell when its effects start and end.
@MainActor
final class SuspendedEffectsFixture {
  let count: Int
  private let started = AsyncStream<Void>.makeStream()
  private let ended = AsyncStream<Void>.makeStream()
  private let weakCaptures: [WeakCapture]
  private var captures: [EffectCapture]?

  init(count: Int) {
    let captures = (0..<count).map { _ in EffectCapture() }
    self.count = count
    self.captures = captures
    self.weakCaptures = captures.map(WeakCapture.init)
  }

  /// The feature that starts the effects, holding the captures: made once.
  func feature() -> SuspendedEffects {
    defer { self.captures = nil }
    return SuspendedEffects(
      captures: self.captures!, clock: TestClock(), started: self.started.continuation,
      ended: self.ended.continuation
    )
  }

  /// Returns once every effect has started, and is suspended or about to be.
  func allStarted() async {
    for await _ in self.started.stream.prefix(self.count) {}
  }

  /// Returns once every effect has ended: each tells as its operation returns.
  func allEnded() async {
    for await _ in self.ended.stream.prefix(self.count) {}
  }

  /// Whether everything the effects held has been freed.
  var capturesAreFreed: Bool {
    self.weakCaptures.allSatisfy { $0.capture == nil }
  }
}

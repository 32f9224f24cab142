import ComposableEffects
import Synchronization

/// A feature that keeps effects in flight: each suspended for good (`Task.never()`) until it is
/// cancelled.
struct InFlight: Reducer {
  struct State {
    /// How many background effects have started (and so are suspended, or about to be).
    var started = 0
  }

  enum CancelID: Hashable, Sendable {
    /// The background effect started by `.startBackground(index)`.
    case background(Int)
    /// The effect the cancellation benchmarks start and cancel in each iteration.
    case measured
  }

  enum Action {
    /// Starts a background effect, cancellable by `.background(index)`, that sends
    /// `.backgroundStarted` and then waits forever.
    case startBackground(Int)
    case backgroundStarted
    /// Cancels the background effects `0..<count`.
    case cancelBackground(count: Int)
    /// Starts an effect that waits forever, cancellable by `.measured`.
    case startMeasured
    /// Cancels it.
    case cancelMeasured
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .startBackground(let index):
      return .run { send in
        // A static, so the closure captures nothing and holds no memory of its own.
        defer { InFlight.finishedBackgroundEffects.add(1, ordering: .relaxed) }
        await send(.backgroundStarted)
        try await Task.never()
      }
      .cancellable(id: CancelID.background(index))
    case .backgroundStarted:
      state.started &+= 1
      return .none
    case .cancelBackground(let count):
      return .merge((0..<count).map { .cancel(id: CancelID.background($0)) })
    case .startMeasured:
      return .run { _ in try await Task.never() }.cancellable(id: CancelID.measured)
    case .cancelMeasured:
      return .cancel(id: CancelID.measured)
    }
  }

  /// How many background effects have ended, in every store. Only one store's background
  /// effects end at a time: a fixture's tear-down or a memory sample waits for its own.
  static let finishedBackgroundEffects = Atomic(0)
}

/// A store with `count` background effects in flight, for benchmarks to measure against.
@MainActor
final class InFlightFixture {
  let store = Store(initialState: InFlight.State()) { InFlight() }
  let count: Int

  /// Starts `count` background effects and returns once they have all started.
  static func start(count: Int) async -> InFlightFixture {
    let fixture = InFlightFixture(count: count)
    await fixture.startBackground()
    return fixture
  }

  /// A store for `count` background effects, none started yet.
  init(count: Int) {
    self.count = count
  }

  /// Starts the background effects, and waits until each has sent its first action and so is
  /// about to suspend.
  func startBackground() async {
    for index in 0..<count {
      store.send(.startBackground(index))
    }
    while store.started < count {
      try? await Task.sleep(for: .milliseconds(1))
    }
    // Let the last ones go from sending their action to suspending.
    try? await Task.sleep(for: .milliseconds(20))
  }

  /// Cancels the background effects and waits until they have all ended.
  func cancelBackground() async {
    let finishedBefore = InFlight.finishedBackgroundEffects.load(ordering: .relaxed)
    store.send(.cancelBackground(count: count))
    while InFlight.finishedBackgroundEffects.load(ordering: .relaxed) - finishedBefore < count {
      try? await Task.sleep(for: .milliseconds(1))
    }
    // Let the store forget them, which it does after the operation returns.
    try? await Task.sleep(for: .milliseconds(20))
  }
}

/// Waits for `tasks` to finish, off the main actor: `StoreTask.finish()` runs on the global
/// executor, so awaiting many from there hops once in all rather than once each.
@concurrent
func finishAll(_ tasks: [StoreTask]) async {
  for task in tasks {
    await task.finish()
  }
}

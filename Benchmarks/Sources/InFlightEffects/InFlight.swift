import ComposableEffects
import Synchronization

/// A feature that keeps effects in flight: each suspended for good (`Task.never()`) until it is
/// cancelled.
package struct InFlight: Reducer {
  package struct State {
    /// How many background effects have started (and so are suspended, or about to be).
    package var started = 0

    package init() {}
  }

  package enum CancelID: Hashable, Sendable {
    /// The background effect started by `.startBackground(index)`.
    case background(Int)
    /// The effect the cancellation benchmarks start and cancel in each iteration.
    case measured
  }

  package enum Action {
    /// Starts a background effect, cancellable by `.background(index)`, that sends
    /// `.backgroundStarted` and then waits forever.
    case startBackground(Int)
    /// The same, but the effect waits on a continuation (``suspendUntilCancelled()``), the
    /// least a suspended task can hold, rather than in `Task.never()`.
    case startSuspended(Int)
    case backgroundStarted
    /// Cancels the background effects `0..<count`.
    case cancelBackground(count: Int)
    /// Starts an effect that waits forever, cancellable by `.measured`.
    case startMeasured
    /// Cancels it.
    case cancelMeasured
  }

  package init() {}

  package func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .startBackground(let index):
      return .run { send in
        // A static, so the closure captures nothing and holds no memory of its own.
        defer { InFlight.finishedBackgroundEffects.add(1, ordering: .relaxed) }
        await send(.backgroundStarted)
        try await Task.never()
      }
      .cancellable(id: CancelID.background(index))
    case .startSuspended(let index):
      return .run { send in
        defer { InFlight.finishedBackgroundEffects.add(1, ordering: .relaxed) }
        await send(.backgroundStarted)
        await suspendUntilCancelled()
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

/// Suspends on a continuation until the task is cancelled: the least a suspended task holds
/// (a bare task suspended here holds one slab of frames; one in `Task.never()`, which
/// swift-concurrency-extras builds on `AsyncStream` before Swift 6.4, holds two).
package func suspendUntilCancelled() async {
  let continuation = Mutex<UnsafeContinuation<Void, Never>?>(nil)
  await withTaskCancellationHandler {
    await withUnsafeContinuation { new in
      continuation.withLock { $0 = new }
    }
  } onCancel: {
    continuation.withLock { $0.take() }?.resume()
  }
}

import AlgebraicEffects

/// Something running that can be cancelled: a `Task`.
@usableFromInline
protocol TaskCancelling: Sendable {
  func cancel()
}

extension Task: TaskCancelling {}

/// A task as the registry keeps it: in one word, so that an effect's entry stays small. A
/// store's effects run in `Task<Void, Never>`s, kept as they are; any other task is boxed.
enum RegisteredTask: TaskCancelling {
  case effect(Task<Void, Never>)
  case other(Boxed)

  init(_ task: some TaskCancelling) {
    if let task = task as? Task<Void, Never> {
      self = .effect(task)
    } else {
      self = .other(Boxed(task))
    }
  }

  func cancel() {
    switch self {
    case .effect(let task): task.cancel()
    case .other(let boxed): boxed.task.cancel()
    }
  }

  final class Boxed: Sendable {
    let task: any TaskCancelling

    init(_ task: any TaskCancelling) {
      self.task = task
    }
  }
}

/// The running effects of one root store (or of code outside any store), by cancellation
/// identifier. A thin lock around ``CancellationStateMachine``; tasks are cancelled outside the
/// lock, since cancelling runs cancellation handlers that may come back here.
@usableFromInline
final class CancellationRegistry: Sendable {
  typealias Token = CancellationStateMachine<RegisteredTask>.Token

  private let state = Locked(CancellationStateMachine<RegisteredTask>())
  /// How the registry's tasks are cancelled: at once, or through the executor they run on.
  let cancellation: TaskCancellation

  /// Where the tasks that `withTaskCancellation` starts run: the store's effects' executor
  /// (`nil`, the cooperative pool, for a live store's and outside any store).
  var executor: (any EffectExecutor)? {
    self.cancellation.executor
  }

  /// A registry whose tasks run on `executor` (`nil` for the cooperative pool).
  init(executor: (any EffectExecutor)? = nil) {
    self.cancellation = TaskCancellation(executor: executor)
  }

  /// Starts the task `start` makes, registered under `ids` until it calls ``finish(_:)`` with
  /// the token it is given: the one routine that registers a cancellable task, for the store's
  /// effects, `.cancellable` parts of a concatenation and `withTaskCancellation`.
  ///
  /// The registration is reserved before the task exists, so a cancellation that arrives while
  /// it starts is not lost: the task is cancelled as soon as it is attached.
  func startTask<Started: TaskCancelling>(
    ids: SmallSet<AnyHashableSendable>,
    _ start: (_ token: Token) -> Started
  ) -> Started {
    let token = self.state.withLock { $0.reserve(ids: ids) }
    let task = start(token)
    let action = self.state.withLock { $0.attach(RegisteredTask(task), to: token) }
    if action == .cancel { self.cancellation.cancel(task) }
    return task
  }

  /// Forgets the task registered with `token`, which has ended.
  func finish(_ token: Token) {
    self.state.withLock { $0.finish(token) }
  }

  /// Runs `operation` in a task registered under `ids` (an identifier as seen from each
  /// navigation scope above the caller's), after cancelling what runs under `inFlightID`.
  func withTaskCancellation<T: Sendable>(
    ids: SmallSet<AnyHashableSendable>,
    cancellingInFlight inFlightID: AnyHashableSendable?,
    operation: @escaping @Sendable () async throws -> T
  ) async throws -> T {
    if let inFlightID {
      self.cancel(id: inFlightID)
    }
    let task = self.startTask(ids: ids) { token in
      // With the store's effects: on a test store's executor, so that its steps wait for it.
      Task<T, any Error>(executorPreference: self.executor) {
        defer { self.finish(token) }
        return try await operation()
      }
    }
    return try await withTaskCancellationHandler {
      try await task.value
    } onCancel: {
      self.cancellation.cancel(task)
    }
  }

  @usableFromInline
  func cancel(id: AnyHashableSendable) {
    let tasks = self.state.withLock { $0.cancel(id: id) }
    for task in tasks { self.cancellation.cancel(task) }
  }

  func cancelAll() {
    let tasks = self.state.withLock { $0.cancelAll() }
    for task in tasks { self.cancellation.cancel(task) }
  }

  var inFlightCount: Int {
    self.state.withLock { $0.inFlightCount }
  }

  func count(for id: AnyHashableSendable) -> Int {
    self.state.withLock { $0.count(for: id) }
  }
}

/// Where effects find the registry of the store that runs them: each root store installs its
/// own in the dependencies its reducer and effects run with, so two stores never cancel each
/// other's effects.
///
/// Live code outside any store shares one registry. In tests, as for any swift-dependencies
/// test value, each test gets a registry of its own, so that tests running in parallel that use
/// the same identifier outside a store never cancel each other's work.
enum CancellationRegistryKey: DependencyKey {
  static let liveValue = CancellationRegistry()
  /// A new registry, which swift-dependencies keeps for the rest of the test.
  static var testValue: CancellationRegistry { CancellationRegistry() }
}

extension DependencyValues {
  var cancellationRegistry: CancellationRegistry {
    get { self[CancellationRegistryKey.self] }
    set { self[CancellationRegistryKey.self] = newValue }
  }
}

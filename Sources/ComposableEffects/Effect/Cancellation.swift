extension Effect {
  /// Makes this effect cancellable by `id`, with `cancel(id:)` or
  /// `Task.cancel(id:)`.
  ///
  /// ```swift
  /// case .rainbowButtonTapped:
  ///   return .run { send in
  ///     for color in colors {
  ///       await send(.setColor(color))
  ///       try await clock.sleep(for: .seconds(1))
  ///     }
  ///   }
  ///   .cancellable(id: CancelID.rainbow)
  /// case .resetConfirmed:
  ///   return .cancel(id: CancelID.rainbow)
  /// ```
  ///
  /// Identifiers belong to one root store: another store's effects with the same identifier
  /// are never cancelled. Inside a feature presented with `ifLet(\.$destination, …)` or pushed
  /// on a stack with `forEach(\.path, …)`, identifiers also belong to that presentation: two
  /// presentations using the same identifier never cancel each other's effects, and a presented
  /// feature cannot cancel its parent's; the parent's `.cancel(id:)` does reach the effects
  /// with that identifier of every feature presented or pushed beneath it.
  ///
  /// - Parameters:
  ///   - id: The identifier.
  ///   - cancelInFlight: Whether to cancel effects already running with this identifier
  ///     before this one starts, so that at most one runs at a time.
  public func cancellable(id: some Hashable & Sendable, cancelInFlight: Bool = false) -> Self {
    self._cancellable(id: AnyHashableSendable(id), cancelInFlight: cancelInFlight)
  }

  /// Makes this effect cancellable by a type used as the identifier, as in
  /// `.cancellable(id: CancelID.self)`.
  public func cancellable(id: Any.Type, cancelInFlight: Bool = false) -> Self {
    self._cancellable(id: AnyHashableSendable(ObjectIdentifier(id)), cancelInFlight: cancelInFlight)
  }

  private func _cancellable(id: AnyHashableSendable, cancelInFlight: Bool) -> Self {
    if case .none = self.operation { return .none }
    let scope = DependencyValues._current.navigationScope
    let cancellationID = scope.cancellationID(for: id)
    let effect = Self(.cancellable(cancellationID, cancelInFlight: cancelInFlight, self))
    guard !scope.isRoot else { return effect }
    // Inside a presentation, also cancellable from each scope above it, as TCA has it: only the
    // identifier of this scope cancels in flight.
    var wrapped = effect
    scope.registrationIDs(for: id).forEach { id in
      guard id != cancellationID else { return }
      wrapped = Self(.cancellable(id, cancelInFlight: false, wrapped))
    }
    return wrapped
  }

  /// An effect that cancels the running effects made cancellable with `id`, as soon as the
  /// reducer returns it.
  public static func cancel(id: some Hashable & Sendable) -> Self {
    Self(.cancel(AnyHashableSendable(id).scopedToNavigation))
  }

  /// An effect that cancels the running effects made cancellable with the type `id`.
  public static func cancel(id: Any.Type) -> Self {
    Self(.cancel(AnyHashableSendable(ObjectIdentifier(id)).scopedToNavigation))
  }
}

/// Runs `operation` so that cancelling `id` cancels just it, not the effect around it.
///
/// ```swift
/// return .run { send in
///   await withTaskGroup(of: Void.self) { group in
///     group.addTask { await loadProducts(send) }
///     group.addTask {
///       await withTaskCancellation(id: TimerID.self) {
///         for await _ in clock.timer(interval: .seconds(1)) {
///           await send(.timerTick)
///         }
///       }
///     }
///   }
/// }
/// // Later, `.cancel(id: TimerID.self)` stops only the timer.
/// ```
///
/// - Parameters:
///   - id: The identifier.
///   - cancelInFlight: Whether to cancel work already running with this identifier first.
///   - operation: The work; it runs in a child task that inherits task-local values.
///   - isolation: The actor the caller runs on; the operation starts there.
/// - Returns: What `operation` returns.
public func withTaskCancellation<T: Sendable, Failure: Error>(
  id: some Hashable & Sendable,
  cancelInFlight: Bool = false,
  isolation: isolated (any Actor)? = #isolation,
  operation: @escaping @Sendable () async throws(Failure) -> T
) async throws(Failure) -> T {
  try await _withTaskCancellation(
    id: AnyHashableSendable(id), cancelInFlight: cancelInFlight, operation: operation
  )
}

/// Runs `operation` so that cancelling the type `id` cancels just it, as in
/// `withTaskCancellation(id: TimerID.self) { … }`.
public func withTaskCancellation<T: Sendable, Failure: Error>(
  id: Any.Type,
  cancelInFlight: Bool = false,
  isolation: isolated (any Actor)? = #isolation,
  operation: @escaping @Sendable () async throws(Failure) -> T
) async throws(Failure) -> T {
  try await _withTaskCancellation(
    id: AnyHashableSendable(ObjectIdentifier(id)), cancelInFlight: cancelInFlight,
    operation: operation
  )
}

private func _withTaskCancellation<T: Sendable, Failure: Error>(
  id: AnyHashableSendable,
  cancelInFlight: Bool,
  isolation: isolated (any Actor)? = #isolation,
  operation: @escaping @Sendable () async throws(Failure) -> T
) async throws(Failure) -> T {
  do {
    let scope = DependencyValues._current.navigationScope
    return try await DependencyValues._current.cancellationRegistry.withTaskCancellation(
      ids: scope.registrationIDs(for: id),
      cancellingInFlight: cancelInFlight ? scope.cancellationID(for: id) : nil,
      operation: operation
    )
  } catch {
    // `task` throws only what `operation` throws.
    throw error as! Failure
  }
}

extension Task where Success == Never, Failure == Never {
  /// Cancels the running effects and `withTaskCancellation` work registered under `id`, in
  /// the store whose effect calls this.
  public static func cancel(id: some Hashable & Sendable) {
    DependencyValues._current.cancellationRegistry.cancel(
      id: AnyHashableSendable(id).scopedToNavigation
    )
  }

  /// Cancels the running effects and `withTaskCancellation` work registered under the type `id`.
  public static func cancel(id: Any.Type) {
    DependencyValues._current.cancellationRegistry.cancel(
      id: AnyHashableSendable(ObjectIdentifier(id)).scopedToNavigation
    )
  }
}

/// What the library lets the instrumentation package (`ComposableEffectsInstrumentation`) learn of
/// a `.run` effect, without the core depending on it.
///
/// SPI, not `package`: the instrumentation is a package of its own, and `package` declarations
/// are seen only within this one. Apps do not import `@_spi(Instrumentation)`, and the
/// documentation leaves SPI out.
///
/// Nothing here is read on a store's send: ``Effect/_wrappingRuns(_:)`` is called only by code
/// that asks for it, and ``failureObserver`` is read only when an operation throws an error
/// other than `CancellationError`.
@_spi(Instrumentation) public enum RunObservation {
  /// Told of each error (other than `CancellationError`) that a `.run`'s operation throws in
  /// this task, and whether its `catch` handler handles it (`false`: it is reported as an
  /// issue).
  ///
  /// A class, not a closure: a task-local whose value is an optional function type crashed in
  /// `swift_task_localValuePush` in an optimized build with AddressSanitizer (the value's type
  /// metadata arrived null), while one of a class type does not.
  @TaskLocal public static var failureObserver: RunFailureObserver?
}

/// Whoever learns of the errors `.run` operations throw in a task (see
/// ``RunObservation/failureObserver``).
@_spi(Instrumentation) public final class RunFailureObserver: Sendable {
  /// Called with the error and whether the `.run`'s `catch` handler handles it.
  public let observe: @Sendable (_ error: any Error, _ isHandled: Bool) -> Void

  public init(_ observe: @escaping @Sendable (_ error: any Error, _ isHandled: Bool) -> Void) {
    self.observe = observe
  }
}

extension Effect {
  /// Whether this effect does nothing, told without looking into it.
  ///
  /// Public, not SPI like the rest of this file: the instrumentation reads it in its inlinable
  /// send path, which is inlined into apps that do not import the SPI.
  @inlinable public var _isNone: Bool { self.isNone }

  /// This effect with each asynchronous operation it runs wrapped by `wrap`, which is given the
  /// operation, ready to run, as its task starts it, and returns what the task runs instead.
  ///
  /// The shape of the effect is kept: `.send`, `.cancel`, merges, concatenations and
  /// cancellation identifiers are as they were, so the store starts the same tasks.
  @_spi(Instrumentation) public func _wrappingRuns(
    _ wrap: @escaping @Sendable (_ operation: @escaping @Sendable () async -> Void) -> @Sendable () async -> Void
  ) -> Self {
    self.mapRuns { run in
      let bind = run.bind
      return Run(priority: run.priority, dependencies: run.dependencies) { send in wrap(bind(send)) }
    }
  }
}

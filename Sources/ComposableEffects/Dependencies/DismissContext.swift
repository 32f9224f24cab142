/// How the effects of a presented feature or stack element dismiss it: by sending the
/// dismissal (`.dismiss`, or `.popFrom(id:)`) to the parent that presents it.
///
/// The presentation reducer runs each of the child's asynchronous effects with the context in
/// a task-local value, where it holds the parent's `Send`; `DismissEffect` sends through it.
/// The effects of a grandchild run inside their own presentation's context, which the nearer
/// presentation binds last, so `dismiss()` always closes the feature whose effect calls it.
/// Nothing runs while nothing is dismissed: a presentation leaves no effect in flight.
final class DismissContext: Sendable {
  // A class, not a bare closure: Swift 6.3 miscompiles a task-local closure value at `-O`.
  let dismiss: @MainActor @Sendable () -> Void

  init(dismiss: @escaping @MainActor @Sendable () -> Void) {
    self.dismiss = dismiss
  }

  @TaskLocal static var current: DismissContext?

  /// `operation`, run with a context whose dismissal calls `dismiss`.
  static func running(
    _ operation: @escaping @Sendable () async -> Void,
    dismissing dismiss: @escaping @MainActor @Sendable () -> Void
  ) -> @Sendable () async -> Void {
    let context = DismissContext(dismiss: dismiss)
    return {
      await DismissContext.$current.withValue(context) {
        await operation()
      }
    }
  }
}

extension Effect {
  /// This effect with each of its asynchronous parts running in a dismissal context that sends
  /// `dismissal` to the parent.
  func dismissible(sending dismissal: Action) -> Self {
    switch self.operation {
    case .none, .send, .cancel:
      return self
    case .run(let run):
      let dismissal = UncheckedSendable(dismissal)
      return Self(
        .run(
          Run(priority: run.priority, dependencies: run.dependencies) { [bind = run.bind] send in
            DismissContext.running(bind(send), dismissing: { send(dismissal.value) })
          }
        )
      )
    case .merge(let effects):
      return Self(.merge(effects.map { $0.dismissible(sending: dismissal) }))
    case .concatenate(let effects):
      return Self(.concatenate(effects.map { $0.dismissible(sending: dismissal) }))
    case .cancellable(let id, let cancelInFlight, let effect):
      return Self(
        .cancellable(id, cancelInFlight: cancelInFlight, effect.dismissible(sending: dismissal))
      )
    }
  }
}

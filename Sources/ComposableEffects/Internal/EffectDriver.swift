/// Runs an effect to completion inside an asynchronous context: the part of an effect that the
/// store cannot start synchronously (what a `concatenate` holds, for example).
enum EffectDriver {
  static func run<Action>(
    _ effect: Effect<Action>,
    send: Send<Action>,
    registry: CancellationRegistry
  ) async {
    switch effect.operation {
    case .none:
      return
    case .send(let action):
      await send.deliver(UncheckedSendable(action))
    case .run(let run):
      await run.operation(send)
    case .merge(let effects):
      await withTaskGroup(of: Void.self) { group in
        for effect in effects {
          group.addTask { await Self.run(effect, send: send, registry: registry) }
        }
      }
    case .concatenate(let effects):
      for effect in effects {
        guard !Task.isCancelled else { return }
        await Self.run(effect, send: send, registry: registry)
      }
    case .cancel(let id):
      registry.cancel(id: id)
    case .cancellable(let id, let cancelInFlight, let effect):
      // Nothing it runs throws.
      try? await registry.withTaskCancellation(id: id, cancelInFlight: cancelInFlight) {
        await Self.run(effect, send: send, registry: registry)
      }
    }
  }
}

extension Send {
  /// Sends an action that the effect itself holds (from a `.send` inside a `concatenate`).
  func deliver(_ action: UncheckedSendable<Action>) {
    self(action.value)
  }
}

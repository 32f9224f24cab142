/// Runs effects inside a task that already exists.
enum EffectInterpreter {
  /// Runs `effect` to completion in the current task: parts of a concatenation one after the
  /// other (stopping when the task is cancelled), parts of a merge in child tasks.
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
      await run(send)
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
    case .cancellable:
      let (ids, part) = effect.enterCancellable(registry: registry, ids: SmallSet())
      guard !part.isSynchronous else {
        // Nothing to cancel part way: it sends or cancels, and is done.
        await Self.run(part, send: send, registry: registry)
        return
      }
      // Inside a task that runs more than this part (a concatenation): the part needs a task
      // of its own, so that cancelling its identifiers stops it and lets the rest go on.
      // Nothing it runs throws.
      try? await registry.withTaskCancellation(ids: ids, cancellingInFlight: nil) {
        await Self.run(part, send: send, registry: registry)
      }
    }
  }
}

extension Effect {
  /// The one reading of `.cancellable(id, cancelInFlight:)`, for both halves of the
  /// interpreter: the identifiers of this effect's `.cancellable` layers (a feature's
  /// identifier as seen from each navigation scope is one layer each) added to `ids`, having
  /// cancelled, outermost first, what runs under each layer that cancels in flight; and the
  /// part inside them, whose tasks are to be registered under those identifiers.
  @usableFromInline
  func enterCancellable(
    registry: CancellationRegistry,
    ids: SmallSet<AnyHashableSendable>
  ) -> (ids: SmallSet<AnyHashableSendable>, part: Effect) {
    var ids = ids
    var part = self
    while case .cancellable(let id, let cancelInFlight, let inner) = part.operation {
      if cancelInFlight { registry.cancel(id: id) }
      ids.insert(id)
      part = inner
    }
    return (ids, part)
  }
}

extension Send {
  /// Sends an action that the effect itself holds (from a `.send` inside a `concatenate`).
  func deliver(_ action: UncheckedSendable<Action>) {
    self(action.value)
  }
}

extension Effect {
  /// Whether running this effect needs no task: it does nothing, sends actions or cancels.
  var isSynchronous: Bool {
    switch self.operation {
    case .none, .send, .cancel: true
    case .run: false
    case .merge(let effects), .concatenate(let effects): effects.allSatisfy(\.isSynchronous)
    case .cancellable(_, _, let effect): effect.isSynchronous
    }
  }

  /// The parts of a concatenation before its first asynchronous one, which the store runs at
  /// once within the send that returned them (as it runs a lone `.send`), and the rest, which
  /// runs in a task after them.
  static func splitAtFirstAsynchronous(
    _ effects: [Self]
  ) -> (synchronous: ArraySlice<Self>, rest: ArraySlice<Self>) {
    let split = effects.firstIndex { !$0.isSynchronous } ?? effects.endIndex
    return (effects[..<split], effects[split...])
  }
}

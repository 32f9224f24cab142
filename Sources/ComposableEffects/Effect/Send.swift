/// Sends actions from an effect back into the store that runs it.
///
/// ``Effect/run(priority:operation:catch:fileID:filePath:line:column:)`` hands one to its
/// operation. Sending happens on the main actor, so it is awaited from the effect:
///
/// ```swift
/// return .run { send in
///   for color in colors {
///     await send(.setColor(color))
///     try await clock.sleep(for: .seconds(1))
///   }
/// }
/// ```
///
/// Once the effect is cancelled, sending does nothing. Sending after the effect has finished
/// (for example from an escaped copy) is reported as an issue and the action is dropped.
@MainActor
public struct Send<Action>: Sendable {
  @usableFromInline
  let send: @MainActor @Sendable (Action) -> Void

  /// A `Send` that hands each action to `send`; useful to run an effect's operation by hand.
  public nonisolated init(send: @escaping @MainActor @Sendable (Action) -> Void) {
    self.send = send
  }

  /// Sends an action back into the store, unless the effect has been cancelled.
  public func callAsFunction(_ action: Action) {
    guard !Task.isCancelled else { return }
    self.send(action)
  }
}

#if canImport(SwiftUI)
  import SwiftUI
#endif

extension Send {
  /// Sends an action back into the store as a change shown with `animation`, unless the effect
  /// has been cancelled.
  ///
  /// ```swift
  /// return .run { send in
  ///   for color in colors {
  ///     await send(.setColor(color), animation: .linear)
  ///     try await clock.sleep(for: .seconds(1))
  ///   }
  /// }
  /// ```
  ///
  /// The store handles the action as it handles one sent without an animation.
  public func callAsFunction(_ action: Action, animation: Animation?) {
    self.callAsFunction(action, transaction: Transaction(animation: animation))
  }

  /// Sends an action back into the store as part of `transaction`, unless the effect has been
  /// cancelled.
  ///
  /// The store handles the action as it handles one sent without a transaction.
  public func callAsFunction(_ action: Action, transaction: Transaction) {
    guard !Task.isCancelled else { return }
    withTransaction(transaction) {
      self.send(action)
    }
  }
}

extension Effect {
  /// An effect that sends `action` at once, as a change shown with `animation`.
  ///
  /// ```swift
  /// case .closeButtonTapped:
  ///   return .send(.delegate(.close), animation: .easeOut)
  /// ```
  ///
  /// The action is handled as a plain ``send(_:)`` is: in the same run of the store's send
  /// loop, before any asynchronous effect sends anything.
  public static func send(_ action: Action, animation: Animation?) -> Self {
    // The store handles an action of `.send` in its own loop, outside this call, so there is
    // no change here to wrap; where SwiftUI draws, the view that sent the original action
    // decides the animation.
    .send(action)
  }
}

extension Effect {
  /// The same effect, with each action it sends shown with `animation`.
  ///
  /// ```swift
  /// case .refreshButtonTapped:
  ///   return .run { send in
  ///     await send(.activityResponse(try await apiClient.fetchActivity()))
  ///   }
  ///   .animation()
  /// ```
  ///
  /// The actions are handled as they would be without the animation.
  public func animation(_ animation: Animation? = .default) -> Self {
    self.transaction(Transaction(animation: animation))
  }

  /// The same effect, with each action it sends sent as part of `transaction`.
  ///
  /// The actions are handled as they would be without the transaction.
  public func transaction(_ transaction: Transaction) -> Self {
    switch self.operation {
    case .none, .send, .cancel:
      // As for `send(_:animation:)`: an action of `.send` is handled in the store's own loop,
      // outside this call, and the others send nothing.
      return self
    case .run(let run):
      let bind = run.bind
      // SwiftUI's transactions are not declared `Sendable`; this one is only read, on the main
      // actor, where `Send` runs.
      let transaction = UncheckedSendable(transaction)
      return Self(
        .run(
          .init(priority: run.priority, dependencies: run.dependencies) { send in
            bind(.inTransaction(send, transaction))
          }
        )
      )
    case .merge(let effects):
      return Self(.merge(effects.map { $0.transaction(transaction) }))
    case .concatenate(let effects):
      return Self(.concatenate(effects.map { $0.transaction(transaction) }))
    case .cancellable(let id, let cancelInFlight, let effect):
      return Self(.cancellable(id, cancelInFlight: cancelInFlight, effect.transaction(transaction)))
    }
  }
}

extension Send {
  /// A `Send` that sends the actions of an effect with a transaction to `send`, as part of
  /// that transaction. Made by a function rather than a closure nested in another, whose
  /// context it would keep alive.
  nonisolated static func inTransaction(
    _ send: Send<Action>,
    _ transaction: UncheckedSendable<Transaction>
  ) -> Send<Action> {
    Send { action in send(action, transaction: transaction.value) }
  }
}

extension Store {
  /// Sends an action as a change shown with `animation`: runs the reducer at once, and starts
  /// the effects it returns.
  ///
  /// ```swift
  /// store.send(.toggleButtonTapped, animation: .default)
  /// ```
  ///
  /// - Returns: The effects started, to await with ``StoreTask/finish()`` or cancel.
  @discardableResult
  public func send(_ action: Action, animation: Animation?) -> StoreTask {
    self.send(action, transaction: Transaction(animation: animation))
  }

  /// Sends an action as part of `transaction`: runs the reducer at once, and starts the effects
  /// it returns.
  ///
  /// - Returns: The effects started, to await with ``StoreTask/finish()`` or cancel.
  @discardableResult
  public func send(_ action: Action, transaction: Transaction) -> StoreTask {
    withTransaction(transaction) {
      self.send(action)
    }
  }
}

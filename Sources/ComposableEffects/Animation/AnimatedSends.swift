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

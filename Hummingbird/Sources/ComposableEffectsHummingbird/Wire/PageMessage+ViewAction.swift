import ComposableEffects
import Foundation

extension PageMessage {
  /// Decodes a page's message as one of `StoreAction`'s view actions, and gives the store action
  /// that carries it: a page sends only what the feature's views may send, never an action its
  /// effects or its parent send.
  ///
  /// ```swift
  /// let (id, action) = try PageMessage.storeAction(Feature.Action.self, from: data)
  /// store.send(action)   // .view(.addTodo(description: "Milk"))
  /// ```
  public static func storeAction<StoreAction: ViewAction>(
    _: StoreAction.Type, from data: Data, maxSize: Int = 64 * 1024
  ) throws(Refusal) -> (id: Int, action: StoreAction) where StoreAction.ViewAction == Action {
    let message = try Self.decode(data, maxSize: maxSize)
    return (message.id, StoreAction.view(message.action))
  }
}

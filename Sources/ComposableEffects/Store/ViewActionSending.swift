#if canImport(SwiftUI)
  import SwiftUI
#endif

/// A type holding a store whose actions are a ``ViewAction``, that sends its view actions
/// without writing the `.view(…)` around them.
///
/// ```swift
/// struct LoginView: ViewActionSending {
///   let store: StoreOf<Login>
///
///   func loginButtonTapped() {
///     send(.loginButtonTapped) // store.send(.view(.loginButtonTapped))
///   }
/// }
/// ```
public protocol ViewActionSending<StoreState, StoreAction> {
  /// The state of the store.
  associatedtype StoreState

  /// The actions of the store, which gather the view's in a nested enum.
  associatedtype StoreAction: ViewAction

  /// The store the view actions are sent to.
  @MainActor var store: Store<StoreState, StoreAction> { get }
}

extension ViewActionSending {
  /// Sends the view action `action` to the store, as `.view(action)`.
  ///
  /// - Returns: The effects started, to await with ``StoreTask/finish()`` or cancel.
  @MainActor
  @discardableResult
  public func send(_ action: StoreAction.ViewAction) -> StoreTask {
    self.store.send(.view(action))
  }

  /// Sends the view action `action` to the store, as `.view(action)`, as a change shown with
  /// `animation`.
  ///
  /// - Returns: The effects started, to await with ``StoreTask/finish()`` or cancel.
  @MainActor
  @discardableResult
  public func send(_ action: StoreAction.ViewAction, animation: Animation?) -> StoreTask {
    self.store.send(.view(action), animation: animation)
  }

  /// Sends the view action `action` to the store, as `.view(action)`, as part of
  /// `transaction`.
  ///
  /// - Returns: The effects started, to await with ``StoreTask/finish()`` or cancel.
  @MainActor
  @discardableResult
  public func send(_ action: StoreAction.ViewAction, transaction: Transaction) -> StoreTask {
    self.store.send(.view(action), transaction: transaction)
  }
}

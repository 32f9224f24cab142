/// Keeps the cancellation identifiers used inside a presented feature or a stack element apart
/// from the same identifiers used elsewhere: two presentations of one feature, or a parent and
/// the child it presents, never cancel each other's effects by accident.
///
/// `ifLet(_:action:destination:fileID:filePath:line:column:)` (on a ``PresentationState``) and
/// `forEach(_:action:destination:fileID:filePath:line:column:)` (on a ``StackState``) run the
/// child's reducer with its ``ChildEffectID`` as the navigation scope in the dependencies.
/// `.cancellable(id:)`, `.cancel(id:)`, `Task.cancel(id:)` and `withTaskCancellation(id:)` then
/// use the identifier scoped to it; effects capture their reducer's dependencies, so an effect
/// of the child that cancels an identifier reaches the same scope.
struct NavigationScopedID: Hashable, Sendable {
  let scope: ChildEffectID
  let id: AnyHashableSendable
}

enum NavigationScopeKey: DependencyKey {
  static let liveValue: ChildEffectID? = nil
  static let testValue: ChildEffectID? = nil
}

extension DependencyValues {
  /// The presentation or stack element whose reducer (or effect) is running, if any.
  var navigationScope: ChildEffectID? {
    get { self[NavigationScopeKey.self] }
    set { self[NavigationScopeKey.self] = newValue }
  }
}

extension AnyHashableSendable {
  /// This cancellation identifier as seen from the running presentation: scoped to it inside one,
  /// unchanged outside. Scoping an identifier already scoped leaves it as it is, so combinators
  /// built on `cancellable(id:)` can pass scoped identifiers on.
  var scopedToNavigation: AnyHashableSendable {
    guard let scope = DependencyValues._current.navigationScope, !(self.base is NavigationScopedID)
    else { return self }
    return AnyHashableSendable(NavigationScopedID(scope: scope, id: self))
  }
}

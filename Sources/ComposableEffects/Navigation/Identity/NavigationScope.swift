/// Keeps the cancellation identifiers used inside a presented feature or a stack element apart
/// from the same identifiers used elsewhere, as TCA does: a feature's `.cancel(id:)` reaches
/// the effects with that identifier of the feature itself and of every feature presented or
/// pushed beneath it, never those of its parent or of its siblings.
///
/// `ifLet(_:action:destination:fileID:filePath:line:column:)` (on a ``PresentationState``) and
/// `forEach(_:action:destination:fileID:filePath:line:column:)` (on a ``StackState``) run the
/// child's reducer with its ``ChildEffectID`` entered in the navigation scope of the
/// dependencies. An effect made cancellable there is registered under its identifier as seen
/// from each scope on the way down from the root (the root, the presentation, the presentation
/// inside it…), while `.cancel(id:)`, `Task.cancel(id:)` and a `cancelInFlight` use the
/// identifier as seen from the scope they run in alone. Effects capture their reducer's
/// dependencies, so an effect of a child that cancels an identifier does it from the child's
/// scope.
struct NavigationScope: Sendable {
  /// The presentations and stack elements entered, outermost first.
  private var path: [ChildEffectID] = []

  /// The root: outside any presentation or stack element.
  static let root = Self()

  /// Whether this is the root, where identifiers are used as they are.
  var isRoot: Bool { self.path.isEmpty }

  /// This scope with `child` (a presentation or a stack element inside it) entered.
  func entering(_ child: ChildEffectID) -> Self {
    var scope = self
    scope.path.append(child)
    return scope
  }

  /// `id` as cancelled from this scope. Scoping an identifier already scoped leaves it as it is,
  /// so combinators built on `cancellable(id:)` can pass scoped identifiers on.
  func cancellationID(for id: AnyHashableSendable) -> AnyHashableSendable {
    guard let innermost = self.path.last, !(id.base is NavigationScopedID) else { return id }
    return AnyHashableSendable(NavigationScopedID(scope: innermost, id: id))
  }

  /// The identifiers an effect made cancellable with `id` in this scope is registered under:
  /// `id` as seen from the root and from every scope entered down to this one, so that a
  /// cancellation from any of them reaches it. At the root, `id` alone, kept inline.
  func registrationIDs(for id: AnyHashableSendable) -> SmallSet<AnyHashableSendable> {
    guard !self.path.isEmpty else { return [id] }
    let unscoped = (id.base as? NavigationScopedID)?.id ?? id
    var ids: SmallSet = [unscoped]
    for scope in self.path {
      ids.insert(AnyHashableSendable(NavigationScopedID(scope: scope, id: unscoped)))
    }
    return ids
  }
}

/// A cancellation identifier as seen from inside one presentation or stack element.
struct NavigationScopedID: Hashable, Sendable {
  let scope: ChildEffectID
  let id: AnyHashableSendable
}

enum NavigationScopeKey: DependencyKey {
  static let liveValue = NavigationScope.root
  static let testValue = NavigationScope.root
}

extension DependencyValues {
  /// Where the running reducer (or effect) is in the tree of presentations and stack elements.
  var navigationScope: NavigationScope {
    get { self[NavigationScopeKey.self] }
    set { self[NavigationScopeKey.self] = newValue }
  }
}

extension AnyHashableSendable {
  /// This cancellation identifier as cancelled from the running presentation: scoped to it
  /// inside one, unchanged outside.
  var scopedToNavigation: AnyHashableSendable {
    DependencyValues._current.navigationScope.cancellationID(for: self)
  }
}

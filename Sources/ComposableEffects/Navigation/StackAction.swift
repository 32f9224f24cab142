/// The actions of a navigation stack, as its parent sees them: an element's own actions, a push
/// and a pop.
///
/// ```swift
/// enum Action {
///   case path(StackActionOf<Path>)
/// }
/// ```
///
/// The parent can match an element's action in its reducer:
///
/// ```swift
/// case .path(.element(id: _, action: .detail(.delegate(.saved(let item))))):
///   state.items.append(item)
///   return .none
/// ```
///
/// Case key paths reach an element by its identifier, so a test can write
/// `store.send(\.path[id: 0].detail.saveButtonTapped)` and
/// `store.receive(\.path[id: 0].detail.delegate.saved)`, as well as
/// `store.receive(\.path.popFrom, 0)`.
public enum StackAction<State, Action> {
  /// An action of the element with identifier `id`.
  indirect case element(id: StackElementID, action: Action)

  /// Pops the element with identifier `id` and every element above it, after the parent has
  /// handled this action. `@Dependency(\.dismiss)` in an element sends it.
  case popFrom(id: StackElementID)

  /// Pushes `state` with identifier `id`, before the parent handles this action. A user
  /// interface that pushes a new screen sends it; reducers push by appending to the
  /// ``StackState``.
  case push(id: StackElementID, state: State)
}

/// The stack action type of an element feature `R`: `StackActionOf<Path>` is
/// `StackAction<Path.State, Path.Action>`.
public typealias StackActionOf<R: Reducer> = StackAction<R.State, R.Action>

extension StackAction: Equatable where State: Equatable, Action: Equatable {}
extension StackAction: Hashable where State: Hashable, Action: Hashable {}
extension StackAction: Sendable where State: Sendable, Action: Sendable {}

extension StackAction: CasePathable {
  /// The case paths of a ``StackAction``: ``element``, ``popFrom``, ``push``, and an element's
  /// actions by identifier, ``subscript(id:)``.
  public struct AllCasePaths: Sendable {
    /// The case path of ``StackAction/element(id:action:)``.
    public var element: AnyCasePath<StackAction, (id: StackElementID, action: Action)> {
      AnyCasePath(
        embed: { .element(id: $0.id, action: $0.action) },
        extract: {
          guard case .element(let id, let action) = $0 else { return nil }
          return (id, action)
        }
      )
    }

    /// The case path of ``StackAction/popFrom(id:)``.
    public var popFrom: AnyCasePath<StackAction, StackElementID> {
      AnyCasePath(
        embed: { .popFrom(id: $0) },
        extract: {
          guard case .popFrom(let id) = $0 else { return nil }
          return id
        }
      )
    }

    /// The case path of ``StackAction/push(id:state:)``.
    public var push: AnyCasePath<StackAction, (id: StackElementID, state: State)> {
      AnyCasePath(
        embed: { .push(id: $0.id, state: $0.state) },
        extract: {
          guard case .push(let id, let state) = $0 else { return nil }
          return (id, state)
        }
      )
    }

    /// The case path of the actions of the element with identifier `id`.
    public subscript(id id: StackElementID) -> AnyCasePath<StackAction, Action> {
      AnyCasePath(
        embed: { .element(id: id, action: $0) },
        extract: {
          guard case .element(id, let action) = $0 else { return nil }
          return action
        }
      )
    }
  }

  /// The case paths of ``StackAction``.
  public static var allCasePaths: AllCasePaths { AllCasePaths() }
}

extension Case {
  /// The case of the actions of the stack element with identifier `id`, so that
  /// `\.path[id: 0].detail.saveButtonTapped` names the `saveButtonTapped` action of the
  /// `detail` element `#0` of the stack at `path`.
  public subscript<ElementState, ElementAction>(
    id id: StackElementID
  ) -> Case<ElementAction>
  where Value == StackAction<ElementState, ElementAction> {
    self[dynamicMember: \.[id: id]]
  }
}

/// Runs a child feature's reducer on a part of the parent's state, for the parent's actions
/// of one case.
///
/// ```swift
/// var body: some Reducer<State, Action> {
///   Scope(state: \.counter, action: \.counter) {
///     Counter()
///   }
///   Reduce { state, action in … }
/// }
/// ```
///
/// The child's effects send their actions back embedded in the parent's action case.
public struct Scope<ParentState, ParentAction, Child: Reducer>: Reducer {
  @usableFromInline
  let toChildState: WritableKeyPath<ParentState, Child.State>

  @usableFromInline
  let toChildAction: AnyCasePath<ParentAction, Child.Action>

  @usableFromInline
  let child: Child

  /// Runs `child` on the state at `state` for actions of the case `action`.
  ///
  /// - Parameters:
  ///   - toChildState: The key path from the parent's state to the child's.
  ///   - toChildAction: The case key path from the parent's action to the child's.
  ///   - child: The child's reducer.
  @inlinable
  public init<ChildState, ChildAction>(
    state toChildState: WritableKeyPath<ParentState, ChildState>,
    action toChildAction: CaseKeyPath<ParentAction, ChildAction>,
    @ReducerBuilder<ChildState, ChildAction> child: () -> Child
  ) where ChildState == Child.State, ChildAction == Child.Action {
    self.toChildState = toChildState
    self.toChildAction = AnyCasePath(toChildAction)
    self.child = child()
  }

  @inlinable
  public func reduce(into state: inout ParentState, action: ParentAction) -> Effect<ParentAction> {
    guard let childAction = self.toChildAction.extract(from: action) else { return .none }
    return self.child
      .reduce(into: &state[keyPath: self.toChildState], action: childAction)
      .map(self.toChildAction.embed)
  }
}

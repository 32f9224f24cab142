extension Reducer {
  /// Runs a child feature on an optional part of this feature's state, while that state is
  /// present: the usual way to integrate a feature that is shown and dismissed.
  ///
  /// ```swift
  /// var body: some Reducer<State, Action> {
  ///   Reduce { state, action in
  ///     switch action {
  ///     case .addButtonTapped:
  ///       state.addItem = AddItem.State()
  ///       return .none
  ///     case .addItem(.delegate(.saved)), .dismissButtonTapped:
  ///       state.addItem = nil
  ///       return .none
  ///     case .addItem:
  ///       return .none
  ///     }
  ///   }
  ///   .ifLet(\.addItem, action: \.addItem) {
  ///     AddItem()
  ///   }
  /// }
  /// ```
  ///
  /// For each action, the child runs first (when the action is one of its and its state is
  /// present), then this reducer. When this reducer sets the child's state to `nil`, the
  /// child's running effects are cancelled; so they are when it replaces an `Identifiable` child
  /// state with one of another `id`, which is another child.
  ///
  /// > Important: A child action that arrives while the child's state is `nil` is reported as an
  /// > issue and ignored. Apply `ifLet` to the reducer that sets the state to `nil` (as above),
  /// > not to one that runs after it, so that the child sees its actions before it goes away.
  ///
  /// - Parameters:
  ///   - toWrappedState: The key path from this feature's state to the child's optional state.
  ///   - toWrappedAction: The case key path from this feature's action to the child's.
  ///   - wrapped: The child's reducer.
  ///   - fileID: The source `#fileID` of the call, for failures.
  ///   - filePath: The source `#filePath` of the call, for failures.
  ///   - line: The source `#line` of the call, for failures.
  ///   - column: The source `#column` of the call, for failures.
  /// - Returns: A reducer that runs the child and then this reducer.
  public func ifLet<WrappedState, WrappedAction, Wrapped: Reducer<WrappedState, WrappedAction>>(
    _ toWrappedState: WritableKeyPath<State, WrappedState?>,
    action toWrappedAction: CaseKeyPath<Action, WrappedAction>,
    @ReducerBuilder<WrappedState, WrappedAction> then wrapped: () -> Wrapped,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> _IfLetReducer<Self, Wrapped> {
    _IfLetReducer(
      parent: self,
      child: wrapped(),
      toChildState: toWrappedState,
      toChildAction: AnyCasePath.resolving(toWrappedAction),
      fileID: fileID,
      filePath: filePath,
      line: line,
      column: column
    )
  }
}

extension Reducer {
  /// Shows an ephemeral state (an alert, a confirmation dialog) held as an optional, which has no
  /// reducer of its own: when this reducer has handled one of its actions, the state is set to
  /// `nil`.
  ///
  /// ```swift
  /// struct State: Equatable {
  ///   var alert: AlertState<Action.Alert>?
  /// }
  /// enum Action {
  ///   case alert(Alert)
  ///   enum Alert { case confirmDeletion }
  /// }
  ///
  /// var body: some Reducer<State, Action> {
  ///   Reduce { state, action in … }
  ///     .ifLet(\.alert, action: \.alert)
  /// }
  /// ```
  ///
  /// For a state declared with ``Presents()``, use the `ifLet` that takes `\.$alert` instead.
  ///
  /// - Parameters:
  ///   - toWrappedState: The key path from this feature's state to the optional ephemeral state.
  ///   - toWrappedAction: The case key path from this feature's action to the ephemeral state's.
  ///   - fileID: The source `#fileID` of the call, for failures.
  ///   - filePath: The source `#filePath` of the call, for failures.
  ///   - line: The source `#line` of the call, for failures.
  ///   - column: The source `#column` of the call, for failures.
  /// - Returns: A reducer that runs this reducer and then sets the ephemeral state to `nil`.
  public func ifLet<WrappedState: _EphemeralState, WrappedAction>(
    _ toWrappedState: WritableKeyPath<State, WrappedState?>,
    action toWrappedAction: CaseKeyPath<Action, WrappedAction>,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> _IfLetReducer<Self, EmptyReducer<WrappedState, WrappedAction>> {
    _IfLetReducer(
      parent: self,
      child: EmptyReducer(),
      toChildState: toWrappedState,
      toChildAction: AnyCasePath.resolving(toWrappedAction),
      fileID: fileID,
      filePath: filePath,
      line: line,
      column: column
    )
  }
}

/// A reducer that runs a child feature on an optional part of its parent's state, built by
/// ``Reducer/ifLet(_:action:then:fileID:filePath:line:column:)``.
public struct _IfLetReducer<Parent: Reducer, Child: Reducer>: Reducer {
  let parent: Parent
  let child: Child
  let toChildState: WritableKeyPath<Parent.State, Child.State?>
  let toChildAction: AnyCasePath<Parent.Action, Child.Action>
  let fileID: StaticString
  let filePath: StaticString
  let line: UInt
  let column: UInt

  public func reduce(into state: inout Parent.State, action: Parent.Action) -> Effect<Parent.Action> {
    let childEffects = self.reduceChild(into: &state, action: action)
    let childIDBefore = self.childID(in: state)
    let parentEffects = self.parent.reduce(into: &state, action: action)
    // An ephemeral state (an alert) goes away once the parent has handled one of its actions,
    // unless the parent has put another one in its place.
    if childIDBefore != nil, self.childID(in: state) == childIDBefore,
      self.toChildAction.extract(from: action) != nil,
      let childState = state[keyPath: self.toChildState], isEphemeral(childState)
    {
      state[keyPath: self.toChildState] = nil
    }
    // The child's effects end with the child: when its state goes away, or when the parent
    // replaces an `Identifiable` state with one of another `id`. What this `ifLet` saw last
    // time counts too: a sibling reducer may have removed the child since.
    let childIDAfter = self.childID(in: state)
    let childIDSeen = DependencyValues._current.childrenSeen?.exchange(
      .child(.seen(self.toChildState)), childIDAfter, isEmpty: childIDAfter == nil
    )
    var ended: [ChildEffectID] = []
    if let childIDBefore, childIDAfter != childIDBefore { ended.append(childIDBefore) }
    if case let seen?? = childIDSeen, seen != childIDBefore, seen != childIDAfter {
      ended.append(seen)
    }
    guard !ended.isEmpty else {
      return childEffects.merge(with: parentEffects)
    }
    return .merge([childEffects, parentEffects] + ended.map { .cancel(id: $0) })
  }

  public func _resolve() -> _ResolvedReducer<Parent.State, Parent.Action> {
    _ResolvedReducer(
      _IfLetReducer<_ResolvedReducer, _ResolvedReducer>(
        parent: self.parent._resolve(), child: self.child._resolve(),
        toChildState: self.toChildState, toChildAction: self.toChildAction,
        fileID: self.fileID, filePath: self.filePath, line: self.line, column: self.column
      )
    )
  }

  /// The identifier of the child's effects while its state is the one in `state`, if any.
  private func childID(in state: Parent.State) -> ChildEffectID? {
    state[keyPath: self.toChildState].map {
      ChildEffectID.child(.optional(self.toChildState)).instance(withState: $0)
    }
  }

  private func reduceChild(
    into state: inout Parent.State, action: Parent.Action
  ) -> Effect<Parent.Action> {
    guard let childAction = self.toChildAction.extract(from: action) else { return .none }
    guard let childID = self.childID(in: state) else {
      reportIssue(
        EffectMessage.ifLetActionWhileNil(action: action, fileID: self.fileID, line: self.line),
        fileID: self.fileID,
        filePath: self.filePath,
        line: self.line,
        column: self.column
      )
      return .none
    }
    return childID
      .run { self.child.reduce(into: &state[keyPath: self.toChildState]!, action: childAction) }
      ._embed(self.toChildAction)
      .cancellable(id: childID)
  }
}

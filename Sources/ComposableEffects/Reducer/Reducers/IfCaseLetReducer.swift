extension Reducer {
  /// Runs a child feature on one case of this feature's enum state, while the state is in that
  /// case: the usual way to integrate one of several mutually exclusive features.
  ///
  /// ```swift
  /// @CasePathable
  /// enum State { case loggedIn(Home.State), loggedOut(Login.State) }
  /// @CasePathable
  /// enum Action { case loggedIn(Home.Action), loggedOut(Login.Action) }
  ///
  /// var body: some Reducer<State, Action> {
  ///   Reduce { state, action in
  ///     switch action {
  ///     case .loggedOut(.delegate(.didLogIn(let user))):
  ///       state = .loggedIn(Home.State(user: user))
  ///       return .none
  ///     case .loggedIn, .loggedOut:
  ///       return .none
  ///     }
  ///   }
  ///   .ifCaseLet(\.loggedIn, action: \.loggedIn) { Home() }
  ///   .ifCaseLet(\.loggedOut, action: \.loggedOut) { Login() }
  /// }
  /// ```
  ///
  /// For each action, the child runs first (when the action is one of its and the state is in
  /// its case), then this reducer. When this reducer moves the state to another case, the
  /// child's running effects are cancelled; so they are when it replaces an `Identifiable` case
  /// state with one of another `id`, which is another child.
  ///
  /// > Important: A child action that arrives while the state is in another case is reported as
  /// > an issue and ignored. Apply `ifCaseLet` to the reducer that changes the case (as above),
  /// > not to one that runs after it, so that the child sees its actions before it goes away.
  ///
  /// - Parameters:
  ///   - toCaseState: The case key path from this feature's state to the child's.
  ///   - toCaseAction: The case key path from this feature's action to the child's.
  ///   - case: The child's reducer.
  ///   - fileID: The source `#fileID` of the call, for failures.
  ///   - filePath: The source `#filePath` of the call, for failures.
  ///   - line: The source `#line` of the call, for failures.
  ///   - column: The source `#column` of the call, for failures.
  /// - Returns: A reducer that runs the child and then this reducer.
  public func ifCaseLet<CaseState, CaseAction, Case: Reducer<CaseState, CaseAction>>(
    _ toCaseState: CaseKeyPath<State, CaseState>,
    action toCaseAction: CaseKeyPath<Action, CaseAction>,
    @ReducerBuilder<CaseState, CaseAction> then case: () -> Case,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> _IfCaseLetReducer<Self, Case> {
    _IfCaseLetReducer(
      parent: self,
      child: `case`(),
      toChildState: AnyCasePath.resolving(toCaseState),
      caseSegment: .enumCase(toCaseState),
      toChildAction: AnyCasePath.resolving(toCaseAction),
      fileID: fileID,
      filePath: filePath,
      line: line,
      column: column
    )
  }
}

/// A reducer that runs a child feature on one case of its parent's enum state, built by
/// ``Reducer/ifCaseLet(_:action:then:fileID:filePath:line:column:)``.
public struct _IfCaseLetReducer<Parent: Reducer, Child: Reducer>: Reducer {
  let parent: Parent
  let child: Child
  let toChildState: AnyCasePath<Parent.State, Child.State>
  /// Names the case in the identifier of the child's effects.
  let caseSegment: ChildEffectID.Segment
  let toChildAction: AnyCasePath<Parent.Action, Child.Action>
  let fileID: StaticString
  let filePath: StaticString
  let line: UInt
  let column: UInt

  init(
    parent: Parent,
    child: Child,
    toChildState: AnyCasePath<Parent.State, Child.State>,
    caseSegment: ChildEffectID.Segment,
    toChildAction: AnyCasePath<Parent.Action, Child.Action>,
    fileID: StaticString,
    filePath: StaticString,
    line: UInt,
    column: UInt
  ) {
    self.parent = parent
    self.child = child
    self.toChildState = toChildState
    self.caseSegment = caseSegment
    self.toChildAction = toChildAction
    self.fileID = fileID
    self.filePath = filePath
    self.line = line
    self.column = column
  }

  public func reduce(into state: inout Parent.State, action: Parent.Action) -> Effect<Parent.Action> {
    let childEffects = self.reduceChild(into: &state, action: action)
    let childIDBefore = self.childID(in: state)
    let parentEffects = self.parent.reduce(into: &state, action: action)
    // The child's effects end with the child: when the state leaves its case, or when the
    // parent replaces an `Identifiable` case state with one of another `id`.
    guard let childIDBefore, self.childID(in: state) != childIDBefore else {
      return childEffects.merge(with: parentEffects)
    }
    return .merge(childEffects, parentEffects, .cancel(id: childIDBefore))
  }

  public func _resolve() -> _ResolvedReducer<Parent.State, Parent.Action> {
    _ResolvedReducer(
      _IfCaseLetReducer<_ResolvedReducer, _ResolvedReducer>(
        parent: self.parent._resolve(), child: self.child._resolve(),
        toChildState: self.toChildState, caseSegment: self.caseSegment,
        toChildAction: self.toChildAction,
        fileID: self.fileID, filePath: self.filePath, line: self.line, column: self.column
      )
    )
  }

  /// The identifier of the child's effects while its state is the one in `state`, if any.
  private func childID(in state: Parent.State) -> ChildEffectID? {
    self.toChildState.extract(from: state).map(self.childID(withState:))
  }

  private func childID(withState childState: Child.State) -> ChildEffectID {
    ChildEffectID.child(self.caseSegment).instance(withState: childState)
  }

  private func reduceChild(
    into state: inout Parent.State, action: Parent.Action
  ) -> Effect<Parent.Action> {
    guard let childAction = self.toChildAction.extract(from: action) else { return .none }
    guard var childState = self.toChildState.extract(from: state) else {
      reportIssue(
        EffectMessage.ifCaseLetActionInOtherCase(
          action: action, state: state, fileID: self.fileID, line: self.line
        ),
        fileID: self.fileID,
        filePath: self.filePath,
        line: self.line,
        column: self.column
      )
      return .none
    }
    let childID = self.childID(withState: childState)
    let effect = childID.run { self.child.reduce(into: &childState, action: childAction) }
    state = self.toChildState.embed(childState)
    return effect
      ._embed(self.toChildAction)
      .cancellable(id: childID)
  }
}

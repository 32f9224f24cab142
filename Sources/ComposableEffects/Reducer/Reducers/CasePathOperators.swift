// The reducer operators in the form TCA used before case key paths: the action (and an enum
// state's case) named by an `AnyCasePath`, usually written `/Action.child`. Each runs exactly as
// its case key path form does.

extension Scope {
  /// Runs `child` on the state at `toChildState` for the actions `toChildAction` extracts: the
  /// older form of ``init(state:action:child:)``, with a case path.
  ///
  /// - Parameters:
  ///   - toChildState: The key path from the parent's state to the child's.
  ///   - toChildAction: The case path from the parent's action to the child's.
  ///   - child: The child's reducer.
  @available(
    *, deprecated,
    message: "Name the action case with a case key path: 'Scope(state: \\.child, action: \\.child)'."
  )
  @inlinable
  public init<ChildState, ChildAction>(
    state toChildState: WritableKeyPath<ParentState, ChildState>,
    action toChildAction: AnyCasePath<ParentAction, ChildAction>,
    @ReducerBuilder<ChildState, ChildAction> child: () -> Child
  ) where ChildState == Child.State, ChildAction == Child.Action {
    self.init(toChildState: .keyPath(toChildState), toChildAction: toChildAction, child: child())
  }

  /// Runs `child` on the state of the enum case `toChildState`, while the parent's state is in
  /// that case: the older form of
  /// ``init(state:action:child:fileID:filePath:line:column:)``, with case paths.
  ///
  /// - Parameters:
  ///   - toChildState: The case path from the parent's enum state to the child's.
  ///   - toChildAction: The case path from the parent's action to the child's.
  ///   - child: The child's reducer.
  ///   - fileID: The source `#fileID` of the call, for failures.
  ///   - filePath: The source `#filePath` of the call, for failures.
  ///   - line: The source `#line` of the call, for failures.
  ///   - column: The source `#column` of the call, for failures.
  @available(
    *, deprecated,
    message: """
      Name the cases with case key paths: 'Scope(state: \\.loggedIn, action: \\.loggedIn)'.
      """
  )
  @inlinable
  public init<ChildState, ChildAction>(
    state toChildState: AnyCasePath<ParentState, ChildState>,
    action toChildAction: AnyCasePath<ParentAction, ChildAction>,
    @ReducerBuilder<ChildState, ChildAction> child: () -> Child,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) where ChildState == Child.State, ChildAction == Child.Action {
    self.init(
      toChildState: .casePath(
        toChildState, fileID: fileID, filePath: filePath, line: line, column: column
      ),
      toChildAction: toChildAction,
      child: child()
    )
  }
}

extension Reducer {
  /// Runs a child feature on an optional part of this feature's state, while it is present: the
  /// older form of ``ifLet(_:action:then:fileID:filePath:line:column:)``, with a case path.
  ///
  /// - Parameters:
  ///   - toWrappedState: The key path from this feature's state to the child's optional state.
  ///   - toWrappedAction: The case path from this feature's action to the child's.
  ///   - wrapped: The child's reducer.
  ///   - fileID: The source `#fileID` of the call, for failures.
  ///   - filePath: The source `#filePath` of the call, for failures.
  ///   - line: The source `#line` of the call, for failures.
  ///   - column: The source `#column` of the call, for failures.
  /// - Returns: A reducer that runs the child and then this reducer.
  @available(
    *, deprecated,
    message: "Name the action case with a case key path: '.ifLet(\\.child, action: \\.child)'."
  )
  public func ifLet<WrappedState, WrappedAction, Wrapped: Reducer<WrappedState, WrappedAction>>(
    _ toWrappedState: WritableKeyPath<State, WrappedState?>,
    action toWrappedAction: AnyCasePath<Action, WrappedAction>,
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
      toChildAction: toWrappedAction,
      fileID: fileID,
      filePath: filePath,
      line: line,
      column: column
    )
  }

  /// Shows an ephemeral state held as an optional: the older form of the `ifLet(_:action:)` that
  /// takes an optional ephemeral state and no reducer, with a case path.
  ///
  /// - Parameters:
  ///   - toWrappedState: The key path from this feature's state to the optional ephemeral state.
  ///   - toWrappedAction: The case path from this feature's action to the ephemeral state's.
  ///   - fileID: The source `#fileID` of the call, for failures.
  ///   - filePath: The source `#filePath` of the call, for failures.
  ///   - line: The source `#line` of the call, for failures.
  ///   - column: The source `#column` of the call, for failures.
  /// - Returns: A reducer that runs this reducer and then sets the ephemeral state to `nil`.
  @available(
    *, deprecated,
    message: "Name the action case with a case key path: '.ifLet(\\.alert, action: \\.alert)'."
  )
  public func ifLet<WrappedState: _EphemeralState, WrappedAction>(
    _ toWrappedState: WritableKeyPath<State, WrappedState?>,
    action toWrappedAction: AnyCasePath<Action, WrappedAction>,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> _IfLetReducer<Self, EmptyReducer<WrappedState, WrappedAction>> {
    _IfLetReducer(
      parent: self,
      child: EmptyReducer(),
      toChildState: toWrappedState,
      toChildAction: toWrappedAction,
      fileID: fileID,
      filePath: filePath,
      line: line,
      column: column
    )
  }

  /// Runs a child feature on one case of this feature's enum state, while the state is in that
  /// case: the older form of ``ifCaseLet(_:action:then:fileID:filePath:line:column:)``, with
  /// case paths.
  ///
  /// - Parameters:
  ///   - toCaseState: The case path from this feature's state to the child's.
  ///   - toCaseAction: The case path from this feature's action to the child's.
  ///   - case: The child's reducer.
  ///   - fileID: The source `#fileID` of the call, for failures.
  ///   - filePath: The source `#filePath` of the call, for failures.
  ///   - line: The source `#line` of the call, for failures.
  ///   - column: The source `#column` of the call, for failures.
  /// - Returns: A reducer that runs the child and then this reducer.
  @available(
    *, deprecated,
    message: """
      Name the cases with case key paths: '.ifCaseLet(\\.loggedIn, action: \\.loggedIn)'.
      """
  )
  public func ifCaseLet<CaseState, CaseAction, Case: Reducer<CaseState, CaseAction>>(
    _ toCaseState: AnyCasePath<State, CaseState>,
    action toCaseAction: AnyCasePath<Action, CaseAction>,
    @ReducerBuilder<CaseState, CaseAction> then case: () -> Case,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> _IfCaseLetReducer<Self, Case> {
    _IfCaseLetReducer(
      parent: self,
      child: `case`(),
      toChildState: toCaseState,
      caseSegment: .enumCaseAtCallSite(
        "\(fileID):\(line):\(column)", state: ObjectIdentifier(CaseState.self)
      ),
      toChildAction: toCaseAction,
      fileID: fileID,
      filePath: filePath,
      line: line,
      column: column
    )
  }

  /// Runs an element feature on each element of an identified array in this feature's state:
  /// the older form of ``forEach(_:action:element:fileID:filePath:line:column:)``, whose action
  /// case holds the element's id and action instead of an ``IdentifiedAction``.
  ///
  /// ```swift
  /// enum Action { case row(id: Row.State.ID, action: Row.Action) }
  ///
  /// Reduce { state, action in … }
  ///   .forEach(\.rows, action: /Action.row(id:action:)) { Row() }
  /// ```
  ///
  /// - Parameters:
  ///   - toElementsState: The key path from this feature's state to the elements.
  ///   - toElementAction: The case path from this feature's action to an element's id and action.
  ///   - element: The element's reducer.
  ///   - fileID: The source `#fileID` of the call, for failures.
  ///   - filePath: The source `#filePath` of the call, for failures.
  ///   - line: The source `#line` of the call, for failures.
  ///   - column: The source `#column` of the call, for failures.
  /// - Returns: A reducer that runs the element and then this reducer.
  @available(
    *, deprecated,
    message: """
      Give the action an 'IdentifiedAction' case, 'case rows(IdentifiedActionOf<Row>)', and name \
      it with a case key path: '.forEach(\\.rows, action: \\.rows)'.
      """
  )
  public func forEach<
    ElementState, ElementAction, ID: Hashable & Sendable,
    Element: Reducer<ElementState, ElementAction>
  >(
    _ toElementsState: WritableKeyPath<State, IdentifiedArray<ID, ElementState>>,
    action toElementAction: AnyCasePath<Action, (ID, ElementAction)>,
    @ReducerBuilder<ElementState, ElementAction> element: () -> Element,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> _ForEachReducer<Self, ID, Element> {
    _ForEachReducer(
      parent: self,
      element: element(),
      toElementsState: toElementsState,
      toElementAction: AnyCasePath(
        embed: { identified in
          switch identified {
          case .element(let id, let action): toElementAction.embed((id, action))
          }
        },
        extract: { action in
          toElementAction.extract(from: action).map { .element(id: $0, action: $1) }
        }
      ),
      fileID: fileID,
      filePath: filePath,
      line: line,
      column: column
    )
  }

  /// Runs a presented child feature while it is presented: the older form of
  /// ``ifLet(_:action:destination:fileID:filePath:line:column:)``, with a case path.
  ///
  /// - Parameters:
  ///   - toPresentationState: The key path from this feature's state to the child's
  ///     presentation state.
  ///   - toPresentationAction: The case path from this feature's action to the child's
  ///     presentation action.
  ///   - destination: The child's reducer.
  ///   - fileID: The source `#fileID` of the call, for failures.
  ///   - filePath: The source `#filePath` of the call, for failures.
  ///   - line: The source `#line` of the call, for failures.
  ///   - column: The source `#column` of the call, for failures.
  /// - Returns: A reducer that runs the child and this reducer.
  @available(
    *, deprecated,
    message: """
      Name the action case with a case key path: '.ifLet(\\.$destination, action: \\.destination)'.
      """
  )
  public func ifLet<
    DestinationState, DestinationAction,
    Destination: Reducer<DestinationState, DestinationAction>
  >(
    _ toPresentationState: WritableKeyPath<State, PresentationState<DestinationState>>,
    action toPresentationAction: AnyCasePath<Action, PresentationAction<DestinationAction>>,
    @ReducerBuilder<DestinationState, DestinationAction> destination: () -> Destination,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> _PresentationReducer<Self, Destination> {
    _PresentationReducer(
      base: self,
      destination: destination(),
      toPresentationState: toPresentationState,
      toPresentationAction: toPresentationAction,
      fileID: fileID,
      filePath: filePath,
      line: line,
      column: column
    )
  }

  /// Presents an ephemeral state (an alert, a confirmation dialog): the older form of the
  /// `ifLet(_:action:)` that takes no reducer, with a case path.
  ///
  /// - Parameters:
  ///   - toPresentationState: The key path from this feature's state to the ephemeral state's
  ///     presentation state.
  ///   - toPresentationAction: The case path from this feature's action to the ephemeral
  ///     state's presentation action.
  ///   - fileID: The source `#fileID` of the call, for failures.
  ///   - filePath: The source `#filePath` of the call, for failures.
  ///   - line: The source `#line` of the call, for failures.
  ///   - column: The source `#column` of the call, for failures.
  /// - Returns: A reducer that runs this reducer and dismisses the ephemeral state.
  @available(
    *, deprecated,
    message: "Name the action case with a case key path: '.ifLet(\\.$alert, action: \\.alert)'."
  )
  public func ifLet<DestinationState: _EphemeralState, DestinationAction>(
    _ toPresentationState: WritableKeyPath<State, PresentationState<DestinationState>>,
    action toPresentationAction: AnyCasePath<Action, PresentationAction<DestinationAction>>,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> _PresentationReducer<Self, EmptyReducer<DestinationState, DestinationAction>> {
    _PresentationReducer(
      base: self,
      destination: EmptyReducer(),
      toPresentationState: toPresentationState,
      toPresentationAction: toPresentationAction,
      fileID: fileID,
      filePath: filePath,
      line: line,
      column: column
    )
  }

  /// Runs the features of a navigation stack: the older form of
  /// ``forEach(_:action:destination:fileID:filePath:line:column:)``, with a case path.
  ///
  /// - Parameters:
  ///   - toStackState: The key path from this feature's state to the stack.
  ///   - toStackAction: The case path from this feature's action to the stack's actions.
  ///   - destination: The elements' reducer.
  ///   - fileID: The source `#fileID` of the call, for failures.
  ///   - filePath: The source `#filePath` of the call, for failures.
  ///   - line: The source `#line` of the call, for failures.
  ///   - column: The source `#column` of the call, for failures.
  /// - Returns: A reducer that runs the elements and this reducer.
  @available(
    *, deprecated,
    message: "Name the action case with a case key path: '.forEach(\\.path, action: \\.path)'."
  )
  public func forEach<
    DestinationState, DestinationAction,
    Destination: Reducer<DestinationState, DestinationAction>
  >(
    _ toStackState: WritableKeyPath<State, StackState<DestinationState>>,
    action toStackAction: AnyCasePath<Action, StackAction<DestinationState, DestinationAction>>,
    @ReducerBuilder<DestinationState, DestinationAction> destination: () -> Destination,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> _StackReducer<Self, Destination> {
    _StackReducer(
      base: self,
      destination: destination(),
      toStackState: toStackState,
      toStackAction: toStackAction,
      fileID: fileID,
      filePath: filePath,
      line: line,
      column: column
    )
  }
}

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
///
/// The part of the state can also be a case of an enum state:
///
/// ```swift
/// @CasePathable
/// enum State { case loggedIn(Home.State), loggedOut(Login.State) }
///
/// var body: some Reducer<State, Action> {
///   Scope(state: \.loggedIn, action: \.loggedIn) { Home() }
///   Scope(state: \.loggedOut, action: \.loggedOut) { Login() }
/// }
/// ```
///
/// > Important: A `Scope` on an enum case does not cancel the child's effects when the state
/// > leaves the case, and reports an issue for a child action that arrives while the state is
/// > in another case. To integrate a feature that the parent switches away from, prefer
/// > ``Reducer/ifCaseLet(_:action:then:fileID:filePath:line:column:)-(CaseKeyPath<Self.State,CaseState>,_,_,_,_,_,_)``, which cancels them.
public struct Scope<ParentState, ParentAction, Child: Reducer>: Reducer {
  @usableFromInline
  enum ChildState {
    case keyPath(WritableKeyPath<ParentState, Child.State>)
    /// A key path that is a chain of stored properties inside the parent's value, resolved to
    /// the child's offset in it: the child is changed in place, without applying the key path.
    case storedProperty(offset: Int)
    case casePath(
      AnyCasePath<ParentState, Child.State>,
      fileID: StaticString,
      filePath: StaticString,
      line: UInt,
      column: UInt
    )
  }

  @usableFromInline
  let toChildState: ChildState

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
    self.toChildState = .keyPath(toChildState)
    self.toChildAction = AnyCasePath.resolving(toChildAction)
    self.child = child()
  }

  /// Runs `child` on the state of the enum case `state`, while the parent's state is in that
  /// case, for actions of the case `action`.
  ///
  /// - Parameters:
  ///   - toChildState: The case key path from the parent's enum state to the child's.
  ///   - toChildAction: The case key path from the parent's action to the child's.
  ///   - child: The child's reducer.
  ///   - fileID: The source `#fileID` of the call, for failures.
  ///   - filePath: The source `#filePath` of the call, for failures.
  ///   - line: The source `#line` of the call, for failures.
  ///   - column: The source `#column` of the call, for failures.
  @inlinable
  public init<ChildState, ChildAction>(
    state toChildState: CaseKeyPath<ParentState, ChildState>,
    action toChildAction: CaseKeyPath<ParentAction, ChildAction>,
    @ReducerBuilder<ChildState, ChildAction> child: () -> Child,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) where ChildState == Child.State, ChildAction == Child.Action {
    self.toChildState = .casePath(
      AnyCasePath.resolving(toChildState), fileID: fileID, filePath: filePath, line: line, column: column
    )
    self.toChildAction = AnyCasePath.resolving(toChildAction)
    self.child = child()
  }

  /// Runs `child` on the state at `toChildState` for actions of the case `action`:
  /// ``init(state:action:child:)-(_,CaseKeyPath<ParentAction,ChildAction>,_)`` with the state path unlabelled.
  @inlinable
  public init<ChildState, ChildAction>(
    _ toChildState: WritableKeyPath<ParentState, ChildState>,
    action toChildAction: CaseKeyPath<ParentAction, ChildAction>,
    @ReducerBuilder<ChildState, ChildAction> child: () -> Child
  ) where ChildState == Child.State, ChildAction == Child.Action {
    self.init(state: toChildState, action: toChildAction, child: child)
  }

  @usableFromInline
  init(
    toChildState: ChildState,
    toChildAction: AnyCasePath<ParentAction, Child.Action>,
    child: Child
  ) {
    self.toChildState = toChildState
    self.toChildAction = toChildAction
    self.child = child
  }

  // Inlined, so that a feature resolving its `body` builds a resolved scope specialised for its
  // state and actions: unspecialised, each action looks up generic metadata at every level.
  //
  // A route through stored properties or a key path becomes a closure that captures only what
  // that route needs (the offset or the key path, the action's case path and the child's
  // resolved reducer), so that an action reads them from the closure's context where they are.
  // A closure over a whole resolved `Scope` copied the scope, whose enum of routes is as large
  // as its largest case (the case path with its source location), out of its context on every
  // action, and switched on the route again.
  @inlinable
  public func _resolve() -> _ResolvedReducer<ParentState, ParentAction> {
    let child = self.child._resolve().run
    let toChildAction = self.toChildAction
    let route: ChildState
    if case .keyPath(let keyPath) = self.toChildState {
      route = .resolving(keyPath)
    } else {
      route = self.toChildState
    }
    switch route {
    case .storedProperty(let offset):
      return _ResolvedReducer { state, action in
        guard let childAction = toChildAction.extract(from: action) else { return .none }
        return Self.reduceChild(at: offset, of: &state, action: childAction, child)
          ._embed(toChildAction)
      }
    case .keyPath(let toChildState):
      return _ResolvedReducer { state, action in
        guard let childAction = toChildAction.extract(from: action) else { return .none }
        return child(&state[keyPath: toChildState], childAction)._embed(toChildAction)
      }
    case .casePath(let casePath, let fileID, let filePath, let line, let column):
      typealias Resolved = Scope<ParentState, ParentAction, _ResolvedReducer<Child.State, Child.Action>>
      return _ResolvedReducer(
        Resolved(
          toChildState: .casePath(
            casePath, fileID: fileID, filePath: filePath, line: line, column: column
          ),
          toChildAction: toChildAction,
          child: _ResolvedReducer(run: child)
        )
      )
    }
  }

  /// Runs `child` on the child's state, which lives `offset` bytes into the parent's `state`.
  @inlinable
  static func reduceChild(
    at offset: Int,
    of state: inout ParentState,
    action: Child.Action,
    _ child: (inout Child.State, Child.Action) -> Effect<Child.Action>
  ) -> Effect<Child.Action> {
    withUnsafeMutableBytes(of: &state) { parent in
      let childState = parent.baseAddress.unsafelyUnwrapped.advanced(by: offset)
        .assumingMemoryBound(to: Child.State.self)
      return child(&childState.pointee, action)
    }
  }

  @inlinable
  public func reduce(into state: inout ParentState, action: ParentAction) -> Effect<ParentAction> {
    guard let childAction = self.toChildAction.extract(from: action) else { return .none }
    switch self.toChildState {
    case .keyPath(let toChildState):
      return self.child
        .reduce(into: &state[keyPath: toChildState], action: childAction)
        ._embed(self.toChildAction)
    case .storedProperty(let offset):
      return Self.reduceChild(at: offset, of: &state, action: childAction, self.child.reduce)
        ._embed(self.toChildAction)
    case .casePath(let toChildState, let fileID, let filePath, let line, let column):
      guard var childState = toChildState.extract(from: state) else {
        Self.reportActionInOtherCase(
          action, state: state, fileID: fileID, filePath: filePath, line: line, column: column
        )
        return .none
      }
      let effect = self.child.reduce(into: &childState, action: childAction)
      state = toChildState.embed(childState)
      return effect._embed(self.toChildAction)
    }
  }

  @usableFromInline
  static func reportActionInOtherCase(
    _ action: ParentAction,
    state: ParentState,
    fileID: StaticString,
    filePath: StaticString,
    line: UInt,
    column: UInt
  ) {
    reportIssue(
      EffectMessage.scopeActionInOtherCase(action: action, state: state, fileID: fileID, line: line),
      fileID: fileID,
      filePath: filePath,
      line: line,
      column: column
    )
  }
}

extension Scope.ChildState {
  /// The route to the child's state at `keyPath`: its offset when the key path is stored
  /// properties all the way down (`MemoryLayout.offset(of:)` then guarantees that the child
  /// lives at that offset), otherwise the key path itself, whose setters and observers (an
  /// `@ObservableState` property's, a `didSet`) must run.
  @usableFromInline
  static func resolving(_ keyPath: WritableKeyPath<ParentState, Child.State>) -> Self {
    if let offset = MemoryLayout<ParentState>.offset(of: keyPath) {
      return .storedProperty(offset: offset)
    }
    return .keyPath(keyPath)
  }
}

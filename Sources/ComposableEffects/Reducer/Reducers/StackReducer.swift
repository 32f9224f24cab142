extension Reducer {
  /// Runs the features of a navigation stack, each on its element while it is on the stack:
  /// the usual way to integrate stack-based navigation.
  ///
  /// ```swift
  /// var body: some ReducerOf<Self> {
  ///   Reduce { state, action in
  ///     switch action {
  ///     case .detailButtonTapped:
  ///       state.path.append(.detail(Detail.State()))
  ///       return .none
  ///     case .path(.element(id: _, action: .detail(.delegate(.saved(let item))))):
  ///       state.items.append(item)
  ///       return .none
  ///     case .path:
  ///       return .none
  ///     }
  ///   }
  ///   .forEach(\.path, action: \.path) {
  ///     Path()
  ///   }
  /// }
  /// ```
  ///
  /// For an element's action, the element runs first (on its state), then this reducer. For
  /// `.push(id:state:)` the element is pushed and then this reducer runs; for
  /// `.popFrom(id:)` this reducer runs and then the elements are popped. Whenever an element
  /// leaves the stack (popped, removed by this reducer), its running effects are cancelled.
  ///
  /// Inside an element, `@Dependency(\.dismiss)` pops it (this reducer receives
  /// `.popFrom(id:)`), `@Dependency(\.isPresented)` is `true`, and cancellation identifiers
  /// belong to the element: they never cancel another element's effects.
  ///
  /// > Important: An action for an element that is not on the stack is reported as an issue and
  /// > ignored. Apply `forEach` to the reducer that pops elements (as above), not to one that
  /// > runs after it, so that an element sees its actions before it goes away.
  ///
  /// - Parameters:
  ///   - toStackState: The key path from this feature's state to the stack.
  ///   - toStackAction: The case key path from this feature's action to the stack's actions.
  ///   - destination: The elements' reducer.
  ///   - fileID: The source `#fileID` of the call, for failures.
  ///   - filePath: The source `#filePath` of the call, for failures.
  ///   - line: The source `#line` of the call, for failures.
  ///   - column: The source `#column` of the call, for failures.
  /// - Returns: A reducer that runs the elements and this reducer.
  public func forEach<DestinationState, DestinationAction, Destination: Reducer>(
    _ toStackState: WritableKeyPath<State, StackState<DestinationState>>,
    action toStackAction: CaseKeyPath<Action, StackAction<DestinationState, DestinationAction>>,
    @ReducerBuilder<DestinationState, DestinationAction> destination: () -> Destination,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> _StackReducer<Self, Destination>
  where Destination.State == DestinationState, Destination.Action == DestinationAction {
    _StackReducer(
      base: self,
      destination: destination(),
      toStackState: toStackState,
      toStackAction: AnyCasePath.resolving(toStackAction),
      fileID: fileID,
      filePath: filePath,
      line: line,
      column: column
    )
  }

  /// Runs the features of a navigation stack whose element is an enum reducer (a
  /// ``CaseReducer``, as `@Reducer enum` makes), without naming its reducer again.
  ///
  /// ```swift
  /// @Reducer
  /// enum Path {
  ///   case detail(Detail)
  ///   case settings(Settings)
  /// }
  ///
  /// var body: some ReducerOf<Self> {
  ///   Reduce { state, action in … }
  ///     .forEach(\.path, action: \.path)
  /// }
  /// ```
  ///
  /// Behaves as ``forEach(_:action:destination:fileID:filePath:line:column:)-(_,CaseKeyPath<Self.Action,StackAction<DestinationState,DestinationAction>>,_,_,_,_,_)`` with the enum's
  /// reducer.
  ///
  /// - Parameters:
  ///   - toStackState: The key path from this feature's state to the stack.
  ///   - toStackAction: The case key path from this feature's action to the stack's actions.
  ///   - fileID: The source `#fileID` of the call, for failures.
  ///   - filePath: The source `#filePath` of the call, for failures.
  ///   - line: The source `#line` of the call, for failures.
  ///   - column: The source `#column` of the call, for failures.
  /// - Returns: A reducer that runs the elements and this reducer.
  public func forEach<DestinationState: CaseReducerState, DestinationAction>(
    _ toStackState: WritableKeyPath<State, StackState<DestinationState>>,
    action toStackAction: CaseKeyPath<Action, StackAction<DestinationState, DestinationAction>>,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> _StackReducer<Self, DestinationState.StateReducer.Body>
  where
    DestinationState.StateReducer.Action == DestinationAction,
    DestinationState.StateReducer.Body: Reducer,
    DestinationState.StateReducer.Body.State == DestinationState,
    DestinationState.StateReducer.Body.Action == DestinationAction
  {
    self.forEach(
      toStackState,
      action: toStackAction,
      destination: { DestinationState.StateReducer.body },
      fileID: fileID,
      filePath: filePath,
      line: line,
      column: column
    )
  }
}

/// A reducer that runs the features of a navigation stack, built by
/// ``Reducer/forEach(_:action:destination:fileID:filePath:line:column:)``.
public struct _StackReducer<Base: Reducer, Destination: Reducer>: Reducer {
  let base: Base
  let destination: Destination
  let toStackState: WritableKeyPath<Base.State, StackState<Destination.State>>
  let toStackAction: AnyCasePath<Base.Action, StackAction<Destination.State, Destination.Action>>
  let fileID: StaticString
  let filePath: StaticString
  let line: UInt
  let column: UInt

  public func _resolve() -> _ResolvedReducer<Base.State, Base.Action> {
    _ResolvedReducer(
      _StackReducer<_ResolvedReducer, _ResolvedReducer>(
        base: self.base._resolve(), destination: self.destination._resolve(),
        toStackState: self.toStackState, toStackAction: self.toStackAction,
        fileID: self.fileID, filePath: self.filePath, line: self.line, column: self.column
      )
    )
  }

  public func reduce(into state: inout Base.State, action: Base.Action) -> Effect<Base.Action> {
    let idsBefore = state[keyPath: self.toStackState].ids
    var elementEffects = Effect<Base.Action>.none
    let baseEffects: Effect<Base.Action>

    switch self.toStackAction.extract(from: action) {
    case .element(let id, let elementAction)?:
      if state[keyPath: self.toStackState][id: id] != nil {
        elementEffects = self.reduceElement(into: &state, id: id, action: elementAction)
      } else {
        self.report(EffectMessage.stackActionForMissingElement(
          action: action, fileID: self.fileID, line: self.line
        ))
      }
      baseEffects = self.base.reduce(into: &state, action: action)

    case .popFrom(let id)?:
      let canPop = idsBefore.contains(id)
      baseEffects = self.base.reduce(into: &state, action: action)
      if canPop {
        state[keyPath: self.toStackState].pop(from: id)
      } else {
        self.report(EffectMessage.stackPopFromMissingElement(
          id: id, ids: Array(idsBefore), fileID: self.fileID, line: self.line
        ))
      }

    case .push(let id, let elementState)?:
      if idsBefore.contains(id) {
        self.report(EffectMessage.stackPushOfExistingElement(
          id: id, ids: Array(idsBefore), fileID: self.fileID, line: self.line
        ))
      } else {
        self.checkPushed(id)
        state[keyPath: self.toStackState][id: id] = elementState
      }
      baseEffects = self.base.reduce(into: &state, action: action)

    case nil:
      baseEffects = self.base.reduce(into: &state, action: action)
    }

    let idsAfter = state[keyPath: self.toStackState].ids
    // What this `forEach` saw last time: elements a sibling reducer removed since are gone too.
    let idsSeen = DependencyValues._current.childrenSeen?.exchange(
      .child(.seen(self.toStackState)), idsAfter, isEmpty: idsAfter.isEmpty
    )
    // Equal ids share their storage unless the stack changed, so this is cheap.
    var removed = idsBefore == idsAfter ? [] : idsBefore.subtracting(idsAfter)
    if let idsSeen, idsSeen != idsBefore {
      removed.formUnion(idsSeen.subtracting(idsAfter))
    }
    guard !removed.isEmpty else {
      return elementEffects.merge(with: baseEffects)
    }
    let cancellations = removed.map { id in
      Effect<Base.Action>(.cancel(AnyHashableSendable(self.elementID(id))))
    }
    return .merge([elementEffects, baseEffects] + cancellations)
  }

  private func elementID(_ id: StackElementID) -> ChildEffectID {
    .child(.element(self.toStackState, id: AnyHashableSendable(id)))
  }

  private func reduceElement(
    into state: inout Base.State,
    id: StackElementID,
    action elementAction: Destination.Action
  ) -> Effect<Base.Action> {
    let elementID = self.elementID(id)
    let toStackAction = self.toStackAction
    let effects = elementID.run {
      withDependencies {
        $0.navigationScope = $0.navigationScope.entering(elementID)
        $0.dismiss = .presentation
      } operation: {
        self.destination.reduce(
          into: &state[keyPath: self.toStackState][id: id]!, action: elementAction
        )
      }
    }
    if case .none = effects.operation { return .none }
    // The identifier is already the whole path to this element: it is not scoped again.
    return Effect(
      .cancellable(
        AnyHashableSendable(elementID),
        cancelInFlight: false,
        effects
          ._map { toStackAction.embed(.element(id: id, action: $0)) }
          .dismissible(sending: toStackAction.embed(.popFrom(id: id)))
      )
    )
  }

  /// A pushed identifier must not be handed out again: in a test, it should be the next one the
  /// store would hand out, as the user interface that pushes asks the store for it.
  private func checkPushed(_ id: StackElementID) {
    let generator = DependencyValues._current.stackElementID
    let expected = generator.peek()
    if DependencyValues._current.context == .test, id.generation > expected.generation {
      self.report(EffectMessage.stackPushOfUnexpectedID(
        received: id, expected: expected, fileID: self.fileID, line: self.line
      ))
    }
    generator.skip(past: id)
  }

  private func report(_ message: String) {
    reportIssue(
      message, fileID: self.fileID, filePath: self.filePath, line: self.line, column: self.column
    )
  }
}

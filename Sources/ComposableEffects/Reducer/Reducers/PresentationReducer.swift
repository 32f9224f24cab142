extension Reducer {
  /// Runs a presented child feature (a sheet, a drill-down, a popover) while its state is
  /// presented: the usual way to integrate a feature the parent presents and dismisses.
  ///
  /// ```swift
  /// @Reducer
  /// struct Inventory {
  ///   @ObservableState
  ///   struct State: Equatable {
  ///     var items: [Item] = []
  ///     @Presents var addItem: ItemForm.State?
  ///   }
  ///   enum Action {
  ///     case addButtonTapped
  ///     case addItem(PresentationAction<ItemForm.Action>)
  ///   }
  ///   var body: some ReducerOf<Self> {
  ///     Reduce { state, action in
  ///       switch action {
  ///       case .addButtonTapped:
  ///         state.addItem = ItemForm.State()
  ///         return .none
  ///       case .addItem(.presented(.delegate(.saved(let item)))):
  ///         state.items.append(item)
  ///         return .none
  ///       case .addItem:
  ///         return .none
  ///       }
  ///     }
  ///     .ifLet(\.$addItem, action: \.addItem) {
  ///       ItemForm()
  ///     }
  ///   }
  /// }
  /// ```
  ///
  /// For a `.presented` action, the child runs first (on its state), then this reducer. For
  /// `.dismiss`, this reducer runs first, with the child still presented, and then the child's
  /// state is set to `nil`. Whenever the presented state goes away (dismissed, set to `nil` by
  /// this reducer, or replaced by a state of another identity: another enum case, or a new
  /// `@ObservableState` value), the child's running effects are cancelled.
  ///
  /// Inside the child, `@Dependency(\.dismiss)` dismisses it (this reducer receives
  /// `.dismiss`), `@Dependency(\.isPresented)` is `true`, and cancellation identifiers belong
  /// to this presentation: they never cancel the effects of another presentation, nor of the
  /// parent.
  ///
  /// > Important: A child action that arrives while nothing is presented is reported as an
  /// > issue and ignored. Apply `ifLet` to the reducer that dismisses the child (as above), not
  /// > to one that runs after it, so that the child sees its actions before it goes away.
  ///
  /// - Parameters:
  ///   - toPresentationState: The key path from this feature's state to the child's
  ///     presentation state: `\.$destination` for `@Presents var destination`.
  ///   - toPresentationAction: The case key path from this feature's action to the child's
  ///     presentation action.
  ///   - destination: The child's reducer.
  ///   - fileID: The source `#fileID` of the call, for failures.
  ///   - filePath: The source `#filePath` of the call, for failures.
  ///   - line: The source `#line` of the call, for failures.
  ///   - column: The source `#column` of the call, for failures.
  /// - Returns: A reducer that runs the child and this reducer.
  public func ifLet<DestinationState, DestinationAction, Destination: Reducer>(
    _ toPresentationState: WritableKeyPath<State, PresentationState<DestinationState>>,
    action toPresentationAction: CaseKeyPath<Action, PresentationAction<DestinationAction>>,
    @ReducerBuilder<DestinationState, DestinationAction> destination: () -> Destination,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> _PresentationReducer<Self, Destination>
  where Destination.State == DestinationState, Destination.Action == DestinationAction {
    _PresentationReducer(
      base: self,
      destination: destination(),
      toPresentationState: toPresentationState,
      toPresentationAction: AnyCasePath.resolving(toPresentationAction),
      fileID: fileID,
      filePath: filePath,
      line: line,
      column: column
    )
  }

  /// Runs a presented enum destination (a ``CaseReducer``, as `@Reducer enum` makes) while its
  /// state is presented, without naming its reducer again.
  ///
  /// ```swift
  /// @Reducer
  /// enum Destination {
  ///   case edit(EditFeature)
  ///   case detail(DetailFeature)
  /// }
  ///
  /// var body: some ReducerOf<Self> {
  ///   Reduce { state, action in … }
  ///     .ifLet(\.$destination, action: \.destination)
  /// }
  /// ```
  ///
  /// Behaves as ``ifLet(_:action:destination:fileID:filePath:line:column:)-(_,CaseKeyPath<Self.Action,PresentationAction<DestinationAction>>,_,_,_,_,_)`` with the enum's
  /// reducer.
  ///
  /// - Parameters:
  ///   - toPresentationState: The key path from this feature's state to the destination's
  ///     presentation state.
  ///   - toPresentationAction: The case key path from this feature's action to the
  ///     destination's presentation action.
  ///   - fileID: The source `#fileID` of the call, for failures.
  ///   - filePath: The source `#filePath` of the call, for failures.
  ///   - line: The source `#line` of the call, for failures.
  ///   - column: The source `#column` of the call, for failures.
  /// - Returns: A reducer that runs the destination and this reducer.
  public func ifLet<DestinationState: CaseReducerState, DestinationAction>(
    _ toPresentationState: WritableKeyPath<State, PresentationState<DestinationState>>,
    action toPresentationAction: CaseKeyPath<Action, PresentationAction<DestinationAction>>,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> _PresentationReducer<Self, DestinationState.StateReducer.Body>
  where
    DestinationState.StateReducer.Action == DestinationAction,
    DestinationState.StateReducer.Body: Reducer,
    DestinationState.StateReducer.Body.State == DestinationState,
    DestinationState.StateReducer.Body.Action == DestinationAction
  {
    self.ifLet(
      toPresentationState,
      action: toPresentationAction,
      destination: { DestinationState.StateReducer.body },
      fileID: fileID,
      filePath: filePath,
      line: line,
      column: column
    )
  }

  /// Presents an ephemeral state (an alert, a confirmation dialog), which has no reducer of its
  /// own: when this reducer has handled one of its actions, the state is set to `nil`.
  ///
  /// ```swift
  /// @ObservableState
  /// struct State: Equatable {
  ///   @Presents var alert: AlertState<Action.Alert>?
  /// }
  ///
  /// var body: some ReducerOf<Self> {
  ///   Reduce { state, action in
  ///     switch action {
  ///     case .alert(.presented(.confirmDeletion)):
  ///       state.items.removeAll()
  ///       return .none
  ///     case .alert:
  ///       return .none
  ///     }
  ///   }
  ///   .ifLet(\.$alert, action: \.alert)
  /// }
  /// ```
  ///
  /// See `_EphemeralState`.
  ///
  /// - Parameters:
  ///   - toPresentationState: The key path from this feature's state to the ephemeral state's
  ///     presentation state.
  ///   - toPresentationAction: The case key path from this feature's action to the ephemeral
  ///     state's presentation action.
  ///   - fileID: The source `#fileID` of the call, for failures.
  ///   - filePath: The source `#filePath` of the call, for failures.
  ///   - line: The source `#line` of the call, for failures.
  ///   - column: The source `#column` of the call, for failures.
  /// - Returns: A reducer that runs this reducer and dismisses the ephemeral state.
  public func ifLet<DestinationState: _EphemeralState, DestinationAction>(
    _ toPresentationState: WritableKeyPath<State, PresentationState<DestinationState>>,
    action toPresentationAction: CaseKeyPath<Action, PresentationAction<DestinationAction>>,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> _PresentationReducer<Self, EmptyReducer<DestinationState, DestinationAction>> {
    self.ifLet(
      toPresentationState,
      action: toPresentationAction,
      destination: { EmptyReducer() },
      fileID: fileID,
      filePath: filePath,
      line: line,
      column: column
    )
  }
}

/// A reducer that runs a presented child feature while it is presented, built by
/// ``Reducer/ifLet(_:action:destination:fileID:filePath:line:column:)``.
public struct _PresentationReducer<Base: Reducer, Destination: Reducer>: Reducer {
  let base: Base
  let destination: Destination
  let toPresentationState: WritableKeyPath<Base.State, PresentationState<Destination.State>>
  let toPresentationAction: AnyCasePath<Base.Action, PresentationAction<Destination.Action>>
  let fileID: StaticString
  let filePath: StaticString
  let line: UInt
  let column: UInt

  public func _resolve() -> _ResolvedReducer<Base.State, Base.Action> {
    _ResolvedReducer(
      _PresentationReducer<_ResolvedReducer, _ResolvedReducer>(
        base: self.base._resolve(), destination: self.destination._resolve(),
        toPresentationState: self.toPresentationState,
        toPresentationAction: self.toPresentationAction,
        fileID: self.fileID, filePath: self.filePath, line: self.line, column: self.column
      )
    )
  }

  public func reduce(into state: inout Base.State, action: Base.Action) -> Effect<Base.Action> {
    let initial = state[keyPath: self.toPresentationState]
    var destinationEffects = Effect<Base.Action>.none
    let baseEffects: Effect<Base.Action>

    switch (initial.wrappedValue, self.toPresentationAction.extract(from: action)) {
    case (.some(let destinationState), .dismiss?):
      baseEffects = self.base.reduce(into: &state, action: action)
      // Dismissed unless the parent already replaced the child with another presentation.
      if self.presentationID(for: destinationState) == self.currentPresentationID(in: state) {
        state[keyPath: self.toPresentationState].wrappedValue = nil
      }

    case (.some(let destinationState), .presented(let destinationAction)?):
      let id = self.presentationID(for: destinationState)
      destinationEffects = self.reduceDestination(into: &state, action: destinationAction, id: id)
      baseEffects = self.base.reduce(into: &state, action: action)
      if let ephemeralType = ephemeralType(of: destinationState),
        ephemeralType.canSend(destinationAction),
        id == self.currentPresentationID(in: state)
      {
        state[keyPath: self.toPresentationState].wrappedValue = nil
      }

    case (nil, _?):
      reportIssue(
        EffectMessage.presentationActionWhileAbsent(
          action: action, fileID: self.fileID, line: self.line
        ),
        fileID: self.fileID,
        filePath: self.filePath,
        line: self.line,
        column: self.column
      )
      baseEffects = self.base.reduce(into: &state, action: action)

    case (_, nil):
      baseEffects = self.base.reduce(into: &state, action: action)
    }

    // The presentation whose effects run is the one recorded in the state; once the state
    // holds another (or nothing), they are cancelled. An ephemeral state runs no effects.
    let current = state[keyPath: self.toPresentationState].wrappedValue
    let currentID = current.flatMap { isEphemeral($0) ? nil : self.presentationID(for: $0) }
    guard initial.presentedID != currentID else {
      return destinationEffects.merge(with: baseEffects)
    }
    state[keyPath: self.toPresentationState].presentedID = currentID
    guard let dismissedID = initial.presentedID else {
      return destinationEffects.merge(with: baseEffects)
    }
    return .merge(destinationEffects, baseEffects, Effect(.cancel(AnyHashableSendable(dismissedID))))
  }

  private func presentationID(for destinationState: Destination.State) -> ChildEffectID {
    .child(
      .presentation(self.toPresentationState, identity: PresentationIdentity(of: destinationState))
    )
  }

  private func currentPresentationID(in state: Base.State) -> ChildEffectID? {
    state[keyPath: self.toPresentationState].wrappedValue.map(self.presentationID(for:))
  }

  private func reduceDestination(
    into state: inout Base.State,
    action destinationAction: Destination.Action,
    id: ChildEffectID
  ) -> Effect<Base.Action> {
    let toPresentationAction = self.toPresentationAction
    let effects = id.run {
      withDependencies {
        $0.navigationScope = $0.navigationScope.entering(id)
        $0.dismiss = .presentation
      } operation: {
        self.destination.reduce(
          into: &state[keyPath: self.toPresentationState].wrappedValue!,
          action: destinationAction
        )
      }
    }
    if case .none = effects.operation { return .none }
    // The identifier is already the whole path to this presentation: it is not scoped again.
    return Effect(
      .cancellable(
        AnyHashableSendable(id),
        cancelInFlight: false,
        effects
          ._map { toPresentationAction.embed(.presented($0)) }
          .dismissible(sending: toPresentationAction.embed(.dismiss))
      )
    )
  }
}

extension Reducer {
  /// Runs an element feature on each element of an identified array in this feature's state:
  /// the usual way to integrate a list of features.
  ///
  /// ```swift
  /// struct State { var todos: IdentifiedArrayOf<Todo.State> = [] }
  /// enum Action { case todos(IdentifiedActionOf<Todo>), clearCompletedButtonTapped }
  ///
  /// var body: some Reducer<State, Action> {
  ///   Reduce { state, action in
  ///     switch action {
  ///     case .clearCompletedButtonTapped:
  ///       state.todos.removeAll(where: \.isComplete)
  ///       return .none
  ///     case .todos:
  ///       return .none
  ///     }
  ///   }
  ///   .forEach(\.todos, action: \.todos) {
  ///     Todo()
  ///   }
  /// }
  /// ```
  ///
  /// An element's actions are sent as `.todos(.element(id: id, action: action))`. For each
  /// action, the element runs first (when the action is one of an element's), then this
  /// reducer. When this reducer removes an element, the element's running effects are
  /// cancelled; moving elements leaves their effects running.
  ///
  /// > Important: An element action for an id that is not in the array is reported as an issue
  /// > and ignored. Apply `forEach` to the reducer that removes elements (as above), not to one
  /// > that runs after it, so that an element sees its actions before it goes away.
  ///
  /// - Parameters:
  ///   - toElementsState: The key path from this feature's state to the elements.
  ///   - toElementAction: The case key path from this feature's action to an element's.
  ///   - element: The element's reducer.
  ///   - fileID: The source `#fileID` of the call, for failures.
  ///   - filePath: The source `#filePath` of the call, for failures.
  ///   - line: The source `#line` of the call, for failures.
  ///   - column: The source `#column` of the call, for failures.
  /// - Returns: A reducer that runs the element and then this reducer.
  public func forEach<
    ElementState, ElementAction, ID: Hashable & Sendable,
    Element: Reducer<ElementState, ElementAction>
  >(
    _ toElementsState: WritableKeyPath<State, IdentifiedArray<ID, ElementState>>,
    action toElementAction: CaseKeyPath<Action, IdentifiedAction<ID, ElementAction>>,
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
      toElementAction: AnyCasePath.resolving(toElementAction),
      fileID: fileID,
      filePath: filePath,
      line: line,
      column: column
    )
  }
}

/// A reducer that runs an element feature on each element of an identified array in its
/// parent's state, built by ``Reducer/forEach(_:action:element:fileID:filePath:line:column:)``.
public struct _ForEachReducer<Parent: Reducer, ID: Hashable & Sendable, Element: Reducer>: Reducer {
  let parent: Parent
  let element: Element
  let toElementsState: WritableKeyPath<Parent.State, IdentifiedArray<ID, Element.State>>
  let toElementAction: AnyCasePath<Parent.Action, IdentifiedAction<ID, Element.Action>>
  let fileID: StaticString
  let filePath: StaticString
  let line: UInt
  let column: UInt

  public func reduce(into state: inout Parent.State, action: Parent.Action) -> Effect<Parent.Action> {
    let elementEffects = self.reduceElement(into: &state, action: action)
    let idsBefore = state[keyPath: self.toElementsState].ids
    let parentEffects = self.parent.reduce(into: &state, action: action)
    let idsAfter = state[keyPath: self.toElementsState].ids
    // What this `forEach` saw last time: elements a sibling reducer removed since are gone too.
    let idsSeen = DependencyValues._current.childrenSeen?.exchange(
      .child(.seen(self.toElementsState)), idsAfter, isEmpty: idsAfter.isEmpty
    )
    // Equal ids share their storage unless a reducer touched the array, so this is cheap.
    var removed = idsBefore == idsAfter ? [] : idsBefore.subtracting(idsAfter)
    if let idsSeen, idsSeen != idsBefore {
      removed.formUnion(idsSeen.subtracting(idsAfter))
    }
    guard !removed.isEmpty else {
      return elementEffects.merge(with: parentEffects)
    }
    let cancellations = removed.map { id in
      Effect<Parent.Action>.cancel(id: self.elementID(id))
    }
    return .merge([elementEffects, parentEffects] + cancellations)
  }

  public func _resolve() -> _ResolvedReducer<Parent.State, Parent.Action> {
    _ResolvedReducer(
      _ForEachReducer<_ResolvedReducer, ID, _ResolvedReducer>(
        parent: self.parent._resolve(), element: self.element._resolve(),
        toElementsState: self.toElementsState, toElementAction: self.toElementAction,
        fileID: self.fileID, filePath: self.filePath, line: self.line, column: self.column
      )
    )
  }

  private func elementID(_ id: ID) -> ChildEffectID {
    .child(.element(self.toElementsState, id: AnyHashableSendable(id)))
  }

  private func reduceElement(
    into state: inout Parent.State, action: Parent.Action
  ) -> Effect<Parent.Action> {
    guard case .element(let id, let elementAction) = self.toElementAction.extract(from: action)
    else { return .none }
    guard state[keyPath: self.toElementsState][id: id] != nil else {
      reportIssue(
        EffectMessage.forEachActionForMissingElement(
          action: action, id: id, fileID: self.fileID, line: self.line
        ),
        fileID: self.fileID,
        filePath: self.filePath,
        line: self.line,
        column: self.column
      )
      return .none
    }
    let elementID = self.elementID(id)
    let toElementAction = self.toElementAction
    return elementID
      .run {
        self.element.reduce(
          into: &state[keyPath: self.toElementsState][id: id]!, action: elementAction
        )
      }
      .map { toElementAction.embed(.element(id: id, action: $0)) }
      .cancellable(id: elementID)
  }
}

import OrderedCollections

extension Store where State: ObservableState {
  /// The stores of a collection's elements: one store per element, for the feature that
  /// `forEach(_:action:element:)` runs on each.
  ///
  /// ```swift
  /// for rowStore in store.scope(state: \.rows, action: \.rows) {
  ///   print(rowStore.title)
  ///   rowStore.send(.toggleButtonTapped)   // sends .rows(.element(id: …, action: …))
  /// }
  /// ```
  ///
  /// As in TCA, an element's store is cached by its identifier: scoping again returns the same
  /// store for every element still there. Once an element is removed, its store keeps showing
  /// the last state it showed (a row being animated away still reads it), and an action sent to it reaches the parent's `forEach`, which
  /// reports it as an action for a missing element.
  ///
  /// - Parameters:
  ///   - state: The key path to the identified array of the elements' states.
  ///   - action: The case key path to the elements' actions.
  ///   - fileID: The source `#fileID` of the call.
  ///   - filePath: The source `#filePath` of the call.
  ///   - line: The source `#line` of the call.
  ///   - column: The source `#column` of the call.
  /// - Returns: A random-access collection of the elements' stores, in the array's order.
  public func scope<ElementID: Hashable & Sendable, ElementState, ElementAction>(
    state: KeyPath<State, IdentifiedArray<ElementID, ElementState>>,
    action: CaseKeyPath<Action, IdentifiedAction<ElementID, ElementAction>>,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> _StoreCollection<ElementID, ElementState, ElementAction> {
    self.reportIfUncached(fileID: fileID, filePath: filePath, line: line, column: column)
    let scopeID = ScopeID(state: state, action: action, kind: .elements)
    let cache: ElementStores<ElementID, ElementState, ElementAction>
    if let existing = self.children[scopeID] {
      // The paths' types fix the cache's type: the entry was made by this very line.
      cache = unsafeDowncast(existing, to: ElementStores<ElementID, ElementState, ElementAction>.self)
    } else {
      let getState = self.getState
      let sendAction = self.sendAction
      let embed = AnyCasePath.resolving(action)
      cache = ElementStores(
        root: self.root,
        elements: { getState()[keyPath: state] },
        send: { sendAction(embed.embed($0)) }
      )
      self.children[scopeID] = cache
    }
    let elements = self.state[keyPath: state]
    cache.keepOnly(elements.ids)
    return _StoreCollection(elements: elements, stores: cache)
  }
}

extension Store where State: ObservableState {
  /// The stores of a collection's elements, with the state path unlabelled, as TCA 1.x spells it
  /// now: `store.scope(\.rows, action: \.rows)` is the same collection as
  /// `store.scope(state: \.rows, action: \.rows)`.
  ///
  /// ```swift
  /// ForEach(store.scope(\.rows, action: \.rows)) { rowStore in RowView(store: rowStore) }
  /// ```
  public func scope<ElementID: Hashable & Sendable, ElementState, ElementAction>(
    _ state: KeyPath<State, IdentifiedArray<ElementID, ElementState>>,
    action: CaseKeyPath<Action, IdentifiedAction<ElementID, ElementAction>>,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> _StoreCollection<ElementID, ElementState, ElementAction> {
    self.scope(
      state: state, action: action, fileID: fileID, filePath: filePath, line: line, column: column
    )
  }
}

/// The stores of a collection's elements, returned by `Store.scope(state:action:)` on an
/// `IdentifiedArray`: a random-access collection, in the array's order as of the scope.
public struct _StoreCollection<ID: Hashable & Sendable, State, Action>: RandomAccessCollection {
  // The elements as of the scope: a store made later for one already removed starts from it.
  let elements: IdentifiedArray<ID, State>
  let stores: ElementStores<ID, State, Action>

  public var startIndex: Int { 0 }

  public var endIndex: Int { self.elements.count }

  /// The store of the element at `position`.
  public subscript(position: Int) -> Store<State, Action> {
    let id = self.elements.ids[position]
    // A list's body reads every row on every render: a store already made is returned without
    // `MainActor.assumeIsolated`, whose closure costs an allocation per call.
    if let store = self.stores.cachedStore(id: id) { return store }
    // A collection's requirements are not isolated; its stores are only ever read where the
    // store that scoped them lives, on the main actor, as in TCA.
    let this = UncheckedSendable(self)
    return MainActor.assumeIsolated {
      this.value.stores.store(id: id, initialState: this.value.elements[position])
    }
  }
}

/// The cached stores of a collection's elements, by identifier.
@MainActor
final class ElementStores<ID: Hashable & Sendable, State, Action> {
  private let root: AnyObject
  private let elements: @MainActor () -> IdentifiedArray<ID, State>
  private let send: @MainActor (IdentifiedAction<ID, Action>) -> StoreTask
  // Written on the main actor only; `cachedStore(id:)` reads it from a context the compiler
  // cannot prove to be the main actor, after checking that it is. The values are
  // `Store<State, Action>`s, kept as `AnyObject` so that a read looks up no generic store type.
  nonisolated(unsafe) private var stores: [ID: AnyObject] = [:]
  // The identifiers the stores were last trimmed to, while there is no store of another
  // element: a scope of the same identifiers (a list's body rendered again) forgets nothing, and
  // compares them at once while they share their storage.
  private var trimmedTo: OrderedSet<ID>?

  init(
    root: AnyObject,
    elements: @escaping @MainActor () -> IdentifiedArray<ID, State>,
    send: @escaping @MainActor (IdentifiedAction<ID, Action>) -> StoreTask
  ) {
    self.root = root
    self.elements = elements
    self.send = send
  }

  /// Forgets the stores of elements no longer there: an element added again later gets a new
  /// store, as a presented child does.
  func keepOnly(_ ids: OrderedSet<ID>) {
    guard self.trimmedTo != ids else { return }
    self.trimmedTo = ids
    guard self.stores.count > ids.count || self.stores.keys.contains(where: { !ids.contains($0) })
    else { return }
    self.stores = self.stores.filter { ids.contains($0.key) }
  }

  /// The store already made for the element `id`, if there is one.
  ///
  /// Callable where the compiler cannot prove the main actor (a collection's subscript); it stops
  /// the program anywhere else, as `MainActor.assumeIsolated` does, without its allocation.
  nonisolated func cachedStore(id: ID) -> Store<State, Action>? {
    MainActor.preconditionIsolated("The stores of a collection's elements are read on the main actor.")
    guard let store = self.stores[id] else { return nil }
    // Only `store(id:initialState:)` writes the stores, each a `Store<State, Action>`.
    return unsafeDowncast(store, to: Store<State, Action>.self)
  }

  /// The store of the element `id`, made from `initialState` unless one was made before.
  func store(id: ID, initialState: State) -> Store<State, Action> {
    if let store = self.stores[id] { return unsafeDowncast(store, to: Store<State, Action>.self) }
    let elements = self.elements
    let send = self.send
    let lastState = LastChildState(initialState)
    let store = Store<State, Action>(
      root: self.root,
      state: { lastState.update(elements()[id: id]) },
      send: { send(.element(id: id, action: $0)) }
    )
    self.stores[id] = store
    // A store made through a collection scoped before the element was removed.
    if self.trimmedTo?.contains(id) == false { self.trimmedTo = nil }
    return store
  }
}

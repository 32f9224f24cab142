import Observation

/// Runs a feature: holds its state, sends actions through its reducer and runs the effects the
/// reducer returns.
///
/// ```swift
/// let store = Store(initialState: Feature.State()) {
///   Feature()
/// } withDependencies: {
///   $0.factClient = .live
/// }
/// store.send(.incrementButtonTapped)
/// print(store.count)
/// ```
///
/// Actions are processed one at a time: actions sent while the reducer runs (by `.send` effects
/// or effects' ``Send``) are queued and processed in order, so a long chain of actions never
/// grows the stack.
///
/// The store is observable as TCA's is. With an ``ObservableState()`` state, reading
/// `store.title` (in `withObservationTracking`, or a SwiftUI view) observes `title` alone: its
/// observers are told when `title` changes, not when another property does, nor when an action
/// changes nothing. Reading ``state`` itself observes the state's identity: its observers are
/// told when the state is replaced by another (a new value, another enum case). With a state of
/// another type, observers are told once per ``send(_:)``.
///
/// Releasing the store cancels every effect it started; a running effect never keeps its store
/// alive. Cancellation identifiers belong to one root store and the stores scoped from it.
@MainActor
@dynamicMemberLookup
public final class Store<State, Action>: Observable {
  @usableFromInline let getState: @MainActor () -> State
  @usableFromInline let sendAction: @MainActor (Action) -> StoreTask
  // The root core, kept alive by every store scoped from it.
  let root: AnyObject
  // The stores scoped from this one (or, for a collection, their cache), by the paths they were
  // scoped along.
  var children: [ScopeID: AnyObject] = [:]
  /// Whether the stores scoped from this one are kept, as they are from a store scoped along key
  /// paths: not from one scoped by closures (made anew on every call), nor from any store
  /// scoped from such a one. Scoping from it with key paths reports an issue, as in TCA.
  var canCacheChildren = true

  /// A store running `reducer` from `initialState`.
  ///
  /// - Parameters:
  ///   - initialState: The feature's state to begin with.
  ///   - reducer: The feature's reducer.
  ///   - prepareDependencies: Changes the dependencies the reducer and its effects use
  ///     (they start from the dependencies in force where the store is created).
  @inlinable
  public convenience init<R: Reducer<State, Action>>(
    initialState: @autoclosure () -> R.State,
    @ReducerBuilder<State, Action> reducer: () -> R,
    withDependencies prepareDependencies: ((inout DependencyValues) -> Void)? = nil
  ) {
    // Inlined into the feature's module, so that the closures below, and the core's send they
    // call, are specialised for its state and actions.
    let dependencies = DependencyValues.forRootStore(preparedBy: prepareDependencies ?? { _ in })
    let (initialState, reducer) = DependencyValues.$_current.withValue(dependencies) {
      (initialState(), reducer())
    }
    let core = RootCore(initialState: initialState, reducer: reducer, dependencies: dependencies)
    self.init(
      root: core,
      state: { core.state },
      send: { core.send($0, origin: .external) }
    )
  }

  @usableFromInline
  init(
    root: AnyObject,
    state: @escaping @MainActor () -> State,
    send: @escaping @MainActor (Action) -> StoreTask
  ) {
    self.root = root
    self.getState = state
    self.sendAction = send
  }

  /// The current state. Reading it inside `withObservationTracking` (or a SwiftUI view)
  /// observes it.
  @inlinable
  public var state: State {
    self.getState()
  }

  /// A value of the current state: `store.count` reads `store.state.count`.
  @inlinable
  public subscript<Value>(dynamicMember keyPath: KeyPath<State, Value>) -> Value {
    self.state[keyPath: keyPath]
  }

  /// Sends an action: runs the reducer at once, and starts the effects it returns.
  ///
  /// - Returns: The effects started, to await with ``StoreTask/finish()`` or cancel.
  @inlinable
  @discardableResult
  public func send(_ action: Action) -> StoreTask {
    self.sendAction(action)
  }

  /// A store for a child feature, whose state is part of this one's and whose actions are a
  /// case of this one's.
  ///
  /// ```swift
  /// let counter = store.scope(state: \.counter, action: \.counter)
  /// counter.send(.incrementButtonTapped) // sends .counter(.incrementButtonTapped)
  /// ```
  ///
  /// Scoping is cached, as in TCA: scoping again along the same paths returns the same store.
  ///
  /// Where the child's state is optional, or an `IdentifiedArray` of elements, and the state is
  /// ``ObservableState``, the same call returns an optional store, or a collection of the
  /// elements' stores, as in TCA; this form is then taken only when the type asked for is a
  /// store of the whole optional or array.
  @_disfavoredOverload
  public func scope<ChildState, ChildAction>(
    state toChildState: KeyPath<State, ChildState>,
    action toChildAction: CaseKeyPath<Action, ChildAction>
  ) -> Store<ChildState, ChildAction> {
    self.reportIfUncached()
    let id = ScopeID(state: toChildState, action: toChildAction)
    if let child = self.children[id] {
      // The paths' types fix the child's type: the entry was made by this very line.
      return unsafeDowncast(child, to: Store<ChildState, ChildAction>.self)
    }
    let getState = self.getState
    let sendAction = self.sendAction
    let embed = AnyCasePath.resolving(toChildAction)
    let child = Store<ChildState, ChildAction>(
      root: self.root,
      state: { getState()[keyPath: toChildState] },
      send: { sendAction(embed.embed($0)) }
    )
    child.canCacheChildren = self.canCacheChildren
    self.children[id] = child
    return child
  }

  /// Reports scoping with key paths from a store that cannot keep its children
  /// (``canCacheChildren``).
  func reportIfUncached(
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) {
    guard !self.canCacheChildren else { return }
    reportIssue(
      EffectMessage.scopeFromUncachedStore(Self.self), fileID: fileID, filePath: filePath,
      line: line, column: column
    )
  }
}

/// The paths a store was scoped along: the key of its parent's cache.
///
/// It hashes the paths' types rather than the paths: hashing a key path walks its components
/// (and a case key path's argument, another key path), on every `scope` a view's `body` makes.
/// Paths of the same types share a hash, and equality tells them apart, at once for the same
/// key path objects (a path held in a variable, or a literal the runtime keeps).
struct ScopeID: Hashable {
  /// What a scope along these paths makes.
  enum Kind: Hashable {
    /// One child store.
    case child
    /// A store of an optional child's state, unwrapped (see
    /// `scope(state:action:fileID:filePath:line:column:)`).
    case unwrappedOptional
    /// The stores of a collection's elements (see ``Store/scope(state:action:fileID:filePath:line:column:)-(KeyPath<State,IdentifiedArray<ElementID,ElementState>>,_,_,_,_,_)``).
    case elements
  }

  let state: AnyKeyPath
  let action: AnyKeyPath
  var kind = Kind.child

  func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(type(of: self.state)))
    hasher.combine(ObjectIdentifier(type(of: self.action)))
    hasher.combine(self.kind)
  }
}

extension Store where State: ObservableState {
  /// A store for a child feature whose state is optional: `nil` while the child's state is
  /// `nil`, otherwise a store of the child's non-optional state.
  ///
  /// ```swift
  /// if let child = store.scope(state: \.child, action: \.child) {
  ///   child.send(.incrementButtonTapped)
  /// }
  /// if let destination = store.scope(state: \.destination, action: \.destination.presented) {
  ///   print(destination.state)
  /// }
  /// ```
  ///
  /// The store returned stays the same while the child is present. Once the child's state
  /// becomes `nil`, that store keeps showing the last state it had, and scoping again returns
  /// `nil`, then a new store when the child is presented again.
  ///
  /// - Parameters:
  ///   - toChildState: The key path to the optional child state.
  ///   - toChildAction: The case path to the child's actions.
  ///   - fileID: The source `#fileID` of the call.
  ///   - filePath: The source `#filePath` of the call.
  ///   - line: The source `#line` of the call.
  ///   - column: The source `#column` of the call.
  public func scope<ChildState, ChildAction>(
    state toChildState: KeyPath<State, ChildState?>,
    action toChildAction: CaseKeyPath<Action, ChildAction>,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> Store<ChildState, ChildAction>? {
    self.reportIfUncached(fileID: fileID, filePath: filePath, line: line, column: column)
    let id = ScopeID(state: toChildState, action: toChildAction, kind: .unwrappedOptional)
    guard let initialState = self.state[keyPath: toChildState] else {
      // A child presented again later gets a new store, as in TCA.
      self.children[id] = nil
      return nil
    }
    if let child = self.children[id] {
      // The paths' types fix the child's type: the entry was made by this very line.
      return unsafeDowncast(child, to: Store<ChildState, ChildAction>.self)
    }
    let getState = self.getState
    let sendAction = self.sendAction
    let embed = AnyCasePath.resolving(toChildAction)
    let lastState = LastChildState(initialState)
    let child = Store<ChildState, ChildAction>(
      root: self.root,
      state: { lastState.update(getState()[keyPath: toChildState]) },
      send: { sendAction(embed.embed($0)) }
    )
    child.canCacheChildren = self.canCacheChildren
    self.children[id] = child
    return child
  }
}

extension Store where State: ObservableState {
  /// A store for a child feature whose state is optional, with the state path unlabelled:
  /// `store.scope(\.child, action: \.child.presented)`.
  public func scope<ChildState, ChildAction>(
    _ toChildState: KeyPath<State, ChildState?>,
    action toChildAction: CaseKeyPath<Action, ChildAction>,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> Store<ChildState, ChildAction>? {
    self.scope(
      state: toChildState, action: toChildAction, fileID: fileID, filePath: filePath, line: line,
      column: column
    )
  }
}

/// The last non-`nil` state of an optional child, which its store keeps showing once the
/// child is gone (a view being dismissed still reads it).
@MainActor
final class LastChildState<Value> {
  private var value: Value

  init(_ value: Value) {
    self.value = value
  }

  func update(_ newValue: Value?) -> Value {
    if let newValue { self.value = newValue }
    return self.value
  }
}

extension Store {
  /// A store for a child feature, from closures that extract the child's state and embed its
  /// actions: the older spelling of `scope(state:action:)`.
  ///
  /// ```swift
  /// let counter = store.scope(state: { $0.counter }, action: { .counter($0) })
  /// ```
  ///
  /// Unlike the key-path form, it is not cached: each call makes a new store.
  @_disfavoredOverload
  @available(
    *, deprecated,
    message: "Scope with a key path and a case key path instead: 'store.scope(state: \\.child, action: \\.child)'."
  )
  public func scope<ChildState, ChildAction>(
    state toChildState: @escaping (_ state: State) -> ChildState,
    action fromChildAction: @escaping (_ childAction: ChildAction) -> Action
  ) -> Store<ChildState, ChildAction> {
    let getState = self.getState
    let sendAction = self.sendAction
    let child = Store<ChildState, ChildAction>(
      root: self.root,
      state: { toChildState(getState()) },
      send: { sendAction(fromChildAction($0)) }
    )
    child.canCacheChildren = false
    return child
  }
}

extension Store {
  /// Calls `body` with the current state.
  ///
  /// ```swift
  /// let count = store.withState(\.count)
  /// ```
  @available(
    *, deprecated,
    message: "Use '@ObservableState' and read the state through the store ('store.count', 'store.state'), instead."
  )
  public func withState<R>(_ body: (_ state: State) -> R) -> R {
    body(self.state)
  }

  /// A store for a child feature: ``scope(state:action:)-(KeyPath<State,ChildState>,_)`` with
  /// the state path unlabelled.
  @_disfavoredOverload
  public func scope<ChildState, ChildAction>(
    _ toChildState: KeyPath<State, ChildState>,
    action toChildAction: CaseKeyPath<Action, ChildAction>
  ) -> Store<ChildState, ChildAction> {
    self.scope(state: toChildState, action: toChildAction)
  }
}

/// The store type of a reducer: `StoreOf<Feature>` is `Store<Feature.State, Feature.Action>`.
public typealias StoreOf<R: Reducer> = Store<R.State, R.Action>

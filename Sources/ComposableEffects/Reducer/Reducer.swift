/// A type that evolves a feature's state when an action happens, and describes the effects
/// that should run because of it.
///
/// Conform with the ``Reducer()`` macro and implement either ``reduce(into:action:)`` or
/// ``body-swift.property``, which composes other reducers:
///
/// ```swift
/// @Reducer
/// struct Feature {
///   @ObservableState
///   struct State: Equatable { var count = 0 }
///   enum Action { case incrementButtonTapped, delayed(Int) }
///
///   var body: some Reducer<State, Action> {
///     Reduce { state, action in
///       switch action {
///       case .incrementButtonTapped:
///         state.count += 1
///         return .run { [count = state.count] send in
///           try await Task.sleep(for: .seconds(1))
///           await send(.delayed(count))
///         }
///       case .delayed:
///         return .none
///       }
///     }
///   }
/// }
/// ```
///
/// A reducer runs on the main actor, synchronously, with an `inout` state: it must not block.
/// Asynchronous work belongs in the ``Effect`` it returns.
public protocol Reducer<State, Action> {
  /// The state the reducer evolves.
  associatedtype State

  /// The actions the reducer handles.
  associatedtype Action

  /// The type of ``body-swift.property``: another reducer, or `Never` when the reducer
  /// implements ``reduce(into:action:)`` itself.
  associatedtype Body

  /// The reducers this reducer is made of, run in order for each action.
  @ReducerBuilder<State, Action>
  var body: Body { get }

  /// Evolves `state` for `action` and returns the effect to run.
  func reduce(into state: inout State, action: Action) -> Effect<Action>

  /// This reducer as a store runs it: its ``body-swift.property`` built once, and each
  /// reducer it is made of resolved the same way.
  ///
  /// A store resolves its reducer once, when it is created, and runs the result for every
  /// action, instead of building `body` again for each. Dependencies are still read when the
  /// reducer runs, so a reducer that reads `@Dependency` values in its `Reduce` closures sees
  /// the ones in force then. A `body` must not branch on mutable outside state: an `if` in it
  /// is decided once. A feature that contains itself (rows of rows, a screen presenting
  /// itself) is resolved one level at a time instead, when an action first reaches that level.
  ///
  /// You never call or implement this: the library's reducers do.
  func _resolve() -> _ResolvedReducer<State, Action>
}

extension Reducer {
  /// A reducer that implements ``reduce(into:action:)`` is resolved as itself.
  @inlinable
  public func _resolve() -> _ResolvedReducer<State, Action> {
    _ResolvedReducer(self)
  }
}

extension Reducer where Body: Reducer, Body.State == State, Body.Action == Action {
  /// A reducer with a body is resolved as its body, built now; a reducer met again inside its
  /// own body (a recursive feature) is built when an action first reaches it.
  @inlinable
  public func _resolve() -> _ResolvedReducer<State, Action> {
    RecursiveResolution.resolve(self)
  }
}

extension Reducer where Body == Never {
  /// A reducer that implements ``reduce(into:action:)`` has no body.
  ///
  /// > Important: Never call this: it stops the program.
  public var body: Body {
    fatalError(
      """
      '\(Self.self)' has no body. Do not access a reducer's 'body' property directly, as it \
      may not exist. To run a reducer, call 'Reducer.reduce(into:action:)' instead.
      """
    )
  }
}

extension Reducer where Body: Reducer, Body.State == State, Body.Action == Action {
  /// Runs ``body-swift.property``.
  @inlinable
  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    self.body.reduce(into: &state, action: action)
  }
}

/// The reducer type of a feature `R`: `ReducerOf<Feature>` is `Reducer<Feature.State, Feature.Action>`.
public typealias ReducerOf<R: Reducer> = Reducer<R.State, R.Action>

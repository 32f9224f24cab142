/// A reducer made of other reducers, one per case of an enum: what `@Reducer enum` generates.
///
/// ```swift
/// @Reducer
/// enum Destination {
///   case edit(EditFeature)
///   case detail(DetailFeature)
/// }
/// ```
///
/// The macro generates the `State` and `Action` enums, with a case per feature, and a static
/// ``body`` that runs each case's feature on its case of the state. A parent presents such a
/// reducer without naming it again: `.ifLet(\.$destination, action: \.destination)`.
public protocol CaseReducer<State, Action>: Reducer
where
  State: CaseReducerState, State.StateReducer == Self,
  Body: Reducer, Body.State == State, Body.Action == Action
{
  // Declared again so that the compiler infers it from the static `body`: otherwise it takes
  // `Never`, the body of reducers that implement `reduce(into:action:)`, and the conformance
  // fails.
  /// The type of the static ``body``.
  associatedtype Body

  /// The reducer that runs each case's feature on its case of the state.
  @ReducerBuilder<State, Action>
  static var body: Body { get }
}

/// The state of a ``CaseReducer``: it names the reducer that runs it.
public protocol CaseReducerState {
  /// The reducer whose state this is.
  associatedtype StateReducer: CaseReducer where StateReducer.State == Self
}

extension CaseReducer {
  /// The static ``body``: an enum reducer has no instances, so this is never read.
  @inlinable
  public var body: Body { Self.body }
}

/// A reducer made from a closure: the usual way to write a feature's logic inside a
/// ``Reducer/body-swift.property``.
///
/// ```swift
/// Reduce { state, action in
///   switch action {
///   case .incrementButtonTapped:
///     state.count += 1
///     return .none
///   }
/// }
/// ```
public struct Reduce<State, Action>: Reducer {
  @usableFromInline
  let reduce: (inout State, Action) -> Effect<Action>

  /// How to resolve the reducer this one erases, so that a store builds its `body` once too.
  @usableFromInline
  let resolve: (() -> _ResolvedReducer<State, Action>)?

  /// A reducer that runs `reduce` for each action.
  @inlinable
  public init(_ reduce: @escaping (_ state: inout State, _ action: Action) -> Effect<Action>) {
    self.reduce = reduce
    self.resolve = nil
  }

  /// Erases the type of another reducer.
  @inlinable
  public init<R: Reducer<State, Action>>(_ reducer: R) {
    self.reduce = reducer.reduce(into:action:)
    self.resolve = reducer._resolve
  }

  @inlinable
  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    self.reduce(&state, action)
  }

  @inlinable
  public func _resolve() -> _ResolvedReducer<State, Action> {
    self.resolve?() ?? _ResolvedReducer(run: self.reduce)
  }
}

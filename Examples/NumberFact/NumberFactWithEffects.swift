import ComposableEffects

/// ``NumberFact`` with its fact fetched by performing the ``NumberFacts`` effect instead of
/// calling the `factClient` dependency: same state, same actions, same behaviour.
///
/// The effect reads exactly as before, with `NumberFacts.fetch(count)` where it called the
/// client. In production the effect's default behaviour calls the client; in a test the
/// `TestStore` answers it just in time:
///
/// ```swift
/// let store = TestStore(initialState: NumberFactWithEffects.State(count: 3)) {
///   NumberFactWithEffects()
/// }
/// await store.send(.factButtonTapped) { $0.isFetchingFact = true }
/// try await store.expect(\.NumberFacts.fetch, return: "3 is a prime number.")
/// await store.receive(.factResponse(.success("3 is a prime number."))) {
///   $0.fact = "3 is a prime number."
///   $0.isFetchingFact = false
/// }
/// ```
@Reducer
public struct NumberFactWithEffects {
  /// The state of the feature: ``NumberFact/State``.
  public typealias State = NumberFact.State

  /// What can happen in the feature: ``NumberFact/Action``.
  public typealias Action = NumberFact.Action

  /// The feature.
  public init() {}

  /// The feature's logic: fetching the fact by performing ``NumberFacts/fetch(_:)``, then
  /// counting, the delayed effects and what the feature does with the fact.
  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      guard case .factButtonTapped = action else { return .none }
      return .run { [count = state.count] send in
        await send(.factResponse(TaskResult { try await NumberFacts.fetch(count) }))
      }
    }
    NumberFactCounter()
  }
}

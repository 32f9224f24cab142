/// Facts about numbers, as a dependency: one endpoint that fetches a sentence about a number.
///
/// The endpoint is a `@Sendable` closure, so the client is `Sendable` and can be registered in
/// `DependencyValues` and called from any effect. Reach it through the dependency system, and
/// override it to control it in a test:
///
/// ```swift
/// @Dependency(\.factClient) var factClient
///
/// return .run { [count = state.count] send in
///   await send(.factResponse(TaskResult { try await factClient.fetch(count) }))
/// }
/// ```
///
/// ```swift
/// let store = TestStore(initialState: NumberFact.State()) {
///   NumberFact()
/// } withDependencies: {
///   $0.factClient.fetch = { "\($0) is a good number." }
/// }
/// ```
///
/// > Important: The machine this package's examples run on has no network: the live client
/// > is ``arithmetic``, which works the fact out from the number itself. A client over a
/// > facts web service would be written from the same endpoint.
public struct FactClient: Sendable {
  /// Fetches a fact about the number, or throws if there is none to be had.
  public var fetch: @Sendable (Int) async throws -> String

  /// A client made of the given endpoint.
  public init(fetch: @escaping @Sendable (Int) async throws -> String) {
    self.fetch = fetch
  }
}

import ComposableEffects

/// Facts about numbers, as an algebraic effect: the endpoint of ``FactClient`` as an
/// operation that the handlers installed around the caller decide.
///
/// By default the effect calls the `factClient` dependency, so production code that performs
/// it uses the client the app configured. A test answers it just in time instead, with no
/// client to override:
///
/// ```swift
/// await store.send(.factButtonTapped) { $0.isFetchingFact = true }
/// try await store.expect(\.NumberFacts.fetch) { number in "\(number) is a good number." }
/// await store.receive(.factResponse(.success("3 is a good number."))) { … }
/// ```
public enum NumberFacts {
  /// Fetches a fact about the number, or throws if there is none to be had.
  @Effect
  public nonisolated(nonsending) static func fetch(_ number: Int) async throws -> String {
    @Dependency(\.factClient) var factClient
    return try await factClient.fetch(number)
  }
}

extension EffectPaths {
  /// Lets tests name the fact effect by key path: `\.NumberFacts.fetch`.
  public var NumberFacts: EffectNamespace<NumberFacts> { .init() }
}

import ComposableEffects
import Foundation

/// A fact about a number at the tap of a button, each number's fact downloaded only once.
///
/// The effect is seed 004's `module()`: it installs ``caching(_:)`` over the `responseCache`
/// dependency around ``fetchFact(_:from:)``, the program, which only performs
/// `HTTP.data(for:)`. A first tap for a number reaches the next `HTTP.Data` handler outward
/// (the live `URLSession`, or a test); a second tap for it is answered by the cache:
///
/// ```swift
/// let store = Store(initialState: CachedFacts.State()) {
///   CachedFacts()
/// } withDependencies: {
///   $0.factsServer = server.baseURL
/// }
/// store.send(.factButtonTapped(42))  // GET /facts/42
/// store.send(.factButtonTapped(42))  // from the cache
/// ```
@Reducer
public struct CachedFacts: Sendable {
  /// The state of the feature.
  @ObservableState
  public struct State: Equatable {
    /// The last fact loaded, if any.
    public var fact: Fact?

    /// Whether a fact is being loaded.
    public var isLoading: Bool

    /// Why the last fact could not be loaded, if it could not.
    public var errorMessage: String?

    /// A state; by default no fact, nothing loading and no error.
    public init(fact: Fact? = nil, isLoading: Bool = false, errorMessage: String? = nil) {
      self.fact = fact
      self.isLoading = isLoading
      self.errorMessage = errorMessage
    }
  }

  /// What can happen in the feature.
  public enum Action: Equatable {
    /// The user asked for the fact about a number.
    case factButtonTapped(Int)
    /// The fact arrived, or could not be loaded.
    case factResponse(TaskResult<Fact>)
  }

  private enum CancelID { case fetch }

  @Dependency(\.factsServer) var factsServer
  @Dependency(\.responseCache) var responseCache

  /// The feature.
  public init() {}

  /// The feature's logic.
  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .factButtonTapped(let number):
        state.isLoading = true
        state.errorMessage = nil
        return .run { [factsServer, responseCache] send in
          let fact = await TaskResult {
            try await with {
              caching(responseCache)
            } perform: {
              try await fetchFact(number, from: factsServer)
            }
          }
          await send(.factResponse(fact))
        }
        .cancellable(id: CancelID.fetch, cancelInFlight: true)

      case .factResponse(.success(let fact)):
        state.isLoading = false
        state.fact = fact
        return .none

      case .factResponse(.failure(let error)):
        state.isLoading = false
        state.errorMessage = String(describing: error)
        return .none
      }
    }
  }
}

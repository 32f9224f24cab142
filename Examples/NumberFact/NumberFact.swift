import ComposableEffects

/// A counter with two effects that need values from the state: a "delayed" button that
/// reports the count a second later, and a "fact" button that fetches a fact about the count.
///
/// A `.run` effect's closure is `@Sendable` and cannot capture the reducer's `inout` state,
/// so each effect captures what it needs explicitly, as it is when the button is tapped:
///
/// ```swift
/// case .delayedCountButtonTapped:
///   return .run { [count = state.count] send in
///     try await clock.sleep(for: .seconds(1))
///     await send(.delayed(count))
///   }
/// ```
///
/// Changing the count while the delayed effect sleeps does not change what it reports. The
/// facts come from the `Sendable` ``FactClient`` dependency. ``NumberFactWithEffects`` is the
/// same feature performing the ``NumberFacts`` effect instead.
@Reducer
public struct NumberFact: Sendable {
  /// The state of the feature.
  @ObservableState
  public struct State: Equatable, Sendable {
    /// The counter's value.
    public var count: Int

    /// The count the last delayed effect reported: the count when its button was tapped.
    public var delayedCount: Int?

    /// The fact about the count, once fetched.
    public var fact: String?

    /// The message shown when fetching a fact failed.
    public var factError: String?

    /// Whether a fact is being fetched.
    public var isFetchingFact: Bool

    /// A state; by default a count of zero, with no fact.
    public init(
      count: Int = 0,
      delayedCount: Int? = nil,
      fact: String? = nil,
      factError: String? = nil,
      isFetchingFact: Bool = false
    ) {
      self.count = count
      self.delayedCount = delayedCount
      self.fact = fact
      self.factError = factError
      self.isFetchingFact = isFetchingFact
    }
  }

  /// What can happen in the feature.
  public enum Action: Equatable {
    /// The user tapped "−". Changing the count clears the fact, which was about the old one.
    case decrementButtonTapped
    /// A delayed effect reported the count it captured.
    case delayed(Int)
    /// The user tapped the "delayed" button whose effect captures only the count.
    case delayedCountButtonTapped
    /// The user tapped the "delayed" button whose effect captures a copy of the whole state.
    case delayedStateButtonTapped
    /// The user asked for a fact about the count.
    case factButtonTapped
    /// The fact arrived, or fetching it failed.
    case factResponse(TaskResult<String>)
    /// The user tapped "+". Changing the count clears the fact, which was about the old one.
    case incrementButtonTapped
  }

  @Dependency(\.factClient) var factClient

  /// The feature.
  public init() {}

  /// The feature's logic: fetching the fact over the fact client, then counting, the delayed
  /// effects and what the feature does with the fact.
  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      guard case .factButtonTapped = action else { return .none }
      return .run { [count = state.count] send in
        await send(.factResponse(TaskResult { try await factClient.fetch(count) }))
      }
    }
    NumberFactCounter()
  }
}

import ComposableEffects

/// ``RandomNumberViewModel`` as a reducer: the same messages, with the stream of
/// ``Random/numbers(in:)`` in an effect that sends each number back.
///
/// ```swift
/// let store = Store(initialState: RandomNumbersFeature.State()) {
///   RandomNumbersFeature()
/// }
/// await store.send(.task).finish()  // until the stream ends or fails
/// ```
///
/// A test answers the stream element by element, just in time:
///
/// ```swift
/// await store.send(.task)
/// try await store.expect(\.Random.numbers) { _ in 2 }
/// await store.receive(.numberReceived(2)) {
///   $0.message = "2 is a good number"
///   $0.previousNumber = 2
/// }
/// ```
@Reducer
public struct RandomNumbersFeature: Sendable {
  /// The state of the feature.
  @ObservableState
  public struct State: Equatable {
    /// What the view shows.
    public var message: String

    /// The last number received, to tell when the same one comes again.
    public var previousNumber: Int?

    /// A state; by default with nothing to say yet.
    public init(message: String = "", previousNumber: Int? = nil) {
      self.message = message
      self.previousNumber = previousNumber
    }
  }

  /// What can happen in the feature.
  public enum Action: Equatable {
    /// The view appeared: start listening to the numbers.
    case task
    /// The stream sent a number.
    case numberReceived(Int)
    /// The stream ended.
    case numbersEnded
    /// The stream failed.
    case numbersFailed
  }

  /// The feature.
  public init() {}

  /// The feature's logic.
  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .task:
        return .run { send in
          for try await number in Random.numbers(in: 0...100) {
            await send(.numberReceived(number))
          }
          await send(.numbersEnded)
        } catch: { _, send in
          await send(.numbersFailed)
        }

      case .numberReceived(let number):
        if state.previousNumber == number {
          state.message = "It's the same number again, boooring!!"
        } else if number.isMultiple(of: 2) {
          state.message = "\(number) is a good number"
        } else {
          state.message = "\(number) is a bad number"
        }
        state.previousNumber = number
        return .none

      case .numbersEnded:
        state.message = "Good bye!"
        return .none

      case .numbersFailed:
        state.message = "Bad error"
        return .none
      }
    }
  }
}

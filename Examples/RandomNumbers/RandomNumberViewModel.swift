import ComposableEffects
import Observation

/// Seed 004's view model: it listens to ``Random/numbers(in:)`` and says what it thinks of
/// each number.
///
/// ```swift
/// struct RandomNumberView: View {
///   let viewModel: RandomNumberViewModel
///   var body: some View {
///     Text(viewModel.message)
///       .task { await viewModel.getRandomNumbers() }
///   }
/// }
/// ```
///
/// An even number is good, an odd one bad, and the same number twice in a row boring. When the
/// stream ends the message is `Good bye!`; when it fails, `Bad error`.
@MainActor
@Observable
public final class RandomNumberViewModel {
  private var previousNumber: Int?

  /// What the view shows.
  public private(set) var message: String = ""

  /// A view model with nothing to say yet.
  public init() {}

  /// Listens to the numbers from 0 to 100 until the stream ends or fails.
  public func getRandomNumbers() async {
    do {
      for try await number in Random.numbers(in: 0...100) {
        if previousNumber == number {
          message = "It's the same number again, boooring!!"
        } else if number.isMultiple(of: 2) {
          message = "\(number) is a good number"
        } else {
          message = "\(number) is a bad number"
        }
        previousNumber = number
      }
      message = "Good bye!"
    } catch {
      message = "Bad error"
    }
  }
}

import ComposableEffects

/// The App Store trailer: the game plays itself, spelling a few words on the cube letter by
/// letter and submitting each one, while the score adds up.
///
/// The whole trailer is one effect, a nested loop over the words and their letters that sends
/// the taps a player would make, with pauses between them:
///
/// ```swift
/// case .task:
///   return .run { [words = state.words] send in
///     try await clock.sleep(for: .seconds(1))
///     for word in words {
///       for letter in word {
///         await send(.cubeFaceTapped(letter))
///         try await clock.sleep(for: .milliseconds(300))
///       }
///       await send(.submitButtonTapped)
///       try await clock.sleep(for: .seconds(1))
///     }
///   }
///   .cancellable(id: CancelID.self)
/// ```
///
/// It stops when the trailer goes away: on ``Action/onDisappear``, or when the task that sent
/// ``Action/task`` is cancelled, as the view's `.task` modifier does. The words are part of
/// the state, so a test can play a shorter trailer.
@Reducer
public struct Trailer: Sendable {
  /// The state of the feature.
  @ObservableState
  public struct State: Equatable {
    /// The score of the words submitted so far.
    public var score: Int

    /// The letters tapped for the word being spelled.
    public var selectedLetters: String

    /// The words spelled and submitted so far, in order.
    public var submittedWords: [String]

    /// The words the trailer spells, in order.
    public var words: [String]

    /// A state about to play the trailer spelling `words`; by default the App Store's.
    public init(
      score: Int = 0,
      selectedLetters: String = "",
      submittedWords: [String] = [],
      words: [String] = ["SAY", "HELLO", "TO", "ISOWORDS"]
    ) {
      self.score = score
      self.selectedLetters = selectedLetters
      self.submittedWords = submittedWords
      self.words = words
    }
  }

  /// What can happen in the feature.
  public enum Action: Equatable {
    /// The trailer tapped the cube face showing this letter.
    case cubeFaceTapped(Character)
    /// The trailer went away: the playback stops.
    case onDisappear
    /// The trailer submitted the word spelled so far.
    case submitButtonTapped
    /// The trailer appeared: the playback starts, and lasts as long as the task that sent this.
    case task
  }

  private enum CancelID {}

  @Dependency(\.continuousClock) var clock

  /// The feature.
  public init() {}

  /// The feature's logic.
  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .cubeFaceTapped(let letter):
        state.selectedLetters.append(letter)
        return .none

      case .onDisappear:
        return .cancel(id: CancelID.self)

      case .submitButtonTapped:
        let word = state.selectedLetters
        guard !word.isEmpty else { return .none }
        state.submittedWords.append(word)
        state.score += wordScore(word)
        state.selectedLetters = ""
        return .none

      case .task:
        return .run { [words = state.words] send in
          // Let the cube fade in before the first word.
          try await clock.sleep(for: .seconds(1))
          for word in words {
            for letter in word {
              await send(.cubeFaceTapped(letter))
              try await clock.sleep(for: .milliseconds(300))
            }
            await send(.submitButtonTapped)
            // Leave the word's score on screen for a moment.
            try await clock.sleep(for: .seconds(1))
          }
        }
        .cancellable(id: CancelID.self)
      }
    }
  }
}

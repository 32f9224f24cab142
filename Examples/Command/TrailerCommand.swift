import ArgumentParser
import ComposableEffects
import Rainbow
import Trailer

/// `examples trailer`: seed 003's isowords trailer: the game plays itself from one effect, a
/// nested loop over words and letters, stopped when the trailer goes away.
struct TrailerCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "trailer",
    abstract: "The App Store trailer: one effect spells and submits words, stopped when it disappears."
  )

  @OptionGroup var options: SpeedOptions

  @Option(
    parsing: .upToNextOption,
    help: "The words the trailer spells (default: SAY HELLO TO ISOWORDS)."
  )
  var words: [String] = []

  @Option(help: "Make the trailer disappear after this many letters have been tapped.")
  var disappearAfter: Int?

  func validate() throws {
    guard words.allSatisfy({ !$0.isEmpty && $0.allSatisfy { $0.isLetter && $0.isASCII } }) else {
      throw ValidationError("--words must be words of the letters A to Z.")
    }
    if let disappearAfter, disappearAfter < 1 {
      throw ValidationError("--disappear-after must be at least 1.")
    }
  }

  @MainActor
  func run() async throws {
    var initialState = Trailer.State()
    if !words.isEmpty {
      initialState.words = words.map { $0.uppercased() }
    }
    heading("Trailer: \(initialState.words.joined(separator: " "))")
    let store = liveStore(initialState: initialState, reducer: Trailer(), speed: options.speed)

    let playback = store.send(.task)
    // Watches the board as the trailer would show it, until the playback ends.
    let watching = Task {
      var tapped = 0
      var submitted = 0
      var disappeared = false
      repeat {
        if store.submittedWords.count != submitted {
          submitted = store.submittedWords.count
          note("“\(store.submittedWords[submitted - 1])” submitted: the score is \(store.score)")
        }
        let letters = store.submittedWords.joined().count + store.selectedLetters.count
        if letters != tapped {
          tapped = letters
          if let disappearAfter, tapped >= disappearAfter, !disappeared {
            note("the trailer went away after \(tapped) letters")
            store.send(.onDisappear)
            disappeared = true
          }
        }
      } while await observeChange(of: {
        _ = store.submittedWords
        _ = store.selectedLetters
      })
      return disappeared
    }
    await playback.finish()
    watching.cancel()
    let disappeared = await watching.value

    if disappeared {
      let stopped = store.state
      try? await SpeedClock(speed: options.speed).sleep(for: .milliseconds(1500))
      note(
        store.state == stopped
          ? "nothing happened in the 1.5 s after it went away: the playback was cancelled"
          : "unexpected: the playback went on after the trailer went away"
      )
    } else {
      note(
        "the trailer spelled \(store.submittedWords.joined(separator: " ").green.bold) "
          + "for \(store.score) points"
      )
    }
  }
}

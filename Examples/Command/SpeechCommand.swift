import ArgumentParser
import ComposableEffects
import SpeechRecognition

/// `examples speech`: seed 003's speech recognition demo, transcribing with the `lorem`
/// client: authorisation and recording are one effect, and words stream in with the cadence
/// of someone speaking.
struct SpeechCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "speech",
    abstract: "Speech recognition with the lorem client: asks, then transcribes word by word."
  )

  @OptionGroup var options: SpeedOptions

  @Option(help: "Tap the record button again after this many words (default: let it finish).")
  var words: Int?

  @Flag(help: "Run the variant that performs the Speech effects instead of the client.")
  var effects = false

  func validate() throws {
    if let words, words < 1 {
      throw ValidationError("--words must be at least 1.")
    }
  }

  @MainActor
  func run() async throws {
    if effects {
      heading("Speech recognition, performing the Speech effects (their default calls the client)")
      await transcribe(
        liveStore(
          initialState: SpeechRecognitionWithEffects.State(),
          reducer: SpeechRecognitionWithEffects(),
          speed: options.speed
        )
      )
    } else {
      heading("Speech recognition with the lorem speech client")
      await transcribe(
        liveStore(
          initialState: SpeechRecognition.State(),
          reducer: SpeechRecognition(),
          speed: options.speed
        )
      )
    }
  }

  /// Taps record, then either waits for the transcription to end or taps again after
  /// `words` words.
  @MainActor
  private func transcribe(_ store: Store<SpeechRecognition.State, SpeechRecognition.Action>) async {
    let recording = store.send(.recordButtonTapped)
    if let words {
      while store.isRecording, wordCount(store.transcribedText) < words,
        await observeChange(of: {
          _ = store.isRecording
          _ = store.transcribedText
        })
      {}
      if store.isRecording {
        note("tapping the record button again after \(words) words")
        await store.send(.recordButtonTapped).finish()
      }
    }
    await recording.finish()
    note("transcribed \(wordCount(store.transcribedText)) words")
  }

  private func wordCount(_ text: String) -> Int {
    text.split(separator: " ").count
  }
}

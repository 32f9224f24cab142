import ComposableEffects

extension SpeechClient {
  /// A recogniser that needs no microphone: it is authorised from the start, and transcribes
  /// a scripted stand-up one word at a time, a word every 300 milliseconds of the
  /// `continuousClock` dependency (read when the task starts), so a sped-up clock speeds the
  /// speakers up too. The script starts over when it runs out; the stream ends when its
  /// consumer stops listening.
  ///
  /// ```swift
  /// let store = Store(initialState: RecordMeeting.State(syncUp: syncUp)) {
  ///   RecordMeeting()
  /// } withDependencies: {
  ///   $0.speechClient = .simulated  // already the live value
  /// }
  /// ```
  public static var simulated: Self {
    Self(
      authorizationStatus: { .authorized },
      requestAuthorization: { .authorized },
      startTask: { _ in
        @Dependency(\.continuousClock) var clock
        return AsyncThrowingStream { continuation in
          let speaking = Task { [clock] in
            var heard: [Substring] = []
            while true {
              for word in simulatedStandUp.split(separator: " ") {
                try await clock.sleep(for: .milliseconds(300))
                heard.append(word)
                continuation.yield(
                  SpeechRecognitionResult(
                    bestTranscription: Transcription(
                      formattedString: heard.joined(separator: " ")
                    ),
                    isFinal: false
                  )
                )
              }
            }
          }
          continuation.onTermination = { _ in speaking.cancel() }
        }
      }
    )
  }
}

/// What the simulated recogniser hears.
private let simulatedStandUp = """
  Yesterday I finished the export screen. Today I am pairing on the sync bug. \
  No blockers from me. I reviewed the onboarding copy and sent notes. \
  Next I will look at the crash reports from the beta.
  """

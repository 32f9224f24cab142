import ComposableEffects

extension SpeechClient {
  /// A client that needs neither a microphone nor a speech engine: it is always authorised,
  /// and "transcribes" a passage of lorem ipsum, one word at a time.
  ///
  /// Words arrive with the cadence of someone speaking: a longer word takes longer to say
  /// (50 milliseconds a character), and a random pause of up to 200 milliseconds keeps the
  /// rhythm from sounding robotic. The last word's result is final, and the stream ends;
  /// ``finishTask`` ends it sooner. Starting a new task finishes the one before.
  ///
  /// The pauses use the `continuousClock` dependency and the randomness the
  /// `withRandomNumberGenerator` dependency, both read when the task starts, so a test can
  /// control them:
  ///
  /// ```swift
  /// let stream = withDependencies {
  ///   $0.continuousClock = ImmediateClock()
  ///   $0.withRandomNumberGenerator = WithRandomNumberGenerator(generator)  // any seeded generator
  /// } operation: {
  ///   SpeechClient.lorem.startTask(RecognitionRequest())
  /// }
  /// ```
  public static var lorem: Self {
    let currentTask = LockIsolated<AsyncThrowingStream<SpeechRecognitionResult, any Swift.Error>.Continuation?>(nil)

    return Self(
      finishTask: {
        currentTask.withValue { task in
          task?.finish()
          task = nil
        }
      },
      requestAuthorization: { .authorized },
      startTask: { _ in
        @Dependency(\.continuousClock) var clock
        @Dependency(\.withRandomNumberGenerator) var withRandomNumberGenerator
        let (stream, continuation) = AsyncThrowingStream.makeStream(
          of: SpeechRecognitionResult.self
        )
        currentTask.withValue { task in
          task?.finish()
          task = continuation
        }
        // `Task.effect`, not `Task`: in production the same task, and under a test store it
        // runs with the store's effects, so a test step waits for it to reach its next sleep.
        let speaking = Task.effect { [clock, withRandomNumberGenerator] in
          let words = loremIpsum.split(separator: " ")
          for index in words.indices {
            // A fraction rather than `Int.random(in: 0...200)`: drawing it takes one value from
            // the generator whatever it is, so a test's constant generator cannot make it spin.
            let pause = withRandomNumberGenerator { Double.random(in: 0..<1, using: &$0) }
            try await clock.sleep(
              for: .milliseconds(50 * words[index].count) + .milliseconds(200) * pause
            )
            continuation.yield(
              SpeechRecognitionResult(
                bestTranscription: Transcription(
                  formattedString: words[...index].joined(separator: " ")
                ),
                isFinal: index == words.indices.last
              )
            )
          }
          continuation.finish()
        }
        continuation.onTermination = { _ in speaking.cancel() }
        return stream
      }
    )
  }
}

private let loremIpsum = """
  Lorem ipsum dolor sit amet, consectetur adipiscing elit, sed do eiusmod tempor incididunt ut \
  labore et dolore magna aliqua. Ut enim ad minim veniam, quis nostrud exercitation ullamco \
  laboris nisi ut aliquip ex ea commodo consequat. Duis aute irure dolor in reprehenderit in \
  voluptate velit esse cillum dolore eu fugiat nulla pariatur. Excepteur sint occaecat \
  cupidatat non proident, sunt in culpa qui officia deserunt mollit anim id est laborum.
  """

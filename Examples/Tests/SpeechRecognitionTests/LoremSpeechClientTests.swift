import ComposableEffects
import ComposableEffectsTestSupport
import SpeechRecognition
import Testing

/// The live client, `SpeechClient.lorem`: words arrive with a length-dependent, randomised
/// cadence, on the clock and the randomness of the dependencies.
@MainActor
@Suite struct LoremSpeechClientTests {
  @Test func aWordTakesFiftyMillisecondsACharacterToSay() async {
    let clock = TestClock()
    let store = TestStore(initialState: SpeechRecognition.State()) {
      SpeechRecognition()
    } withDependencies: {
      $0.speechClient = .lorem
      $0.continuousClock = clock
      $0.withRandomNumberGenerator = WithRandomNumberGenerator(ConstantGenerator(value: 0))
    }

    await store.send(.recordButtonTapped) {
      $0.isRecording = true
    }
    await store.receive(.speechRecognizerAuthorizationStatusResponse(.authorized))

    await clock.advance(by: .milliseconds(249))
    #expect(store.state.transcribedText == "")
    await clock.advance(by: .milliseconds(1))
    await store.receive(.speech(.success("Lorem"))) {
      $0.transcribedText = "Lorem"
    }

    await clock.advance(by: .milliseconds(250))
    await store.receive(.speech(.success("Lorem ipsum"))) {
      $0.transcribedText = "Lorem ipsum"
    }

    await clock.advance(by: .milliseconds(250))
    await store.receive(.speech(.success("Lorem ipsum dolor"))) {
      $0.transcribedText = "Lorem ipsum dolor"
    }

    await clock.advance(by: .milliseconds(150))
    await store.receive(.speech(.success("Lorem ipsum dolor sit"))) {
      $0.transcribedText = "Lorem ipsum dolor sit"
    }

    await store.send(.recordButtonTapped) {
      $0.isRecording = false
    }
    await store.finish()
  }

  @Test func randomnessAddsUpToTwoHundredMillisecondsAWord() async {
    let clock = TestClock()
    let store = TestStore(initialState: SpeechRecognition.State()) {
      SpeechRecognition()
    } withDependencies: {
      $0.speechClient = .lorem
      $0.continuousClock = clock
      $0.withRandomNumberGenerator = WithRandomNumberGenerator(ConstantGenerator(value: .max))
    }

    await store.send(.recordButtonTapped) {
      $0.isRecording = true
    }
    await store.receive(.speechRecognizerAuthorizationStatusResponse(.authorized))

    await clock.advance(by: .milliseconds(449))
    #expect(store.state.transcribedText == "")
    await clock.advance(by: .milliseconds(1))
    await store.receive(.speech(.success("Lorem"))) {
      $0.transcribedText = "Lorem"
    }

    await store.send(.recordButtonTapped) {
      $0.isRecording = false
    }
    await store.finish()
  }

  @Test func theLastWordIsAFinalResultAndEndsTheStream() async throws {
    let recognitionTask = withDependencies {
      $0.continuousClock = ImmediateClock()
      $0.withRandomNumberGenerator = WithRandomNumberGenerator(ConstantGenerator(value: 0))
    } operation: {
      SpeechClient.lorem.startTask(RecognitionRequest())
    }

    var results: [SpeechRecognitionResult] = []
    for try await result in recognitionTask {
      results.append(result)
    }

    #expect(results.count == 69)
    #expect(results.first == .partial("Lorem"))
    #expect(results.dropLast().allSatisfy { !$0.isFinal })
    #expect(
      results.last
        == .final(
          """
          Lorem ipsum dolor sit amet, consectetur adipiscing elit, sed do eiusmod tempor \
          incididunt ut labore et dolore magna aliqua. Ut enim ad minim veniam, quis nostrud \
          exercitation ullamco laboris nisi ut aliquip ex ea commodo consequat. Duis aute irure \
          dolor in reprehenderit in voluptate velit esse cillum dolore eu fugiat nulla pariatur. \
          Excepteur sint occaecat cupidatat non proident, sunt in culpa qui officia deserunt \
          mollit anim id est laborum.
          """
        )
    )
  }

  @Test func theLoremClientIsAlwaysAuthorized() async {
    #expect(await SpeechClient.lorem.requestAuthorization() == .authorized)
  }
}

/// A random number generator that always returns `value`: `0` makes every random pause
/// zero, `.max` makes it (all but) the longest, 200 milliseconds.
private struct ConstantGenerator: RandomNumberGenerator, Sendable {
  let value: UInt64

  func next() -> UInt64 {
    value
  }
}

import ComposableEffects
import ComposableEffectsTestSupport
import Testing

// Seed 003, "Demo: Speech Recognition": a dependency made of async endpoints and an
// `AsyncThrowingStream`, one `.run` effect that asks for authorization and then streams the
// transcription, with `catch:` sending the error into the store as a `TaskResult`.
//
// Adapted: Apple's Speech framework does not exist on Linux, so `AuthorizationStatus`,
// `Request`, `SpeechRecognitionResult` and `Transcription` are small stand-ins for
// `SFSpeechRecognizerAuthorizationStatus`, `SFSpeechAudioBufferRecognitionRequest` (a class:
// the stand-in is a struct, hence `var request`) and the recognizer's results; the live client
// is left out. `send(_:animation:)` is SwiftUI-only: the effect uses plain `send`. The seed's
// deprecated `.fireAndForget { await speechClient.finishTask() }` is `.run { _ in … }`.

private enum AuthorizationStatus: Equatable, Sendable {
  case notDetermined, denied, restricted, authorized
}

private struct Request: Equatable, Sendable {
  var shouldReportPartialResults = false
  var requiresOnDeviceRecognition = true
}

private struct Transcription: Equatable, Sendable {
  struct Segment: Equatable, Sendable {
    var substring: String
  }

  var formattedString: String
  var segments: [Segment]
}

private struct SpeechRecognitionResult: Equatable, Sendable {
  var bestTranscription: Transcription
  var isFinal: Bool
  var transcriptions: [Transcription]
}

private struct SpeechClient {
  var finishTask: @Sendable () async -> Void
  var requestAuthorization: @Sendable () async -> AuthorizationStatus
  var startTask: @Sendable (Request) -> AsyncThrowingStream<SpeechRecognitionResult, Swift.Error>

  enum Error: Swift.Error, Equatable {
    case taskError
    case couldntStartAudioEngine
    case couldntConfigureAudioSession
  }
}

extension SpeechClient {
  // The seed uses `XCTUnimplemented`, deprecated since: IssueReporting's `unimplemented`
  // reports the same issue and returns the placeholder. It is module-qualified because this
  // property has the same name; and a throwing stream's `finished` is a function,
  // `.finished()`, where the seed writes `.finished`.
  static let unimplemented = Self(
    finishTask: IssueReporting.unimplemented("\(Self.self).finishTask"),
    requestAuthorization: IssueReporting.unimplemented(
      "\(Self.self).requestAuthorization", placeholder: .notDetermined
    ),
    startTask: IssueReporting.unimplemented("\(Self.self).recognitionTask", placeholder: .finished())
  )

  // A client for previews, where speech recognition does not work: it streams lorem ipsum, a
  // word every third of a second.
  //
  // Adapted: `isRecording = true` in the seed's stream builder is the `setValue(true)` that
  // `ActorIsolated` needs, in the task; the seed's `Task.sleep(nanoseconds: NSEC_PER_SEC / 3)`
  // (`NSEC_PER_SEC` is Darwin's) sleeps on the clock dependency so tests control time; the
  // seed's `Task` is `Task.effect`, the same task in production, which under a test store runs
  // with its effects, so that each step waits for it (a plain `Task` would run on the global
  // executor, and could sleep after the test advanced the clock); and the stream finishes when
  // recording stops and stops its task when its consumer goes away (the seed's stream never
  // finishes, so the effect reading it would run until cancelled).
  // `ActorIsolated` is deprecated in favour of `LockIsolated`; the seed's client keeps it, in a
  // deprecated declaration so that the package builds without warnings.
  @available(*, deprecated, message: "exercises deprecated API on purpose")
  static var lorem: Self {
    let isRecording = ActorIsolated(false)

    return Self(
      finishTask: {
        await isRecording.setValue(false)
      },
      requestAuthorization: { .authorized },
      startTask: { _ in
        AsyncThrowingStream { continuation in
          let task = Task.effect {
            @Dependency(\.continuousClock) var clock
            await isRecording.setValue(true)
            var finalText = """
              Lorem ipsum dolor sit amet, consectetur \
              adipiscing elit, sed do eiusmod tempor \
              incididunt ut labore et dolore magna aliqua.
              """
            var text = ""
            while await isRecording.value {
              let word = finalText.prefix { $0 != " " }
              finalText.removeFirst(word.count)
              text += word
              if finalText.first == " " {
                finalText.removeFirst()
                text += " "
              }
              try await clock.sleep(for: .seconds(1) / 3)
              continuation.yield(
                .init(
                  bestTranscription: .init(formattedString: text, segments: []),
                  isFinal: false,
                  transcriptions: []
                )
              )
            }
            continuation.finish()
          }
          continuation.onTermination = { _ in task.cancel() }
        }
      }
    )
  }
}

extension SpeechClient: TestDependencyKey {
  static let testValue = SpeechClient.unimplemented
}

extension DependencyValues {
  fileprivate var speechClient: SpeechClient {
    get { self[SpeechClient.self] }
    set { self[SpeechClient.self] = newValue }
  }
}

private struct SpeechRecognition: Reducer {
  struct State: Equatable {
    var alert: String?
    var isRecording = false
    var transcribedText = ""
  }

  @CasePathable
  enum Action {
    case alertDismissed
    case recordButtonTapped
    case speech(TaskResult<String>)
    case speechRecognizerAuthorizationStatusResponse(AuthorizationStatus)
  }

  @Dependency(\.speechClient) var speechClient

  var body: some Reducer<State, Action> {
    Reduce { state, action in
      switch action {
      case .alertDismissed:
        state.alert = nil
        return .none

      case .recordButtonTapped:
        state.isRecording.toggle()
        guard state.isRecording else {
          return .run { _ in await speechClient.finishTask() }
        }
        return .run { send in
          let status = await speechClient.requestAuthorization()
          await send(.speechRecognizerAuthorizationStatusResponse(status))

          guard status == .authorized
          else { return }

          var request = Request()
          request.shouldReportPartialResults = true
          request.requiresOnDeviceRecognition = false
          for try await result in speechClient.startTask(request) {
            await send(.speech(.success(result.bestTranscription.formattedString)))
          }
        } catch: { error, send in
          await send(.speech(.failure(error)))
        }

      case .speech(.failure(SpeechClient.Error.couldntConfigureAudioSession)),
        .speech(.failure(SpeechClient.Error.couldntStartAudioEngine)):
        state.alert = "Problem with audio device. Please try again."
        return .none

      case .speech(.failure):
        state.alert = "An error occurred while transcribing. Please try again."
        return .none

      case .speech(.success(let transcribedText)):
        state.transcribedText = transcribedText
        return .none

      case .speechRecognizerAuthorizationStatusResponse(let status):
        state.isRecording = status == .authorized
        switch status {
        case .notDetermined:
          state.alert = "Try again."
        case .denied:
          state.alert = """
            You denied access to speech recognition. This app needs access to transcribe your \
            speech.
            """
        case .restricted:
          state.alert = "Your device does not allow speech recognition."
        case .authorized:
          break
        }
        return .none
      }
    }
  }
}

private func result(_ text: String) -> SpeechRecognitionResult {
  SpeechRecognitionResult(
    bestTranscription: Transcription(formattedString: text, segments: []),
    isFinal: false,
    transcriptions: []
  )
}

@MainActor
@Suite struct Seed003SpeechTests {
  fileprivate let recognitionTask = AsyncThrowingStream<SpeechRecognitionResult, any Error>.makeStream()
  fileprivate let requests = LockIsolated<[Request]>([])

  fileprivate func makeStore(authorization: AuthorizationStatus) -> TestStoreOf<SpeechRecognition> {
    TestStore(initialState: SpeechRecognition.State()) {
      SpeechRecognition()
    } withDependencies: { [recognitionTask, requests] in
      $0.speechClient.requestAuthorization = { authorization }
      $0.speechClient.startTask = { request in
        requests.withValue { $0.append(request) }
        return recognitionTask.stream
      }
      $0.speechClient.finishTask = { recognitionTask.continuation.finish() }
    }
  }

  @Test func recordingTranscribesTheSpeechUntilStopped() async {
    let store = makeStore(authorization: .authorized)

    let recording = await store.send(.recordButtonTapped) {
      $0.isRecording = true
    }
    await store.receive(\.speechRecognizerAuthorizationStatusResponse, .authorized)
    #expect(requests.value == [Request(shouldReportPartialResults: true, requiresOnDeviceRecognition: false)])

    recognitionTask.continuation.yield(result("Hello"))
    await store.receive(\.speech.success, "Hello") {
      $0.transcribedText = "Hello"
    }

    recognitionTask.continuation.yield(result("Hello world"))
    await store.receive(\.speech.success, "Hello world") {
      $0.transcribedText = "Hello world"
    }

    await store.send(.recordButtonTapped) {
      $0.isRecording = false
    }
    await recording.finish()
    #expect(!recording.isCancelled)
    await store.finish()
  }

  @Test func deniedAuthorizationShowsAnAlert() async {
    let store = makeStore(authorization: .denied)

    await store.send(.recordButtonTapped) {
      $0.isRecording = true
    }
    await store.receive(\.speechRecognizerAuthorizationStatusResponse, .denied) {
      $0.isRecording = false
      $0.alert =
        "You denied access to speech recognition. This app needs access to transcribe your speech."
    }
    await store.finish()
    #expect(requests.value == [])
  }

  @Test func restrictedAuthorizationShowsAnAlert() async {
    let store = makeStore(authorization: .restricted)

    await store.send(.recordButtonTapped) {
      $0.isRecording = true
    }
    await store.receive(\.speechRecognizerAuthorizationStatusResponse, .restricted) {
      $0.isRecording = false
      $0.alert = "Your device does not allow speech recognition."
    }
    await store.finish()
  }

  @Test func anAudioSessionFailureIsCaughtAndShowsAnAlert() async {
    let store = makeStore(authorization: .authorized)

    await store.send(.recordButtonTapped) {
      $0.isRecording = true
    }
    await store.receive(\.speechRecognizerAuthorizationStatusResponse, .authorized)
    recognitionTask.continuation.finish(throwing: SpeechClient.Error.couldntConfigureAudioSession)
    await store.receive(\.speech.failure) {
      $0.alert = "Problem with audio device. Please try again."
    }
    await store.finish()
  }

  @Test func anotherFailureIsCaughtAndShowsAnAlert() async {
    let store = makeStore(authorization: .authorized)

    await store.send(.recordButtonTapped) {
      $0.isRecording = true
    }
    await store.receive(\.speechRecognizerAuthorizationStatusResponse, .authorized)
    recognitionTask.continuation.finish(throwing: SpeechClient.Error.taskError)
    await store.receive(\.speech.failure) {
      $0.alert = "An error occurred while transcribing. Please try again."
    }
    await store.finish()
  }

  @Test func theUnimplementedClientReportsTheEndpointCalled() async {
    let store = Store(initialState: SpeechRecognition.State()) { SpeechRecognition() }

    await withKnownIssue {
      await store.send(.recordButtonTapped).finish()
    } matching: { issue in
      // A private type's name reads "(SpeechClient in _…)" in optimized builds.
      let text = issue.comments.first?.rawValue ?? ""
      return text.hasPrefix("Unimplemented: ") && text.contains("SpeechClient")
        && text.contains(".requestAuthorization")
    }

    #expect(!store.isRecording)
    #expect(store.alert == "Try again.")
  }

  @available(*, deprecated, message: "exercises deprecated API on purpose")
  @Test func theLoremClientStreamsAWordEveryThirdOfASecond() async {
    let clock = TestClock()
    let store = TestStore(initialState: SpeechRecognition.State()) {
      SpeechRecognition()
    } withDependencies: {
      $0.speechClient = .lorem
      $0.continuousClock = clock
    }

    let recording = await store.send(.recordButtonTapped) {
      $0.isRecording = true
    }
    await store.receive(\.speechRecognizerAuthorizationStatusResponse, .authorized)

    await clock.advance(by: .seconds(1) / 3)
    await store.receive(\.speech.success, "Lorem ") {
      $0.transcribedText = "Lorem "
    }

    await clock.advance(by: .seconds(1) / 3)
    await store.receive(\.speech.success, "Lorem ipsum ") {
      $0.transcribedText = "Lorem ipsum "
    }

    // Stopping lets the word being said arrive, and then ends the stream.
    await store.send(.recordButtonTapped) {
      $0.isRecording = false
    }
    await clock.advance(by: .seconds(1) / 3)
    await store.receive(\.speech.success, "Lorem ipsum dolor ") {
      $0.transcribedText = "Lorem ipsum dolor "
    }
    await recording.finish()
    #expect(!recording.isCancelled)
    await store.finish()
  }
}

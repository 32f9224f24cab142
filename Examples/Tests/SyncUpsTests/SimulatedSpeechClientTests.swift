import ComposableEffects
import ComposableEffectsTestSupport
import SyncUps
import Testing

@Suite struct SimulatedSpeechClientTests {
  @Test func itIsAuthorizedWithoutAsking() async {
    let client = SpeechClient.simulated

    #expect(client.authorizationStatus() == .authorized)
    #expect(await client.requestAuthorization() == .authorized)
  }

  @Test func itTranscribesTheScriptAWordAtATime() async throws {
    let stream = await withDependencies {
      $0.continuousClock = ImmediateClock()
    } operation: {
      await SpeechClient.simulated.startTask(RecognitionRequest())
    }

    var transcripts: [String] = []
    for try await result in stream {
      #expect(!result.isFinal)
      transcripts.append(result.bestTranscription.formattedString)
      if transcripts.count == 3 { break }
    }
    #expect(transcripts == ["Yesterday", "Yesterday I", "Yesterday I finished"])
  }
}

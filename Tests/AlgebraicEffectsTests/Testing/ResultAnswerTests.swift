import AlgebraicEffects
import ComposableEffectsTestSupport
import Testing

/// A test may answer an effect with a `Result`, as Swift Effect's tests do.
@Suite struct ResultAnswerTests {
  @Test func aSuccessIsWhatTheEffectReturns() async throws {
    let text = try await withTestHandler {
      try Files.read("notes.txt")
    } test: { effect in
      try await effect.expect(Files.Read.self, result: .success("hello"))
    }
    #expect(text == "hello")
  }

  @Test func aFailureIsWhatTheEffectThrows() async {
    await #expect(throws: HTTP.NotFound()) {
      try await withTestHandler {
        _ = try await HTTP.data(for: "https://example.com")
      } test: { effect in
        try await effect.expect(\.HTTP.data, result: .failure(HTTP.NotFound()))
      }
    }
  }
}

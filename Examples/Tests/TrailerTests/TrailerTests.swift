import ComposableEffects
import ComposableEffectsTestSupport
import Testing
import Trailer

/// Seed 003, "Trailer.swift": the trailer is one nested loop of taps and pauses, and stops
/// when the trailer goes away.
@MainActor
@Suite struct TrailerTests {
  let clock = TestClock()

  @Test func theTrailerSpellsAndSubmitsEachWord() async {
    let store = TestStore(initialState: Trailer.State(words: ["HI", "YO"])) {
      Trailer()
    } withDependencies: {
      $0.continuousClock = clock
    }

    await store.send(.task)
    await clock.advance(by: .seconds(1))
    await store.receive(.cubeFaceTapped("H")) {
      $0.selectedLetters = "H"
    }
    await clock.advance(by: .milliseconds(300))
    await store.receive(.cubeFaceTapped("I")) {
      $0.selectedLetters = "HI"
    }
    await clock.advance(by: .milliseconds(300))
    await store.receive(.submitButtonTapped) {
      $0.selectedLetters = ""
      $0.submittedWords = ["HI"]
      $0.score = 10
    }

    await clock.advance(by: .seconds(1))
    await store.receive(.cubeFaceTapped("Y")) {
      $0.selectedLetters = "Y"
    }
    await clock.advance(by: .milliseconds(300))
    await store.receive(.cubeFaceTapped("O")) {
      $0.selectedLetters = "YO"
    }
    await clock.advance(by: .milliseconds(300))
    await store.receive(.submitButtonTapped) {
      $0.selectedLetters = ""
      $0.submittedWords = ["HI", "YO"]
      $0.score = 20
    }

    await clock.advance(by: .seconds(1))
    await store.finish()
  }

  @Test func lettersComeAPauseApart() async {
    let store = TestStore(initialState: Trailer.State(words: ["HI"])) {
      Trailer()
    } withDependencies: {
      $0.continuousClock = clock
    }

    let trailer = await store.send(.task)
    await clock.advance(by: .milliseconds(999))
    #expect(store.state.selectedLetters == "")
    await clock.advance(by: .milliseconds(1))
    await store.receive(.cubeFaceTapped("H")) {
      $0.selectedLetters = "H"
    }
    await clock.advance(by: .milliseconds(299))
    #expect(store.state.selectedLetters == "H")
    await clock.advance(by: .milliseconds(1))
    await store.receive(.cubeFaceTapped("I")) {
      $0.selectedLetters = "HI"
    }

    await trailer.cancel()
  }

  @Test func disappearingMidWordStopsTheTrailer() async {
    let store = TestStore(initialState: Trailer.State(words: ["HELLO", "TO"])) {
      Trailer()
    } withDependencies: {
      $0.continuousClock = clock
    }

    await store.send(.task)
    await clock.advance(by: .seconds(1))
    await store.receive(.cubeFaceTapped("H")) {
      $0.selectedLetters = "H"
    }
    await clock.advance(by: .milliseconds(300))
    await store.receive(.cubeFaceTapped("E")) {
      $0.selectedLetters = "HE"
    }

    await store.send(.onDisappear)
    await clock.advance(by: .seconds(10))
    await store.finish()
  }

  @Test func cancellingTheTaskMidWordStopsTheTrailer() async {
    let store = TestStore(initialState: Trailer.State(words: ["HELLO", "TO"])) {
      Trailer()
    } withDependencies: {
      $0.continuousClock = clock
    }

    let trailer = await store.send(.task)
    await clock.advance(by: .seconds(1))
    await store.receive(.cubeFaceTapped("H")) {
      $0.selectedLetters = "H"
    }

    await trailer.cancel()
    #expect(trailer.isCancelled)
    await clock.advance(by: .seconds(10))
    await store.finish()
  }

  @Test func eachWordScoresItsLetterValuesTimesItsLength() async {
    let store = TestStore(initialState: Trailer.State(score: 62, selectedLetters: "ISOWORDS")) {
      Trailer()
    }

    await store.send(.submitButtonTapped) {
      $0.selectedLetters = ""
      $0.submittedWords = ["ISOWORDS"]
      $0.score = 158
    }
  }

  @Test func submittingNothingScoresNothing() async {
    let store = TestStore(initialState: Trailer.State()) {
      Trailer()
    }

    await store.send(.submitButtonTapped)
  }
}

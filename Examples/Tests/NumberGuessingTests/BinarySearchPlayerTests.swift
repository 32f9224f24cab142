import ComposableEffects
import ComposableEffectsTestSupport
import Echo
import NumberGuessing
import Testing

/// The player handlers, installed inside the program under test: they answer every
/// `Console.readLine` themselves, so the test sees only what is printed (the player's
/// guesses among it), and still draws the secret just in time.
@Suite struct BinarySearchPlayerTests {
  @Test func thePlayerHalvesTheCandidatesWithEachHint() async throws {
    try await withTestHandler {
      with {
        binarySearchPlayer(in: 1...100)
      } perform: {
        playNumberGuessing(range: 1...100, maxGuesses: 7)
      }
    } test: { effect in
      try await effect.expect(\.RandomNumber.next) { _ in 70 }
      try await effect.expect(\.Console.print) {
        #expect($0 == "I'm thinking of a number between 1 and 100. You have 7 guesses.")
      }
      for (guess, hint) in [(50, "Too low"), (75, "Too high"), (62, "Too low"), (68, "Too low"), (71, "Too high"), (69, "Too low")] {
        try await effect.expect(\.Console.print) { #expect($0 == "> \(guess)") }
        try await effect.expect(\.Console.print) { #expect($0 == hint) }
      }
      try await effect.expect(\.Console.print) { #expect($0 == "> 70") }
      try await effect.expect(\.Console.print) { #expect($0 == "Correct! You got it in 7 guesses") }
    }
  }

  @Test func thePlayerFindsAnEndOfTheRangeToo() async throws {
    try await withTestHandler {
      with {
        binarySearchPlayer(in: 1...3)
      } perform: {
        playNumberGuessing(range: 1...3, maxGuesses: 2)
      }
    } test: { effect in
      try await effect.expect(\.RandomNumber.next) { _ in 3 }
      try await effect.expect(\.Console.print) { _ in }
      try await effect.expect(\.Console.print) { #expect($0 == "> 2") }
      try await effect.expect(\.Console.print) { #expect($0 == "Too low") }
      try await effect.expect(\.Console.print) { #expect($0 == "> 3") }
      try await effect.expect(\.Console.print) { #expect($0 == "Correct! You got it in 2 guesses") }
    }
  }

  @Test func contradictoryHintsMakeThePlayerEndTheInput() async throws {
    // A game that cheats: the secret is outside the range it announces.
    try await withTestHandler {
      with {
        binarySearchPlayer(in: 1...2)
      } perform: {
        playNumberGuessing(range: 1...2, maxGuesses: 5)
      }
    } test: { effect in
      try await effect.expect(\.RandomNumber.next) { _ in 9 }
      try await effect.expect(\.Console.print) { _ in }
      try await effect.expect(\.Console.print) { #expect($0 == "> 1") }
      try await effect.expect(\.Console.print) { #expect($0 == "Too low") }
      try await effect.expect(\.Console.print) { #expect($0 == "> 2") }
      try await effect.expect(\.Console.print) { #expect($0 == "Too low") }
      try await effect.expect(\.Console.print) { #expect($0 == "The number was 9.") }
      try await effect.expect(\.Console.print) { #expect($0 == "Good bye") }
    }
  }

  @Test func theSameSeedDrawsTheSameNumbers() {
    func draw(seed: UInt64) -> [Int] {
      with {
        seededRandomNumbers(seed: seed)
      } perform: {
        (1...5).map { _ in RandomNumber.next(in: 1...1_000_000) }
      }
    }
    #expect(draw(seed: 2024) == draw(seed: 2024))
    #expect(draw(seed: 2024) != draw(seed: 2025))
  }
}

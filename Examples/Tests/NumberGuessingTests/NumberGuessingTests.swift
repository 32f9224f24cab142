import ComposableEffects
import ComposableEffectsTestSupport
import Echo
import NumberGuessing
import Testing

/// The game, played step by step: the test draws the secret and types each guess just in
/// time, and checks every line the game prints.
@Suite struct NumberGuessingTests {
  @Test func hintsLeadToTheSecret() async throws {
    try await withTestHandler {
      playNumberGuessing(range: 1...100, maxGuesses: 7)
    } test: { effect in
      try await effect.expect(\.RandomNumber.next) { range in
        #expect(range == 1...100)
        return 42
      }
      try await effect.expect(\.Console.print) {
        #expect($0 == "I'm thinking of a number between 1 and 100. You have 7 guesses.")
      }
      try await effect.expect(\.Console.readLine, return: "50")
      try await effect.expect(\.Console.print) { #expect($0 == "Too high") }
      try await effect.expect(\.Console.readLine, return: "25")
      try await effect.expect(\.Console.print) { #expect($0 == "Too low") }
      try await effect.expect(\.Console.readLine, return: "42")
      try await effect.expect(\.Console.print) { #expect($0 == "Correct! You got it in 3 guesses") }
    }
  }

  @Test func aFirstGuessThatIsRightWinsInOneGuess() async throws {
    try await withTestHandler {
      playNumberGuessing(range: 1...10, maxGuesses: 3)
    } test: { effect in
      try await effect.expect(\.RandomNumber.next) { _ in 7 }
      try await effect.expect(\.Console.print) {
        #expect($0 == "I'm thinking of a number between 1 and 10. You have 3 guesses.")
      }
      try await effect.expect(\.Console.readLine, return: " 7 ")
      try await effect.expect(\.Console.print) { #expect($0 == "Correct! You got it in 1 guess") }
    }
  }

  @Test func aLineThatIsNotANumberAsksForOneAndDoesNotCount() async throws {
    try await withTestHandler {
      playNumberGuessing(range: 1...100, maxGuesses: 1)
    } test: { effect in
      try await effect.expect(\.RandomNumber.next) { _ in 42 }
      try await effect.expect(\.Console.print) {
        #expect($0 == "I'm thinking of a number between 1 and 100. You have 1 guesses.")
      }
      try await effect.expect(\.Console.readLine, return: "forty-two")
      try await effect.expect(\.Console.print) { #expect($0 == "Please enter a number") }
      try await effect.expect(\.Console.readLine, return: "")
      try await effect.expect(\.Console.print) { #expect($0 == "Please enter a number") }
      try await effect.expect(\.Console.readLine, return: "42")
      try await effect.expect(\.Console.print) { #expect($0 == "Correct! You got it in 1 guess") }
    }
  }

  @Test func aNumberOutsideTheRangeIsRefusedAndDoesNotCount() async throws {
    try await withTestHandler {
      playNumberGuessing(range: 1...100, maxGuesses: 1)
    } test: { effect in
      try await effect.expect(\.RandomNumber.next) { _ in 42 }
      try await effect.expect(\.Console.print) { _ in }
      try await effect.expect(\.Console.readLine, return: "500")
      try await effect.expect(\.Console.print) {
        #expect($0 == "Please enter a number between 1 and 100")
      }
      try await effect.expect(\.Console.readLine, return: "42")
      try await effect.expect(\.Console.print) { #expect($0 == "Correct! You got it in 1 guess") }
    }
  }

  @Test func theEndOfInputRevealsTheSecretAndSaysGoodBye() async throws {
    try await withTestHandler {
      playNumberGuessing(range: 1...100, maxGuesses: 7)
    } test: { effect in
      try await effect.expect(\.RandomNumber.next) { _ in 42 }
      try await effect.expect(\.Console.print) { _ in }
      try await effect.expect(\.Console.readLine, return: "10")
      try await effect.expect(\.Console.print) { #expect($0 == "Too low") }
      try await effect.expect(\.Console.readLine, return: nil)
      try await effect.expect(\.Console.print) { #expect($0 == "The number was 42.") }
      try await effect.expect(\.Console.print) { #expect($0 == "Good bye") }
    }
  }

  @Test func runningOutOfGuessesRevealsTheSecret() async throws {
    try await withTestHandler {
      playNumberGuessing(range: 1...100, maxGuesses: 2)
    } test: { effect in
      try await effect.expect(\.RandomNumber.next) { _ in 42 }
      try await effect.expect(\.Console.print) {
        #expect($0 == "I'm thinking of a number between 1 and 100. You have 2 guesses.")
      }
      try await effect.expect(\.Console.readLine, return: "10")
      try await effect.expect(\.Console.print) { #expect($0 == "Too low") }
      try await effect.expect(\.Console.readLine, return: "90")
      try await effect.expect(\.Console.print) { #expect($0 == "Too high") }
      try await effect.expect(\.Console.print) { #expect($0 == "Out of guesses! The number was 42.") }
    }
  }
}

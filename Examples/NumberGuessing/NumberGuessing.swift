import ComposableEffects
import Echo

/// A guessing game over the console and randomness, written as a plain procedural program in
/// the style of seed 004's `echo()`: it performs `RandomNumber.next`, `Console.print` and
/// `Console.readLine`, and never knows who answers them.
///
/// The program draws a secret from `range`, prints the rules, then reads one guess a line:
///
/// - a guess below or above the secret gets `Too low` or `Too high`;
/// - the secret itself ends the game with `Correct! You got it in N guesses`;
/// - the `maxGuesses`-th wrong guess ends it with `Out of guesses! The number was S.`;
/// - a line that is not a number, or a number outside `range`, is answered with a hint and
///   does not count as a guess;
/// - the end of input (`nil`) reveals the secret and says `Good bye`.
///
/// ```swift
/// playNumberGuessing(range: 1...100, maxGuesses: 7)  // on the terminal
///
/// with {
///   binarySearchPlayer(in: 1...100)  // plays by itself
/// } perform: {
///   playNumberGuessing(range: 1...100, maxGuesses: 7)
/// }
/// ```
///
/// - Parameters:
///   - range: Where the secret is drawn from; guesses outside it are refused.
///   - maxGuesses: How many counted guesses the player has; at least one.
public func playNumberGuessing(range: ClosedRange<Int> = 1...100, maxGuesses: Int = 7) {
  precondition(maxGuesses > 0, "A game needs at least one guess.")
  let secret = RandomNumber.next(in: range)
  let bounds = "between \(range.lowerBound) and \(range.upperBound)"
  Console.print("I'm thinking of a number \(bounds). You have \(maxGuesses) guesses.")

  var guesses = 0
  while let line = Console.readLine() {
    let words = line.split(whereSeparator: \.isWhitespace)
    guard words.count == 1, let guess = Int(words[0]) else {
      Console.print("Please enter a number")
      continue
    }
    guard range.contains(guess) else {
      Console.print("Please enter a number \(bounds)")
      continue
    }
    guesses += 1
    if guess == secret {
      Console.print("Correct! You got it in \(guesses) \(guesses == 1 ? "guess" : "guesses")")
      return
    }
    Console.print(guess < secret ? "Too low" : "Too high")
    if guesses == maxGuesses {
      Console.print("Out of guesses! The number was \(secret).")
      return
    }
  }
  Console.print("The number was \(secret).")
  Console.print("Good bye")
}

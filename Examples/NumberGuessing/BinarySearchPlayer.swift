import ComposableEffects
import Echo

/// Handlers that play ``playNumberGuessing(range:maxGuesses:)`` by themselves, halving the
/// candidates with each hint: a player that needs at most ⌈log₂(n + 1)⌉ guesses for `n`
/// numbers, seven for 1...100.
///
/// Two handlers cooperate, and neither the game nor the console knows they are there:
///
/// - `Console.ReadLine` answers the game's request for a guess with the middle of the
///   candidates left, after printing it (`> 50`) with `Console.print`, which goes to the next
///   handler outward like any other line;
/// - `Console.Print` reads the game's hints on their way out (`Too low`, `Too high`) to narrow
///   the candidates, then forwards each line unchanged.
///
/// ```swift
/// with {
///   binarySearchPlayer(in: 1...100)
/// } perform: {
///   playNumberGuessing(range: 1...100, maxGuesses: 7)
/// }
/// // I'm thinking of a number between 1 and 100. You have 7 guesses.
/// // > 50
/// // Too low
/// // > 75
/// // …
/// ```
///
/// When the hints contradict each other no candidate is left, and the player ends the input.
@EffectHandlersBuilder
public func binarySearchPlayer(in range: ClosedRange<Int>) -> EffectHandlers {
  let search = LockIsolated(BinarySearch(range))
  Console.ReadLine {
    guard let guess = search.withValue({ $0.nextGuess() }) else { return nil }
    Console.print("> \(guess)")
    return String(guess)
  }
  Console.Print { line in
    search.withValue { $0.learn(from: line) }
    Console.print(line)
  }
}

/// The player's reasoning, free of effects: the candidates left, and the last guess made.
struct BinarySearch: Equatable {
  private(set) var candidates: ClosedRange<Int>?
  private(set) var lastGuess: Int?

  init(_ range: ClosedRange<Int>) {
    candidates = range
  }

  /// The middle of the candidates left, or `nil` when there is none.
  mutating func nextGuess() -> Int? {
    guard let candidates else { return nil }
    let guess = candidates.lowerBound + (candidates.upperBound - candidates.lowerBound) / 2
    lastGuess = guess
    return guess
  }

  /// Narrows the candidates when `line` is a hint about the last guess.
  mutating func learn(from line: String) {
    guard let guess = lastGuess, let candidates else { return }
    switch line {
    case "Too low":
      self.candidates = guess < candidates.upperBound ? (guess + 1)...candidates.upperBound : nil
    case "Too high":
      self.candidates = guess > candidates.lowerBound ? candidates.lowerBound...(guess - 1) : nil
    default:
      return
    }
    lastGuess = nil
  }
}

import ArgumentParser
import ComposableEffects
import Echo
import Foundation
import NumberGuessing
import Rainbow

/// `examples number-guessing`: seed 004's guessing game over the `Console` and `RandomNumber`
/// effects. On a terminal you play; when standard input is not a terminal, or with `--auto`,
/// a binary-search player composed over the live console plays instead.
struct NumberGuessingCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "number-guessing",
    abstract: "Guess the number over Console effects; a binary-search handler plays when stdin is not a terminal."
  )

  @OptionGroup var options: SpeedOptions

  @Option(help: "Where the secret is drawn from, as LOWER...UPPER.")
  var range: String = "1...100"

  @Option(help: "How many guesses you have.")
  var guesses: Int = 7

  @Option(help: "Seed the RandomNumber handler, to replay the same game.")
  var seed: UInt64?

  @Flag(help: "Let the binary-search player play, even on a terminal.")
  var auto = false

  func validate() throws {
    guard let bounds = Self.parse(range) else {
      throw ValidationError("--range must look like 1...100, with the lower bound first.")
    }
    guard bounds.count > 1 else { throw ValidationError("--range needs at least two numbers.") }
    guard guesses > 0 else { throw ValidationError("--guesses must be at least 1.") }
  }

  func run() throws {
    let range = Self.parse(range)!
    let autoplay = auto || isatty(FileHandle.standardInput.fileDescriptor) == 0
    heading("Number guessing: the game performs RandomNumber.next, Console.readLine and Console.print")
    if autoplay {
      note("standard input is not a terminal or --auto is set: the binary-search player answers Console.readLine")
    }
    if let seed {
      note("RandomNumber.next is answered by a generator seeded with \(seed)")
    }
    // The handlers nest as in seed 004's main/module: the innermost `with` handles first, and
    // each handler forwards what it does not discharge to the next one outward, finally the
    // live console.
    with {
      if let seed {
        seededRandomNumbers(seed: seed)
      }
      colouring()
    } perform: {
      with {
        if autoplay {
          binarySearchPlayer(in: range)
        } else {
          prompting()
        }
      } perform: {
        with {
          if autoplay {
            pacing(speed: options.speed)
          }
        } perform: {
          playNumberGuessing(range: range, maxGuesses: guesses)
        }
      }
    }
  }

  /// `1...100` (or `1..100`, `1-100`) as a range; `nil` when it is not one.
  static func parse(_ text: String) -> ClosedRange<Int>? {
    for separator in ["...", "..", "-"] {
      let parts = text.components(separatedBy: separator)
      if parts.count == 2, let lower = Int(parts[0]), let upper = Int(parts[1]), lower <= upper {
        return lower...upper
      }
    }
    return nil
  }
}

/// A `Print` handler that colours the game's lines before the live console prints them.
private func colouring() -> Console.Print {
  Console.Print { line in
    switch line {
    case _ where line.hasPrefix("> "): Console.print(line.cyan)
    case _ where line.hasPrefix("Correct!"): Console.print(line.green.bold)
    case "Too low", "Too high": Console.print(line.yellow)
    case _ where line.hasPrefix("Out of guesses") || line.hasPrefix("Please"): Console.print(line.red)
    default: Console.print(line)
    }
  }
}

/// A `ReadLine` handler that shows a prompt, then reads from the next handler outward.
private func prompting() -> Console.ReadLine {
  Console.ReadLine {
    FileHandle.standardOutput.write(Data("> ".cyan.utf8))
    return Console.readLine()
  }
}

/// A `ReadLine` handler that pauses before each guess the player makes, so a game can be
/// watched: 0.8 seconds at speed 1.
private func pacing(speed: Double) -> Console.ReadLine {
  Console.ReadLine {
    Thread.sleep(forTimeInterval: 0.8 / speed)
    return Console.readLine()
  }
}

import ArgumentParser
import ComposableEffects
import Observation
import RandomNumbers
import Rainbow

/// `examples random-numbers`: seed 004's stream of random numbers, an effect returning an
/// async sequence, listened to by the seed's view model and by a store.
struct RandomNumbersCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "random-numbers",
    abstract: "A stream of random numbers as an effect, in seed 004's view model and in a store."
  )

  /// Who listens to the numbers.
  enum Variant: String, CaseIterable, ExpressibleByArgument {
    case viewModel = "view-model"
    case store
    case both
  }

  @OptionGroup var options: SpeedOptions

  @Option(help: "How many numbers to take before the stream ends (one a second at speed 1).")
  var count: Int = 8

  @Option(help: "Who listens: view-model, store or both.")
  var variant: Variant = .both

  @Flag(help: "Fail the stream after --count numbers instead of ending it.")
  var fail = false

  func validate() throws {
    guard count >= 0 else { throw ValidationError("--count cannot be negative.") }
  }

  @MainActor
  func run() async throws {
    if variant != .store {
      heading("Seed 004's RandomNumberViewModel listening to Random.numbers(in: 0...100)")
      await runViewModel()
    }
    if variant == .both {
      print()
    }
    if variant != .viewModel {
      heading("RandomNumbersFeature: the same stream in a store's effect")
      await runStore()
    }
  }

  @MainActor
  private func runViewModel() async {
    let viewModel = RandomNumberViewModel()
    let printer = MessagePrinter(viewModel)
    printer.observe()
    await withDependencies {
      $0.continuousClock = SpeedClock(speed: options.speed)
    } operation: {
      await with {
        limiting(to: count, failing: fail)
      } perform: {
        await viewModel.getRandomNumbers()
      }
    }
    printer.printChange()
  }

  @MainActor
  private func runStore() async {
    let store = liveStore(
      initialState: RandomNumbersFeature.State(),
      reducer: RandomNumbersFeature(),
      speed: options.speed
    )
    // The store's effects inherit the handlers installed around `send`.
    let task = with {
      limiting(to: count, failing: fail)
    } perform: {
      store.send(.task)
    }
    await task.finish()
  }
}

/// Why the stream failed when `--fail` is set.
private struct StreamFailed: Error {}

/// A `Random.Numbers` handler that forwards to the next handler outward (the effect's default,
/// a number a second) and ends the stream at the tick after the `count`-th number, or fails
/// it there when `failing`.
private func limiting(to count: Int, failing: Bool) -> Random.Numbers {
  Random.Numbers { range in
    // One task iterates the sequence, and nothing else touches it.
    let upstream = UncheckedSendable(Random.numbers(in: range))
    return AsyncThrowingStream<Int, any Error> { continuation in
      let forwarding = Task {
        do {
          var taken = 0
          for try await number in upstream.value {
            guard taken < count else { break }
            continuation.yield(number)
            taken += 1
          }
          if failing {
            note("the stream fails after \(count) numbers")
            throw StreamFailed()
          }
          note("the stream ends after \(count) numbers")
          continuation.finish()
        } catch {
          continuation.finish(throwing: error)
        }
      }
      continuation.onTermination = { _ in forwarding.cancel() }
    }
  }
}

/// Prints each change of the view model's message, as the store's printer prints state
/// changes: observed with `withObservationTracking`, as a view would be.
@MainActor
private final class MessagePrinter {
  private let viewModel: RandomNumberViewModel
  private var printed = ""

  init(_ viewModel: RandomNumberViewModel) {
    self.viewModel = viewModel
  }

  /// Prints the next change, and keeps observing.
  func observe() {
    withObservationTracking {
      _ = viewModel.message
    } onChange: {
      // Called as the message is about to change: read it once it has.
      Task { @MainActor [weak self] in
        self?.printChange()
        self?.observe()
      }
    }
  }

  /// Prints the message if it changed since it was last printed.
  func printChange() {
    let message = viewModel.message
    guard message != printed else { return }
    print("▸ RandomNumberViewModel.message".cyan.bold)
    print("- \(String(reflecting: printed))".red)
    print("+ \(String(reflecting: message))".green)
    printed = message
  }
}

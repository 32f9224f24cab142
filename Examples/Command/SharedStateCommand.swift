import ArgumentParser
import ComposableEffects
import Foundation
import SharedState

/// `examples shared-state`: TCA's shared-state case study with file storage. Two stores (the
/// counter tab and the profile tab, as two screens would be) share stats kept in a file: the
/// counter counts, the profile sees each change at once, and a second run starts from what the
/// first saved.
struct SharedStateCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "shared-state",
    abstract: "Two tabs sharing stats through a file that outlives the run (@Shared, .fileStorage)."
  )

  @OptionGroup var options: SpeedOptions

  @Option(help: "The directory of the stats file (default: a temporary one).")
  var directory: String?

  @Flag(help: "Reset the stats from the profile tab at the end.")
  var reset = false

  @MainActor
  func run() async throws {
    if let directory {
      SharedStateFileStorage.directory = URL(fileURLWithPath: directory)
    }
    heading("Shared state: two tabs, one stats file at \(SharedStateFileStorage.statsURL.path)")
    let counter = liveStore(
      initialState: SharedStateFileStorage.CounterTab.State(),
      reducer: SharedStateFileStorage.CounterTab(),
      speed: options.speed
    )
    let profile = liveStore(
      initialState: SharedStateFileStorage.ProfileTab.State(),
      reducer: SharedStateFileStorage.ProfileTab(),
      speed: options.speed
    )
    note("the profile tab starts from the file: \(describe(profile.stats))")
    let user = SpeedClock(speed: options.speed)
    for action in [
      SharedStateFileStorage.CounterTab.Action.incrementButtonTapped, .incrementButtonTapped,
      .incrementButtonTapped, .decrementButtonTapped,
    ] {
      counter.send(action)
      note("the profile tab sees \(describe(profile.stats))")
      try? await user.sleep(for: .milliseconds(300))
    }
    counter.send(.isPrimeButtonTapped)
    if reset {
      profile.send(.resetStatsButtonTapped)
      note("the counter tab sees \(describe(counter.stats))")
    }
    note("run again to start from these stats; they are written when the process exits")
  }

  private func describe(_ stats: Stats) -> String {
    "count \(stats.count), max \(stats.maxCount), min \(stats.minCount), \(stats.numberOfCounts) changes"
  }
}

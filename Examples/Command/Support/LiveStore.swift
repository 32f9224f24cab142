import ArgumentParser
import ComposableEffects

/// The `--speed` option of every store-driven subcommand.
struct SpeedOptions: ParsableArguments {
  @Option(help: "How many times faster than real time to run: 4 is quicker, 0.5 slower.")
  var speed: Double = 1

  func validate() throws {
    guard speed > 0 else { throw ValidationError("--speed must be positive.") }
  }
}

/// A store for a subcommand: the feature's reducer printing every action and state change to
/// the terminal, its clocks running at `speed`, and any other live dependency `prepare` sets.
@MainActor
func liveStore<R: Reducer>(
  initialState: R.State,
  reducer: R,
  speed: Double,
  withDependencies prepare: @escaping (inout DependencyValues) -> Void = { _ in }
) -> Store<R.State, R.Action> {
  Store(initialState: initialState) {
    reducer._printChanges(.terminal)
  } withDependencies: {
    $0.continuousClock = SpeedClock(speed: speed)
    prepare(&$0)
  }
}

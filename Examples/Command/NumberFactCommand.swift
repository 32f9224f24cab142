import ArgumentParser
import ComposableEffects
import NumberFact

/// `examples number-fact`: seeds 001 and 002, "Adopting Swift concurrency": a counter whose
/// effects capture the state they need explicitly, and a `Sendable` fact client worked out
/// offline with a request's latency.
struct NumberFactCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "number-fact",
    abstract: "A counter whose effects capture state explicitly: delayed counts and number facts."
  )

  @OptionGroup var options: SpeedOptions

  @Flag(help: "Run the variant that performs the NumberFacts effect instead of the client.")
  var effects = false

  @MainActor
  func run() async throws {
    if effects {
      heading("Number fact, performing the NumberFacts effect (its default calls the client)")
      await play(
        liveStore(
          initialState: NumberFactWithEffects.State(),
          reducer: NumberFactWithEffects(),
          speed: options.speed
        )
      )
    } else {
      heading("Number fact with the arithmetic fact client")
      await play(
        liveStore(initialState: NumberFact.State(), reducer: NumberFact(), speed: options.speed)
      )
    }
  }

  /// A scripted session: count up, ask for a fact, tap each delayed button and change the
  /// count before it answers, then ask for a fact about the new count.
  @MainActor
  private func play(_ store: Store<NumberFact.State, NumberFact.Action>) async {
    let user = SpeedClock(speed: options.speed)

    for _ in 1...4 {
      store.send(.incrementButtonTapped)
      await pause(user)
    }

    await store.send(.factButtonTapped).finish()
    await pause(user)

    let delayedCount = store.send(.delayedCountButtonTapped)
    note("tapped “delayed” at count \(store.count); its effect captured the count")
    await pause(user, for: .milliseconds(300))
    store.send(.decrementButtonTapped)
    await delayedCount.finish()
    note(
      "the delayed effect reported \(store.delayedCount.map(String.init) ?? "nothing"), "
        + "the count when it was tapped, while the count is now \(store.count)"
    )
    await pause(user)

    await store.send(.factButtonTapped).finish()
    await pause(user)

    let delayedState = store.send(.delayedStateButtonTapped)
    note("tapped “delayed (whole state)” at count \(store.count); its effect captured the state")
    await pause(user, for: .milliseconds(300))
    store.send(.incrementButtonTapped)
    await delayedState.finish()
    note(
      "the delayed effect reported \(store.delayedCount.map(String.init) ?? "nothing"), "
        + "from its copy of the state, while the count is now \(store.count)"
    )
  }

  /// The user's thinking time between two taps.
  private func pause(_ user: SpeedClock, for duration: Duration = .milliseconds(700)) async {
    try? await user.sleep(for: duration)
  }
}

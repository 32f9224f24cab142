import ComposableEffects

/// Running a `.run` effect: from the main actor to the global executor, back to the main actor
/// to send an action, and finished.
enum EffectBenchmarks {
  static let all: [Benchmark] = [
    // The baseline: a bare task, created from the main actor but running off it, that calls a
    // main-actor function once and finishes; the main actor awaits it.
    .mainActor("baseline.task.mainactor-hop") { iterations in
      for _ in 0..<iterations {
        await MainActorHop.task().value
      }
      blackHole(MainActorHop.arrivals)
    },
    // `.start` returns `.run { send in await send(.done) }`; the main actor awaits the effect.
    .mainActor(
      "effect.run.roundtrip",
      targets: [.atMost(1.5, times: "baseline.task.mainactor-hop")]
    ) { iterations in
      let store = Store(initialState: RoundTrip.State()) { RoundTrip() }
      for _ in 0..<iterations {
        await store.send(.start).finish()
      }
      blackHole(store.count)
    },
  ]
}

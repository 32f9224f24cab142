import Benchmark
import ComposableEffects

/// Running a `.run` effect: from the main actor to the global executor, back to the main actor
/// to send an action, and finished.
enum EffectBenchmarks {
  static func register() {
    // The baseline: a bare task, created from the main actor but running off it, that calls a
    // main-actor function once and finishes; the main actor awaits it.
    Benchmark.onMainActor("baseline.task.mainactor-hop") { benchmark in
      benchmark.startMeasurement()
      for _ in benchmark.scaledIterations {
        await MainActorHop.task().value
      }
      benchmark.stopMeasurement()
      blackHole(MainActorHop.arrivals)
    }
    // `.start` returns `.run { send in await send(.done) }`; the main actor awaits the effect.
    Benchmark.onMainActor("effect.run.roundtrip") { benchmark in
      let store = Store(initialState: RoundTrip.State()) { RoundTrip() }
      benchmark.startMeasurement()
      for _ in benchmark.scaledIterations {
        await store.send(.start).finish()
      }
      benchmark.stopMeasurement()
      blackHole(store.count)
    }
  }
}

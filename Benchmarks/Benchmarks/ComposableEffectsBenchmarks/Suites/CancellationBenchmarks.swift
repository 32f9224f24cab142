import Benchmark
import ComposableEffects
import InFlightEffects

/// Starting a cancellable effect and cancelling it, while other cancellable effects are in
/// flight in the same store.
///
/// The fixture, a store whose background effects (each under its own identifier) have started
/// and are suspended, is set up once before the benchmark's first run and torn down, every
/// effect cancelled and ended, after its last. Each iteration sends `.startMeasured`, whose
/// effect is `.run { _ in try await Task.never() }.cancellable(id: .measured)`, and then
/// `.cancelMeasured`, which returns `.cancel(id: .measured)`. A run's measurement ends once the
/// effects it started have ended, so the work of their tasks (on the global executor, alongside
/// the main actor) is inside its time.
enum CancellationBenchmarks {
  static func register() {
    pair(inFlight: 10, name: "cancel.pair.10-in-flight")
    pair(inFlight: 10_000, name: "cancel.pair.10k-in-flight")
  }

  private static func pair(inFlight count: Int, name: String) {
    let slot = FixtureSlot()
    Benchmark.onMainActor(
      name,
      setUp: { slot.fixture = await InFlightFixture.start(count: count) },
      tearDown: {
        await slot.fixture?.cancelBackground()
        slot.fixture = nil
      }
    ) { benchmark in
      guard let store = slot.fixture?.store else {
        preconditionFailure("\(name) ran before its set-up")
      }
      var tasks: [StoreTask] = []
      tasks.reserveCapacity(benchmark.scaledIterations.count)
      benchmark.startMeasurement()
      for _ in benchmark.scaledIterations {
        tasks.append(store.send(.startMeasured))
        store.send(.cancelMeasured)
      }
      await finishAll(tasks)
      benchmark.stopMeasurement()
    }
  }
}

/// Where a benchmark's fixture lives between its set-up and its tear-down.
@MainActor
private final class FixtureSlot {
  var fixture: InFlightFixture?

  nonisolated init() {}
}

/// Waits for `tasks` to finish, off the main actor: `StoreTask.finish()` runs on the global
/// executor, so awaiting many from there hops once in all rather than once each.
@concurrent
private func finishAll(_ tasks: [StoreTask]) async {
  for task in tasks {
    await task.finish()
  }
}

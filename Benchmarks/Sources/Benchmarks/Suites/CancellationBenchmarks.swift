import ComposableEffects

/// Starting a cancellable effect and cancelling it, while other cancellable effects are in
/// flight in the same store.
///
/// The fixture, a store whose background effects (each under its own identifier) have started
/// and are suspended, is set up once before the benchmark's first run and torn down, every
/// effect cancelled and ended, after its last sample. Each iteration sends `.startMeasured`,
/// whose effect is `.run { _ in try await Task.never() }.cancellable(id: .measured)`, and then
/// `.cancelMeasured`, which returns `.cancel(id: .measured)`. A run ends once the effects it
/// started have ended, so the work of their tasks (on the global executor, alongside the main
/// actor on a second core) is inside its time.
enum CancellationBenchmarks {
  static let all: [Benchmark] = [
    pair(inFlight: 10, name: "cancel.pair.10-in-flight"),
    pair(
      inFlight: 10_000,
      name: "cancel.pair.10k-in-flight",
      targets: [.atMost(2, times: "cancel.pair.10-in-flight")]
    ),
  ]

  private static func pair(inFlight: Int, name: String, targets: [Target] = []) -> Benchmark {
    .mainActor(
      name,
      targets: targets,
      setUp: { await InFlightFixture.start(count: inFlight) },
      tearDown: { await $0.cancelBackground() },
      startAndCancel
    )
  }

  @MainActor
  private static func startAndCancel(in fixture: InFlightFixture, iterations: Int) async {
    let store = fixture.store
    var tasks: [StoreTask] = []
    tasks.reserveCapacity(iterations)
    for _ in 0..<iterations {
      tasks.append(store.send(.startMeasured))
      store.send(.cancelMeasured)
    }
    await finishAll(tasks)
  }
}

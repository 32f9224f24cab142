@testable import ComposableEffects
import ComposableEffectsTestSupport
import Testing

// The limit bounds a regression that never ends a task; under Thread Sanitizer the loop takes
// many times longer than its two seconds in a debug build.

/// Load on the cancellation registry: many start/cancel pairs leave nothing behind.
@Suite(.timeLimit(.minutes(5))) struct CancellationRegistrySoakTests {
  @Test func aHundredThousandStartCancelPairsLeaveTheRegistryEmpty() async {
    let registry = CancellationRegistry()
    let ids = [AnyHashableSendable("timer"), AnyHashableSendable("search")]
    for index in 0..<100_000 {
      let id = ids[index % ids.count]
      // Registered before the task runs, as the store registers its effects.
      let task = registry.startTask(ids: [id]) { token in
        Task {
          defer { registry.finish(token) }
          try? await Task.never()
        }
      }
      registry.cancel(id: id)
      await task.value
    }
    #expect(registry.inFlightCount == 0)
    #expect(ids.allSatisfy { registry.count(for: $0) == 0 })
  }
}

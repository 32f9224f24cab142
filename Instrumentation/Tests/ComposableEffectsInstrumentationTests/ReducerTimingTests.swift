import ComposableEffects
import InMemoryTracing
import MetricsTestKit
import Testing
import Tracing

@testable import ComposableEffectsInstrumentation

@MainActor
struct ReducerTimingTests {
  let metrics = TestMetrics()
  let tracer = InMemoryTracer()
  let clock = TestClock<Duration>()

  /// A live store, its reducer instrumented with `timing`, or the modifier's default timing.
  func makeStore(timing: ReducerTiming? = nil, tracer: any Tracer = NoOpTracer()) -> StoreOf<InstrumentedFeature> {
    Store(initialState: InstrumentedFeature.State()) {
      let feature = InstrumentedFeature(clock: self.clock, tracer: self.tracer)
      if let timing {
        feature.instrumented(label: "feature", metrics: self.metrics, tracer: tracer, timing: timing)
      } else {
        feature.instrumented(label: "feature", metrics: self.metrics, tracer: tracer)
      }
    }
  }

  func timed(_ action: String) throws -> Int {
    try self.metrics.expectTimer(
      "composable_effects_reducer_duration_seconds", [("store", "feature"), ("action", action)]
    ).values.count
  }

  func counted(_ action: String) throws -> Int64 {
    try self.metrics.expectCounter(
      "composable_effects_actions_total", [("store", "feature"), ("action", action)]
    ).totalValue
  }

  @Test
  func aSampleTimesTheFirstActionOfACaseThenOneInItsInterval() {
    let meters = ActionMeters(store: "feature", action: "tick", factory: self.metrics)

    let timed = (0..<9).map { _ in meters.isTimed(oneIn: 4) }

    #expect(timed == [true, false, false, false, true, false, false, false, true])
  }

  @Test
  func byDefaultTheTimerRecordsOneActionInSixteenAndTheCounterEvery() throws {
    let store = self.makeStore()

    for value in 1...33 {
      store.send(.tick(value))
    }

    #expect(try self.counted("tick") == 33)
    #expect(try self.timed("tick") == 3)
  }

  @Test
  func eachCaseIsSampledOnItsOwn() throws {
    let store = self.makeStore(timing: .sampled(oneIn: 4))

    for value in 1...5 {
      store.send(.tick(value))
      store.send(.failed("\(value)"))
    }

    #expect(try self.timed("tick") == 2)
    #expect(try self.timed("failed") == 2)
  }

  @Test
  func everyActionTimesEveryAction() throws {
    let store = self.makeStore(timing: .everyAction)

    for value in 1...5 {
      store.send(.tick(value))
    }

    #expect(try self.timed("tick") == 5)
  }

  @Test
  func actionsLeftOutOfTheSampleAreStillTraced() {
    let store = self.makeStore(tracer: self.tracer)

    for value in 1...3 {
      store.send(.tick(value))
    }

    #expect(self.tracer.finishedSpans.map(\.operationName) == ["action tick", "action tick", "action tick"])
  }
}

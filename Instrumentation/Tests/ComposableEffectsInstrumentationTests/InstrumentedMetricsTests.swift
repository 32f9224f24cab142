import ComposableEffects
import ComposableEffectsInstrumentation
import ComposableEffectsTestSupport
import InMemoryLogging
import InMemoryTracing
import Logging
import MetricsTestKit
import Testing

@MainActor
struct InstrumentedMetricsTests {
  let metrics = TestMetrics()
  let tracer = InMemoryTracer()
  let clock = TestClock<Duration>()

  /// A test store whose reducer times every action, so that its timers' counts are exact.
  func makeStore() -> TestStoreOf<InstrumentedFeature> {
    TestStore(initialState: InstrumentedFeature.State()) {
      InstrumentedFeature(clock: self.clock, tracer: self.tracer)
        .instrumented(label: "feature", metrics: self.metrics, tracer: self.tracer, timing: .everyAction)
    }
  }

  /// Runs an effect of each ending through `store`.
  static func exercise(_ store: TestStoreOf<InstrumentedFeature>) async {
    await store.send(.startTapped)
    await store.receive(.tick(1)) { $0.ticks = [1] }
    await store.receive(.tick(2)) { $0.ticks = [1, 2] }
    await store.send(.longTapped)
    await store.send(.cancelTapped)
    await store.send(.failTapped)
    await store.receive(.failed("Failure")) { $0.failures = ["Failure"] }
    await store.finish()
  }

  @Test
  func countersCountActionsByCaseAndEffectsByHowTheyEnded() async {
    await Self.exercise(self.makeStore())

    #expect(
      Recorded.counters(self.metrics) == """
        composable_effects_actions_total{store=feature,action=cancelTapped} 1
        composable_effects_actions_total{store=feature,action=failTapped} 1
        composable_effects_actions_total{store=feature,action=failed} 1
        composable_effects_actions_total{store=feature,action=longTapped} 1
        composable_effects_actions_total{store=feature,action=startTapped} 1
        composable_effects_actions_total{store=feature,action=tick} 2
        composable_effects_effects_cancelled_total{store=feature,action=failTapped} 0
        composable_effects_effects_cancelled_total{store=feature,action=longTapped} 1
        composable_effects_effects_cancelled_total{store=feature,action=startTapped} 0
        composable_effects_effects_failed_total{store=feature,action=failTapped} 1
        composable_effects_effects_failed_total{store=feature,action=longTapped} 0
        composable_effects_effects_failed_total{store=feature,action=startTapped} 0
        composable_effects_effects_finished_total{store=feature,action=failTapped} 0
        composable_effects_effects_finished_total{store=feature,action=longTapped} 0
        composable_effects_effects_finished_total{store=feature,action=startTapped} 1
        composable_effects_effects_started_total{store=feature,action=failTapped} 1
        composable_effects_effects_started_total{store=feature,action=longTapped} 1
        composable_effects_effects_started_total{store=feature,action=startTapped} 1
        """
    )
  }

  @Test
  func timersRecordEachReducerRunAndEachEffectLifetime() async {
    await Self.exercise(self.makeStore())

    #expect(
      Recorded.timerCounts(self.metrics) == """
        composable_effects_effect_duration_seconds{store=feature,action=failTapped} 1
        composable_effects_effect_duration_seconds{store=feature,action=longTapped} 1
        composable_effects_effect_duration_seconds{store=feature,action=startTapped} 1
        composable_effects_reducer_duration_seconds{store=feature,action=cancelTapped} 1
        composable_effects_reducer_duration_seconds{store=feature,action=failTapped} 1
        composable_effects_reducer_duration_seconds{store=feature,action=failed} 1
        composable_effects_reducer_duration_seconds{store=feature,action=longTapped} 1
        composable_effects_reducer_duration_seconds{store=feature,action=startTapped} 1
        composable_effects_reducer_duration_seconds{store=feature,action=tick} 2
        """
    )
  }

  @Test
  func effectsInFlightRisesWhileAnEffectRunsAndFallsWhenItEnds() async throws {
    let store = self.makeStore()
    let inFlight = { try self.metrics.expectMeter("composable_effects_effects_in_flight", [("store", "feature")]) }

    await store.send(.longTapped)
    #expect(try inFlight().lastValue == 1)
    await store.send(.cancelTapped)
    await store.finish()
    #expect(try inFlight().values == [1, 0])
  }

  @Test
  func anUninstrumentedFeatureRecordsNothing() async {
    let store = TestStore(initialState: InstrumentedFeature.State()) {
      InstrumentedFeature(clock: self.clock, tracer: self.tracer)
    }
    await store.send(.failTapped)
    await store.receive(.failed("Failure")) { $0.failures = ["Failure"] }

    #expect(self.metrics.counters.isEmpty)
    #expect(self.tracer.finishedSpans.isEmpty)
  }
}

import ComposableEffects
import ComposableEffectsInstrumentation
import ComposableEffectsTestSupport
import InMemoryTracing
import MetricsTestKit
import Testing
import Tracing

@MainActor
struct InstrumentedTracingTests {
  let metrics = TestMetrics()
  let tracer = InMemoryTracer()
  let clock = TestClock<Duration>()

  func makeStore() -> TestStoreOf<InstrumentedFeature> {
    TestStore(initialState: InstrumentedFeature.State()) {
      InstrumentedFeature(clock: self.clock, tracer: self.tracer)
        .instrumented(label: "feature", metrics: self.metrics, tracer: self.tracer)
    }
  }

  @Test
  func effectSpansNestUnderTheirActionAndParentTheActionsTheySend() async {
    let store = self.makeStore()

    await InstrumentedMetricsTests.exercise(store)

    #expect(
      Recorded.spanTree(self.tracer) == """
        action startTapped
          effect startTapped [finished]
            client fetch
            action tick
            action tick
        action longTapped
          effect longTapped [cancelled]
        action cancelTapped
        action failTapped
          effect failTapped [failed] errors: Failure()
            action failed
        """
    )
  }

  @Test
  func anActionSentWithinASpanJoinsItsTrace() async {
    let store = self.makeStore()
    let request = self.tracer.startSpan("HTTP POST /todos")

    _ = await ServiceContext.withValue(request.context) {
      await store.send(.cancelTapped)
    }
    request.end()

    #expect(
      Recorded.spanTree(self.tracer) == """
        HTTP POST /todos
          action cancelTapped
        """
    )
  }

  @Test
  func anActionQueuedWhileAnotherIsProcessedIsTracedBesideItNotUnderIt() async {
    let store = self.makeStore()
    let request = self.tracer.startSpan("HTTP POST /todos")

    await ServiceContext.withValue(request.context) {
      await store.send(.relayTapped)
      await store.receive(.tick(0)) { $0.ticks = [0] }
    }
    request.end()

    #expect(
      Recorded.spanTree(self.tracer) == """
        HTTP POST /todos
          action relayTapped
          action tick
        """
    )
  }

  @Test
  func theFailedEffectsSpanHasErrorStatus() async {
    let store = self.makeStore()

    await store.send(.failTapped)
    await store.receive(.failed("Failure")) { $0.failures = ["Failure"] }

    let effect = self.tracer.finishedSpans.first { $0.operationName == "effect failTapped" }
    #expect(effect?.status?.code == .error)
  }
}

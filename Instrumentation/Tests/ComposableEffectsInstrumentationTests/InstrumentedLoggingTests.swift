import ComposableEffects
import ComposableEffectsInstrumentation
import ComposableEffectsTestSupport
import InMemoryLogging
import InMemoryTracing
import IssueReporting
import Logging
import MetricsTestKit
import Testing

@MainActor
struct InstrumentedLoggingTests {
  let metrics = TestMetrics()
  let tracer = InMemoryTracer()
  let clock = TestClock<Duration>()
  let logs = InMemoryLogHandler()

  /// A live store, as in production: with no test to fail, an uncaught error is a runtime
  /// warning, which the test's own reporters (none here) would otherwise turn into a failure.
  func makeStore() -> StoreOf<InstrumentedFeature> {
    let logs = self.logs
    return Store(initialState: InstrumentedFeature.State()) {
      InstrumentedFeature(clock: self.clock, tracer: self.tracer)
        .instrumented(
          label: "feature", metrics: self.metrics, tracer: self.tracer,
          logger: Logger(label: "test") { _ in logs }
        )
    }
  }

  @Test
  func anUncaughtEffectErrorIsLoggedWithTheActionAndTheEffect() async throws {
    let store = self.makeStore()

    await withIssueReporters([]) {
      await store.send(.failUncaughtTapped).finish()
    }

    let entry = try #require(self.logs.entries.only)
    #expect(entry.level == .error)
    #expect(entry.metadata["store"] == "feature")
    #expect(entry.metadata["action"] == "failUncaughtTapped")
    #expect(entry.metadata["error"] == "ComposableEffectsInstrumentationTests.InstrumentedFeature.Failure()")
    #expect(entry.metadata["effect"]?.description.hasPrefix("ComposableEffectsInstrumentationTests/InstrumentedFeature.swift:") == true)
  }

  @Test
  func anErrorTheCatchHandlesIsCountedButNotLogged() async throws {
    let store = self.makeStore()

    await withIssueReporters([]) {
      await store.send(.failTapped).finish()
    }

    #expect(self.logs.entries.isEmpty)
    #expect(try self.metrics.expectCounter("composable_effects_effects_failed_total", [("store", "feature"), ("action", "failTapped")]).totalValue == 1)
  }

  @Test
  func anUncaughtErrorStillFailsTheTestAndIsLogged() async {
    let logs = self.logs
    let store = TestStore(initialState: InstrumentedFeature.State()) {
      InstrumentedFeature(clock: self.clock, tracer: self.tracer)
        .instrumented(
          label: "feature", metrics: self.metrics, tracer: self.tracer,
          logger: Logger(label: "test") { _ in logs }
        )
    }

    await withKnownIssue {
      await store.send(.failUncaughtTapped)
      await store.finish()
    }
    #expect(self.logs.entries.map(\.level) == [.error])
  }
}

extension Collection {
  /// The one element, if there is exactly one.
  var only: Element? { self.count == 1 ? self.first : nil }
}

@_spi(Instrumentation) import ComposableEffects
import CoreMetrics
import IssueReporting
import Logging
import Metrics
import Tracing

/// Instruments the asynchronous operations of the effect one action returned: each, as its task
/// runs it, is counted and timed, traced in a span that is a child of the action's, and runs
/// with that span's context bound, so that a client it calls joins the trace and an action it
/// sends is traced under it.
struct EffectProbe: Sendable {
  let instruments: ReducerInstruments
  /// The case path of the action that returned the effect.
  let action: String
  /// The context of the action's span; `nil` when spans are not made.
  let parent: ServiceContext?

  /// `operation`, instrumented.
  func wrap(_ operation: @escaping @Sendable () async -> Void) -> @Sendable () async -> Void {
    { await self.run(operation) }
  }

  private func run(_ operation: @Sendable () async -> Void) async {
    let instruments = self.instruments
    let span =
      instruments.traces ? instruments.startSpan("effect \(self.action)", action: self.action, parent: self.parent) : nil
    let meters = instruments.effectMeters(for: self.action)
    meters.started.increment()
    instruments.effectsInFlight.increment()
    let start = ContinuousClock.now

    let failures = EffectFailures()
    let outerObserver = RunObservation.failureObserver
    let reporter = LoggingIssueReporter(
      logger: instruments.logger,
      metadata: [MetricLabels.store: "\(instruments.label)", MetricLabels.action: "\(self.action)"],
      failures: failures
    )
    await ServiceContext.withValue(span?.context ?? ServiceContext.current) {
      await RunObservation.$failureObserver.withValue(
        RunFailureObserver { error, isHandled in
          failures.record(error, isHandled: isHandled)
          outerObserver?.observe(error, isHandled)
        }
      ) {
        await withIssueReporters(IssueReporters.current + [reporter]) {
          await operation()
        }
      }
    }

    let failure = failures.first
    let outcome = EffectOutcome(failure: failure, isCancelled: Task.isCancelled)
    meters.record(outcome)
    meters.duration.record(duration: ContinuousClock.now - start)
    instruments.effectsInFlight.decrement()
    if let span {
      if let failure {
        span.recordError(failure)
        span.setStatus(SpanStatus(code: .error))
      }
      if span.isRecording {
        span.attributes[MetricLabels.outcome] = outcome.rawValue
      }
      span.end()
    }
  }
}

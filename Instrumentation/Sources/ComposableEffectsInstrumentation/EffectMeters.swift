import CoreMetrics

/// The metrics of the effects that actions of one case path return, made the first time such
/// an action returns an effect: a case that never does has no effect series.
final class EffectMeters: Sendable {
  let started: Counter
  let finished: Counter
  let cancelled: Counter
  let failed: Counter
  let duration: CoreMetrics.Timer

  init(store: String, action: String, factory: any MetricsFactory) {
    let dimensions = [(MetricLabels.store, store), (MetricLabels.action, action)]
    func counter(_ label: String) -> Counter {
      Counter(label: label, dimensions: dimensions, factory: factory)
    }
    self.started = counter(MetricLabels.effectsStarted)
    self.finished = counter(MetricLabels.effectsFinished)
    self.cancelled = counter(MetricLabels.effectsCancelled)
    self.failed = counter(MetricLabels.effectsFailed)
    self.duration = CoreMetrics.Timer(
      label: MetricLabels.effectDuration, dimensions: dimensions, preferredDisplayUnit: .seconds,
      factory: factory
    )
  }

  /// Records how an effect ended.
  func record(_ outcome: EffectOutcome) {
    switch outcome {
    case .finished: self.finished.increment()
    case .cancelled: self.cancelled.increment()
    case .failed: self.failed.increment()
    }
  }
}

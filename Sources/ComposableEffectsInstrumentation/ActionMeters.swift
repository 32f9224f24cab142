import CoreMetrics

/// The metrics of the actions of one case path of one instrumented reducer, made once, the first
/// time an action of that case arrives, and kept: making a metric asks the back end for a
/// handler.
final class ActionMeters: Sendable {
  /// The case path these metrics are labelled with.
  let name: String
  let actions: Counter
  let reducerDuration: CoreMetrics.Timer

  init(store: String, action: String, factory: any MetricsFactory) {
    let dimensions = [(MetricLabels.store, store), (MetricLabels.action, action)]
    self.name = action
    self.actions = Counter(label: MetricLabels.actions, dimensions: dimensions, factory: factory)
    self.reducerDuration = CoreMetrics.Timer(
      label: MetricLabels.reducerDuration, dimensions: dimensions, preferredDisplayUnit: .seconds,
      factory: factory
    )
  }
}

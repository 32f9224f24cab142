import CoreMetrics
import Prometheus

/// The server's metrics, and the Prometheus registry `/metrics` serves them from: the sessions'
/// stores (see `ComposableEffectsInstrumentation`) and the server's own.
///
/// ```swift
/// let metrics = ServerMetrics()
/// let server = try TodosServer(dataDirectory: URL(filePath: "data"), metrics: metrics)
/// // GET /metrics serves metrics.registry
/// ```
///
/// Each server has a registry of its own rather than the process-wide `MetricsSystem`, so that
/// several servers in one process (the tests) count apart.
public struct ServerMetrics: Sendable {
  /// Where every metric of this server is kept, as `/metrics` serves them.
  public let registry: PrometheusCollectorRegistry
  /// The factory the stores' instrumentation makes its metrics with.
  let factory: PrometheusMetricsFactory
  /// WebSocket sessions open now.
  let openConnections: CoreMetrics.Meter
  /// Messages received from pages.
  let messagesIn: CoreMetrics.Counter
  /// Messages sent to pages.
  let messagesOut: CoreMetrics.Counter
  /// Time from handing the list to the file or the table to learning it is durable, or not.
  let saveDuration: CoreMetrics.Timer

  /// Metrics kept in `registry`.
  public init(registry: PrometheusCollectorRegistry = PrometheusCollectorRegistry()) {
    var factory = PrometheusMetricsFactory(registry: registry)
    // Saves take milliseconds on a disk and tens of them through a database; reducers and
    // effects take microseconds to seconds.
    factory.defaultDurationHistogramBuckets = [
      .microseconds(10), .microseconds(100), .milliseconds(1), .milliseconds(5),
      .milliseconds(10), .milliseconds(50), .milliseconds(100), .milliseconds(500), .seconds(1),
      .seconds(5), .seconds(30),
    ]
    self.registry = registry
    self.factory = factory
    self.openConnections = CoreMetrics.Meter(label: "todos_server_open_connections", factory: factory)
    self.messagesIn = CoreMetrics.Counter(label: "todos_server_messages_in_total", factory: factory)
    self.messagesOut = CoreMetrics.Counter(label: "todos_server_messages_out_total", factory: factory)
    self.saveDuration = CoreMetrics.Timer(
      label: "todos_server_save_duration_seconds", preferredDisplayUnit: .seconds, factory: factory
    )
  }

  /// The metrics in Prometheus's text format, as `/metrics` serves them.
  public func exposition() -> [UInt8] {
    self.registry.emitToBuffer()
  }
}

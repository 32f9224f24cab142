import Foundation
import OTel
import ServiceLifecycle
import TodosServer
import Tracing

/// OpenTelemetry trace export, off unless the standard `OTEL_*` environment variables switch it
/// on (see `TraceExportSwitch`): then swift-otel's tracer becomes the process's, and the
/// sessions' spans, and the spans of whatever their effects call, are exported over OTLP/HTTP.
enum TraceExport {
  /// Bootstraps swift-otel's tracer when `environment` asks for it, configured by the same
  /// variables (`OTEL_EXPORTER_OTLP_ENDPOINT`, `OTEL_SERVICE_NAME`, `OTEL_TRACES_SAMPLER`, …),
  /// and returns its exporter's service, which must run alongside the server; returns none
  /// otherwise.
  ///
  /// Metrics stay with `/metrics`, which Prometheus scrapes, and logs with the server's logger.
  static func bootstrapIfRequested(
    environment: [String: String] = ProcessInfo.processInfo.environment
  ) throws -> [any Service] {
    guard TraceExportSwitch.isOn(in: environment) else { return [] }
    var configuration = OTel.Configuration.default
    configuration.serviceName = "todos-server"
    configuration.metrics.enabled = false
    configuration.logs.enabled = false
    let backend = try OTel.makeTracingBackend(configuration: configuration)
    InstrumentationSystem.bootstrap(backend.factory)
    return [backend.service]
  }
}

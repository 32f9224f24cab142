/// Whether the environment asks for OpenTelemetry traces to be exported, by the standard
/// `OTEL_*` variables: off unless an OTLP endpoint or a traces exporter is named, and always
/// off when `OTEL_SDK_DISABLED` is `true` or `OTEL_TRACES_EXPORTER` is `none`.
///
/// ```swift
/// if TraceExportSwitch.isOn(in: ProcessInfo.processInfo.environment) {
///   // bootstrap swift-otel's tracer
/// }
/// ```
public enum TraceExportSwitch {
  /// Whether `environment` switches trace export on.
  public static func isOn(in environment: [String: String]) -> Bool {
    func value(_ name: String) -> String? {
      environment[name].flatMap { $0.isEmpty ? nil : $0.lowercased() }
    }
    if value("OTEL_SDK_DISABLED") == "true" { return false }
    if let exporter = value("OTEL_TRACES_EXPORTER") { return exporter != "none" }
    return value("OTEL_EXPORTER_OTLP_ENDPOINT") != nil
      || value("OTEL_EXPORTER_OTLP_TRACES_ENDPOINT") != nil
  }
}

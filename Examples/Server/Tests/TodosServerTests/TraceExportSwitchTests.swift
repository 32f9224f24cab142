import Testing
import TodosServer

/// When the standard `OTEL_*` variables switch trace export on.
struct TraceExportSwitchTests {
  @Test func anEnvironmentWithoutOTelVariablesLeavesItOff() {
    #expect(!TraceExportSwitch.isOn(in: [:]))
    #expect(!TraceExportSwitch.isOn(in: ["PATH": "/usr/bin", "OTEL_SERVICE_NAME": "todos"]))
  }

  @Test func anOTLPEndpointSwitchesItOn() {
    #expect(TraceExportSwitch.isOn(in: ["OTEL_EXPORTER_OTLP_ENDPOINT": "http://127.0.0.1:4318"]))
    #expect(TraceExportSwitch.isOn(in: ["OTEL_EXPORTER_OTLP_TRACES_ENDPOINT": "http://127.0.0.1:4318/v1/traces"]))
  }

  @Test func anEmptyEndpointLeavesItOff() {
    #expect(!TraceExportSwitch.isOn(in: ["OTEL_EXPORTER_OTLP_ENDPOINT": ""]))
  }

  @Test func aNamedTracesExporterSwitchesItOnUnlessItIsNone() {
    #expect(TraceExportSwitch.isOn(in: ["OTEL_TRACES_EXPORTER": "otlp"]))
    #expect(!TraceExportSwitch.isOn(in: ["OTEL_TRACES_EXPORTER": "none", "OTEL_EXPORTER_OTLP_ENDPOINT": "http://collector:4318"]))
  }

  @Test func disablingTheSDKWinsOverAnEndpoint() {
    #expect(!TraceExportSwitch.isOn(in: ["OTEL_SDK_DISABLED": "true", "OTEL_EXPORTER_OTLP_ENDPOINT": "http://collector:4318"]))
    #expect(TraceExportSwitch.isOn(in: ["OTEL_SDK_DISABLED": "false", "OTEL_EXPORTER_OTLP_ENDPOINT": "http://collector:4318"]))
  }
}

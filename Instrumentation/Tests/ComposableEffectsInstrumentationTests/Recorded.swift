import InMemoryTracing
import MetricsTestKit

/// What a test back end recorded, written out as text that a test compares whole: every line
/// the instrumentation adds or loses shows in the failure's diff.
enum Recorded {
  /// Each counter as `label{dimensions} total`, sorted.
  static func counters(_ metrics: TestMetrics) -> String {
    metrics.counters
      .map { "\($0.label){\(Self.dimensions($0.dimensions))} \($0.totalValue)" }
      .sorted()
      .joined(separator: "\n")
  }

  /// Each timer as `label{dimensions} count`, sorted: how many durations it recorded, never
  /// their values.
  static func timerCounts(_ metrics: TestMetrics) -> String {
    metrics.timers
      .map { "\($0.label){\(Self.dimensions($0.dimensions))} \($0.values.count)" }
      .sorted()
      .joined(separator: "\n")
  }

  private static func dimensions(_ dimensions: [(String, String)]) -> String {
    dimensions.map { "\($0.0)=\($0.1)" }.joined(separator: ",")
  }

  /// The finished spans as a tree, one span a line, children indented under their parent, in
  /// the order they started; an effect's span shows its outcome and errors.
  static func spanTree(_ tracer: InMemoryTracer) -> String {
    let spans = tracer.finishedSpans.sorted { Self.order($0.spanID) < Self.order($1.spanID) }
    var lines: [String] = []
    func draw(parent: String?, depth: Int) {
      for span in spans where span.parentSpanID == parent {
        var line = String(repeating: "  ", count: depth) + span.operationName
        if case .string(let outcome)? = span.attributes.get("outcome") {
          line += " [\(outcome)]"
        }
        if !span.errors.isEmpty {
          line += " errors: \(span.errors.map { "\($0.error)" }.joined(separator: ", "))"
        }
        lines.append(line)
        draw(parent: span.spanID, depth: depth + 1)
      }
    }
    draw(parent: nil, depth: 0)
    return lines.joined(separator: "\n")
  }

  /// The number in an incrementing generator's span identifier (`span-12`).
  private static func order(_ spanID: String) -> Int {
    Int(spanID.split(separator: "-").last ?? "") ?? 0
  }
}

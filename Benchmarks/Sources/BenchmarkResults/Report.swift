/// The benchmarks in the order the results table lists them, each with the goals it should meet.
///
/// A benchmark of the run that is missing here is listed after these, without goals; one listed
/// here that the run did not measure makes it a partial run, which leaves `results.json` alone.
enum Report {
  static let rows: [(name: String, targets: [Target])] = [
    ("closure.sync", []),
    ("closure.async", []),
    ("closure.async.main-actor", []),
    ("tasklocal.read", []),
    ("tasklocal.bind.async", []),
    ("dependency.endpoint", []),
    ("perform.sync.0-handlers", [.atMost(2, times: "tasklocal.read")]),
    (
      "perform.sync.1-handler",
      [.atMost(2.5, times: "tasklocal.read"), .atMost(0.1, times: "dependency.endpoint")]
    ),
    ("perform.sync.3-forwarding-handlers", [.atMost(8, times: "tasklocal.read")]),
    ("perform.async.1-handler", [.atMost(2.5, times: "closure.async")]),
    ("perform.async.1-handler.main-actor", [.atMost(2.5, times: "closure.async.main-actor")]),
    ("perform.async.1-handler.main-actor.concurrent", []),
    ("baseline.handwritten.send", []),
    ("store.send.3-scopes", [.atMost(3, times: "baseline.handwritten.send")]),
    ("store.send.flat", [.atMost(2, times: "baseline.handwritten.send")]),
    ("store.scope.cached", [.atMost(nanoseconds: 100)]),
    ("baseline.task.mainactor-hop", []),
    ("effect.run.roundtrip", [.atMost(1.5, times: "baseline.task.mainactor-hop")]),
    ("cancel.pair.10-in-flight", []),
    ("cancel.pair.10k-in-flight", [.atMost(2, times: "cancel.pair.10-in-flight")]),
    ("bytes.per-in-flight-effect", [.atMost(bytes: 1024)]),
    ("bytes.per-in-flight-effect.continuation", [.atMost(bytes: 1536)]),
    ("teststore.step", [.atMost(nanoseconds: 25_000)]),
    ("teststore.step.jit", [.atMost(nanoseconds: 50_000)]),
    ("testhandler.step", [.atMost(nanoseconds: 20_000)]),
  ]
}

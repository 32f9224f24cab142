/// Baseline: reading a task-local, which is how the runtime finds the handlers in force.
enum TaskLocalBenchmarks {
  static let all: [Benchmark] = [
    .sync("tasklocal.read") { iterations in
      Locals.$value.withValue(opaque(1)) {
        feedBack(iterations) { $0 &+ Locals.value }
      }
    }
  ]
}

/// Baselines: reading a task-local, which is how the runtime finds the handlers in force, and
/// binding one around an asynchronous call, which is what running an asynchronous handler in
/// the scope outside itself costs.
enum TaskLocalBenchmarks {
  static let all: [Benchmark] = [
    .sync("tasklocal.read") { iterations in
      Locals.$value.withValue(opaque(1)) {
        feedBack(iterations) { $0 &+ Locals.value }
      }
    },
    // The floor of any asynchronous perform that rebinds the scope for its handler: the
    // `closure.async` call inside one `withValue` of an integer task-local.
    .async("tasklocal.bind.async") { iterations in
      let closures = opaque(StoredClosures.incrementing)
      await feedBack(iterations) { value in
        await Locals.$value.withValue(value) { await closures.incrementAsync(value) }
      }
    },
  ]
}

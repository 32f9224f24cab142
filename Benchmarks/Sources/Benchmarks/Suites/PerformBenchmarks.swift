import AlgebraicEffects

/// Performing effects: finding the handler in force and calling it.
///
/// Handlers are installed once, outside the timed loop; each iteration performs one effect. A
/// handler that does not forward is the very closure the `closure.*` baselines call, so that the
/// two differ only in how the closure is reached.
enum PerformBenchmarks {
  static let all: [Benchmark] = [
    // No handler: the effect runs its default body.
    .sync(
      "perform.sync.0-handlers",
      targets: [.atMost(2, times: "tasklocal.read")]
    ) { iterations in
      feedBack(iterations) { Counter.increment($0) }
    },
    .sync(
      "perform.sync.1-handler",
      targets: [
        .atMost(2.5, times: "tasklocal.read"),
        .atMost(0.1, times: "dependency.endpoint"),
      ]
    ) { iterations in
      with {
        Counter.Increment(StoredClosures.incrementing.increment)
      } perform: {
        feedBack(iterations) { Counter.increment($0) }
      }
    },
    // Each handler performs the effect again, so one perform runs all three handlers and then
    // the default body.
    .sync(
      "perform.sync.3-forwarding-handlers",
      targets: [.atMost(8, times: "tasklocal.read")]
    ) { iterations in
      with {
        Counter.Increment { Counter.increment($0) }
      } perform: {
        with {
          Counter.Increment { Counter.increment($0) }
        } perform: {
          with {
            Counter.Increment { Counter.increment($0) }
          } perform: {
            feedBack(iterations) { Counter.increment($0) }
          }
        }
      }
    },
    .async(
      "perform.async.1-handler",
      targets: [.atMost(2.5, times: "closure.async")]
    ) { iterations in
      await with {
        Counter.IncrementAsync(StoredClosures.incrementing.incrementAsync)
      } perform: {
        await feedBack(iterations) { await Counter.incrementAsync($0) }
      }
    },
    // An async effect declared `nonisolated(nonsending)`, as the documentation recommends,
    // runs on its caller's executor: performing it from the main actor never hops.
    .mainActor(
      "perform.async.1-handler.main-actor",
      targets: [.atMost(2.5, times: "closure.async.main-actor")]
    ) { iterations in
      await with {
        Counter.IncrementNonsending(StoredClosures.incrementing.incrementAsync)
      } perform: {
        await feedBack(iterations) { await Counter.incrementNonsending($0) }
      }
    },
    // The same effect declared as a plain `static func … async`, which Swift 6 runs on the
    // global executor: each perform hops off the main actor and back. Not one of the targets:
    // it shows what declaring the effect `nonisolated(nonsending)` saves.
    .mainActor("perform.async.1-handler.main-actor.concurrent") { iterations in
      await with {
        Counter.IncrementAsync(StoredClosures.incrementing.incrementAsync)
      } perform: {
        await feedBack(iterations) { await Counter.incrementAsync($0) }
      }
    },
  ]
}

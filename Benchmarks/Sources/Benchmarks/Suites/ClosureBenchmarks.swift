/// Baselines: calling a stored `@Sendable` closure, the least any indirection can cost.
enum ClosureBenchmarks {
  static let all: [Benchmark] = [
    .sync("closure.sync") { iterations in
      let closures = opaque(StoredClosures.incrementing)
      feedBack(iterations) { closures.increment($0) }
    },
    .async("closure.async") { iterations in
      let closures = opaque(StoredClosures.incrementing)
      await feedBack(iterations) { await closures.incrementAsync($0) }
    },
    // The closure is nonisolated, but its body touches nothing that depends on the executor,
    // so the optimizer drops the hop to the global executor: the call stays on the main actor.
    .mainActor("closure.async.main-actor") { iterations in
      let closures = opaque(StoredClosures.incrementing)
      await feedBack(iterations) { await closures.incrementAsync($0) }
    },
  ]
}

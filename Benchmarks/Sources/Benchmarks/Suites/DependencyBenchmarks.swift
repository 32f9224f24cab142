/// Baseline: calling a swift-dependencies client endpoint through `@Dependency`, the
/// alternative to an effect.
enum DependencyBenchmarks {
  static let all: [Benchmark] = [
    .sync("dependency.endpoint") { iterations in
      let feature = opaque(CounterFeature())
      feedBack(iterations) { feature.increment($0) }
    }
  ]
}

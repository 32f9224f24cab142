import Benchmark

/// Baseline: calling a swift-dependencies client endpoint through `@Dependency`, the
/// alternative to an effect.
enum DependencyBenchmarks {
  static func register() {
    Benchmark("dependency.endpoint") { benchmark in
      let feature = identity(CounterFeature())
      feedBack(benchmark) { feature.increment($0) }
    }
  }
}

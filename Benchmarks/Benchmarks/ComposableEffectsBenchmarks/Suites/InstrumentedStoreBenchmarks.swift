import Benchmark
import ComposableEffects
import ComposableEffectsInstrumentation
import CoreMetrics
import Logging
import Tracing

/// The sends of `StoreBenchmarks` with the reducer instrumented (`.instrumented(label:)`) and
/// back ends that do nothing: what the instrumentation itself costs a send (finding the metrics
/// of the action's case, counting it, and for the one action in 16 the reducer's timer samples
/// by default, two clock reads), apart from any back end's cost. No span: the tracer is a
/// `NoOpTracer`, for which the instrumentation makes none.
enum InstrumentedStoreBenchmarks {
  static func register() {
    // `store.send.flat` with its `Reduce` instrumented.
    Benchmark.onMainActor("store.send.flat.instrumented") { benchmark in
      let store = Store(initialState: ScopedCounter.Counter.State()) {
        Reduce<ScopedCounter.Counter.State, ScopedCounter.Counter.Action> { state, action in
          switch action {
          case .increment:
            state.count &+= 1
          case .decrement:
            state.count &-= 1
          }
          return .none
        }
        .instrumented(label: "flat", metrics: NOOPMetricsHandler.instance, tracer: NoOpTracer(), logger: Self.logger)
      }
      let action = identity(ScopedCounter.Counter.Action.increment)
      benchmark.startMeasurement()
      for _ in benchmark.scaledIterations {
        store.send(action)
      }
      benchmark.stopMeasurement()
      blackHole(store.count)
    }
    // `store.send.3-scopes` with the root feature instrumented: the case path it names is three
    // cases deep (`outer.middle.counter.increment`).
    Benchmark.onMainActor("store.send.3-scopes.instrumented") { benchmark in
      let store = Store(initialState: ScopedCounter.State()) {
        ScopedCounter()
          .instrumented(label: "scoped", metrics: NOOPMetricsHandler.instance, tracer: NoOpTracer(), logger: Self.logger)
      }
      let action = identity(ScopedCounter.increment)
      benchmark.startMeasurement()
      for _ in benchmark.scaledIterations {
        store.send(action)
      }
      benchmark.stopMeasurement()
      blackHole(store.count)
    }
  }

  /// A logger that drops everything: no effect runs here, so nothing is logged anyway.
  static let logger = Logger(label: "benchmarks") { _ in SwiftLogNoOpLogHandler() }
}

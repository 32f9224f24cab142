import ComposableEffects
import CoreMetrics
import Logging
import Tracing

extension Reducer {
  /// This reducer, observable in production: its actions counted and timed, its effects
  /// counted, timed and traced, and the issues they report logged, through swift-metrics,
  /// swift-distributed-tracing and swift-log.
  ///
  /// One line makes a feature observable:
  ///
  /// ```swift
  /// let store = Store(initialState: Todos.State()) {
  ///   Todos().instrumented(label: "todos")
  /// }
  /// ```
  ///
  /// It records, labelled with `label` (dimension `store`) and the action's case path
  /// (dimension `action`: `toggle`, `rows.element.delete`; never the values the cases carry):
  ///
  /// - `composable_effects_actions_total`: actions processed (counter);
  /// - `composable_effects_reducer_duration_seconds`: time the reducer took (timer);
  /// - `composable_effects_effects_started_total`, `…_finished_total`, `…_cancelled_total`,
  ///   `…_failed_total`: effects, by the action that returned them (counters);
  /// - `composable_effects_effects_in_flight`: effects running now (meter, `store` only);
  /// - `composable_effects_effect_duration_seconds`: effect lifetime (timer).
  ///
  /// It traces a span per action (`action <case>`), a child of the span in force as the action is
  /// sent, and a span per asynchronous effect (`effect <case>`), a child of its action's span;
  /// the effect runs with its span's context bound (`ServiceContext.current`), so a client it
  /// calls joins the trace, and the actions it sends are traced under it. An error the effect
  /// throws is recorded on its span. The issues an effect reports (an uncaught error, a runtime
  /// warning) are also logged to `logger`, with the store, the action and the effect as
  /// metadata.
  ///
  /// > Important: The back ends default to the process-wide ones (`MetricsSystem.factory`,
  /// > `InstrumentationSystem.tracer`) as the modifier is called: bootstrap them before
  /// > creating the store, or pass your own, as tests do.
  ///
  /// - Parameters:
  ///   - label: The name of the feature in every metric, span and log line: keep it constant.
  ///   - metrics: Where metrics go.
  ///   - tracer: Where spans go.
  ///   - logger: Where the issues effects report are logged.
  /// - Returns: This reducer, instrumented.
  public func instrumented(
    label: String,
    metrics: any MetricsFactory = MetricsSystem.factory,
    tracer: any Tracer = InstrumentationSystem.tracer,
    logger: Logger = Logger(label: "composable-effects")
  ) -> InstrumentedReducer<Self> {
    InstrumentedReducer(
      base: self,
      instruments: ReducerInstruments(label: label, factory: metrics, tracer: tracer, logger: logger)
    )
  }
}

/// A reducer whose actions and effects are recorded as metrics, spans and log lines, built by
/// ``ComposableEffects/Reducer/instrumented(label:metrics:tracer:logger:)``.
public struct InstrumentedReducer<Base: Reducer>: Reducer {
  let base: Base
  let instruments: ReducerInstruments

  /// Runs the base reducer for `action`, recorded.
  public func reduce(into state: inout Base.State, action: Base.Action) -> Effect<Base.Action> {
    // A closure literal, not `self.base.reduce(into:action:)`: a partially applied method
    // allocates its context on every call.
    self.instruments.reduce(into: &state, action: action) { self.base.reduce(into: &$0, action: $1) }
  }

  /// The base reducer resolved, recorded.
  public func _resolve() -> _ResolvedReducer<Base.State, Base.Action> {
    ResolvedInstrumentedReducer(base: self.base._resolve(), instruments: self.instruments)._resolve()
  }
}

/// An instrumented reducer whose base is resolved: a store runs it as it is.
struct ResolvedInstrumentedReducer<State, Action>: Reducer {
  let base: _ResolvedReducer<State, Action>
  let instruments: ReducerInstruments

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    self.instruments.reduce(into: &state, action: action) { self.base.reduce(into: &$0, action: $1) }
  }
}

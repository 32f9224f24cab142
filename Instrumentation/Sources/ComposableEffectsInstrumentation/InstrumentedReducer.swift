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
  /// - `composable_effects_reducer_duration_seconds`: time the reducer took (timer), for a
  ///   sample of the actions unless `timing` says otherwise (see below);
  /// - `composable_effects_effects_started_total`, `…_finished_total`, `…_cancelled_total`,
  ///   `…_failed_total`: effects, by the action that returned them (counters);
  /// - `composable_effects_effects_in_flight`: effects running now (meter, `store` only);
  /// - `composable_effects_effect_duration_seconds`: effect lifetime (timer).
  ///
  /// It traces a span per action (`action <case>`), a child of the span in force as the action is
  /// sent, and a span per asynchronous effect (`effect <case>`), a child of its action's span;
  /// the effect runs with its span's context bound (`ServiceContext.current`), so a client it
  /// calls joins the trace, and the actions it sends are traced under it. An action queued while
  /// the store processes another, such as the action of a `.send` effect, is processed by the
  /// send under way once that action has returned, in the context the send was made in: its
  /// span is a sibling of the queuing action's span, not a child. An error the effect
  /// throws is recorded on its span. The issues an effect reports (an uncaught error, a runtime
  /// warning) are also logged to `logger`, with the store, the action and the effect as
  /// metadata.
  ///
  /// > Important: By default the reducer's timer records a sample of the actions: the first of
  /// > each case, then one in 16 of that case, since reading the clock costs a send more than
  /// > the rest of the instrumentation together. The counters count every action. The timer's
  /// > count is then the number of actions timed: read rates from
  /// > `composable_effects_actions_total`, and the reducer's time from the timer. Pass
  /// > `timing: .everyAction` to time every action.
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
  ///   - timing: Which actions the reducer's timer records: by default the first of each case,
  ///     then one in 16 of that case; ``ReducerTiming/everyAction`` for all of them.
  /// - Returns: This reducer, instrumented.
  @inlinable
  public func instrumented(
    label: String,
    metrics: any MetricsFactory = MetricsSystem.factory,
    tracer: any Tracer = InstrumentationSystem.tracer,
    logger: Logger = Logger(label: "composable-effects"),
    timing: ReducerTiming = .sampled(oneIn: 16)
  ) -> InstrumentedReducer<Self> {
    InstrumentedReducer(
      base: self,
      instruments: ReducerInstruments(
        label: label, factory: metrics, tracer: tracer, logger: logger, timing: timing
      )
    )
  }
}

/// A reducer whose actions and effects are recorded as metrics, spans and log lines, built by
/// ``ComposableEffects/Reducer/instrumented(label:metrics:tracer:logger:timing:)``.
public struct InstrumentedReducer<Base: Reducer>: Reducer {
  @usableFromInline let base: Base
  @usableFromInline let instruments: ReducerInstruments
  /// Resolves `base` and instruments the result. A function made where the modifier is called,
  /// which is specialised for the feature there: a store resolves its reducer through generic
  /// code, which would otherwise resolve this one into generic code too, and a send would run
  /// the instrumentation unspecialised, its action's type looked up at run time at every step.
  @usableFromInline let resolveBase: (Base, ReducerInstruments) -> _ResolvedReducer<Base.State, Base.Action>

  @inlinable
  init(base: Base, instruments: ReducerInstruments) {
    self.base = base
    self.instruments = instruments
    self.resolveBase = { base, instruments in
      ResolvedInstrumentedReducer(base: base._resolve(), instruments: instruments)._resolve()
    }
  }

  /// Runs the base reducer for `action`, recorded.
  @inlinable
  public func reduce(into state: inout Base.State, action: Base.Action) -> Effect<Base.Action> {
    // A closure literal, not `self.base.reduce(into:action:)`: a partially applied method
    // allocates its context on every call.
    self.instruments.reduce(into: &state, action: action) { self.base.reduce(into: &$0, action: $1) }
  }

  /// The base reducer resolved, recorded.
  @inlinable
  public func _resolve() -> _ResolvedReducer<Base.State, Base.Action> {
    self.resolveBase(self.base, self.instruments)
  }
}

/// An instrumented reducer whose base is resolved: a store runs it as it is.
@usableFromInline
struct ResolvedInstrumentedReducer<State, Action>: Reducer {
  @usableFromInline let base: _ResolvedReducer<State, Action>
  @usableFromInline let instruments: ReducerInstruments

  @inlinable
  init(base: _ResolvedReducer<State, Action>, instruments: ReducerInstruments) {
    self.base = base
    self.instruments = instruments
  }

  @inlinable
  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    self.instruments.reduce(into: &state, action: action) { self.base.reduce(into: &$0, action: $1) }
  }
}

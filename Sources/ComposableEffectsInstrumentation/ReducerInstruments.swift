import ComposableEffects
import CoreMetrics
import Logging
import Synchronization
import Tracing

/// The back ends and the metrics of one instrumented reducer, shared by every copy of it and by
/// the effects it returns.
final class ReducerInstruments: Sendable {
  let label: String
  let factory: any MetricsFactory
  let tracer: any Tracer
  let logger: Logger
  /// Effects of this reducer running now.
  let effectsInFlight: Meter
  /// The metrics of each case path seen so far, and of the effects of those that returned one.
  /// The cases of a feature are few, so these grow to a small, fixed size.
  private let meters = Mutex<(actions: [String: ActionMeters], effects: [String: EffectMeters])>(([:], [:]))

  init(label: String, factory: any MetricsFactory, tracer: any Tracer, logger: Logger) {
    self.label = label
    self.factory = factory
    self.tracer = tracer
    self.logger = logger
    self.effectsInFlight = Meter(
      label: MetricLabels.effectsInFlight, dimensions: [(MetricLabels.store, label)], factory: factory
    )
  }

  /// The metrics of the actions of the case path `action`.
  func actionMeters(for action: String) -> ActionMeters {
    self.meters.withLock { meters in
      if let existing = meters.actions[action] { return existing }
      let made = ActionMeters(store: self.label, action: action, factory: self.factory)
      meters.actions[action] = made
      return made
    }
  }

  /// The metrics of the effects that actions of the case path `action` return, made as the
  /// first such effect starts: an effect that only sends or cancels makes none.
  func effectMeters(for action: String) -> EffectMeters {
    self.meters.withLock { meters in
      if let existing = meters.effects[action] { return existing }
      let made = EffectMeters(store: self.label, action: action, factory: self.factory)
      meters.effects[action] = made
      return made
    }
  }

  /// Runs `reduce` for `action`, counted, timed and traced, and returns its effect with each
  /// asynchronous operation instrumented.
  ///
  /// The action's span is a child of the span in force (`ServiceContext.current`): the span of
  /// the effect that sent it, since a store processes an action an effect sends in that
  /// effect's task, or the caller's, such as an HTTP request's.
  func reduce<State, Action>(
    into state: inout State,
    action: Action,
    _ reduce: (inout State, Action) -> Effect<Action>
  ) -> Effect<Action> {
    let name = ActionCaseName.of(action)
    let meters = self.actionMeters(for: name)
    let span = self.tracer.startAnySpan(
      "action \(name)", context: ServiceContext.current ?? .topLevel, ofKind: .internal
    )
    if span.isRecording {
      span.attributes[MetricLabels.store] = self.label
      span.attributes[MetricLabels.action] = name
    }
    let start = ContinuousClock.now
    let effect = reduce(&state, action)
    meters.reducerDuration.record(ContinuousClock.now - start)
    meters.actions.increment()
    span.end()
    guard !effect._isNone else { return effect }
    let probe = EffectProbe(instruments: self, action: name, parent: span.context)
    return effect._wrappingRuns { operation in probe.wrap(operation) }
  }
}

extension CoreMetrics.Timer {
  /// Records a duration measured with a `ContinuousClock`.
  func record(_ duration: Duration) {
    let (seconds, attoseconds) = duration.components
    self.recordNanoseconds(seconds * 1_000_000_000 + attoseconds / 1_000_000_000)
  }
}

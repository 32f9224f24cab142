@_spi(Instrumentation) import ComposableEffects
import CoreMetrics
import Logging
import Metrics
import Synchronization
import Tracing

/// The back ends and the metrics of one instrumented reducer, shared by every copy of it and by
/// the effects it returns.
///
/// Its send path (``reduce(into:action:_:)``) is inlinable, so that it is specialised for the
/// feature's state and actions where the store is made: an action's bits are then read without
/// value witnesses, and the metrics of its case found in ``cache`` without a lock. What only
/// some sends do (a span, a timed action, an effect to instrument, naming a case seen for the
/// first time) is left out of line.
@usableFromInline
final class ReducerInstruments: Sendable {
  let label: String
  let factory: any MetricsFactory
  let tracer: any Tracer
  let logger: Logger
  /// Whether spans are made: not for a `NoOpTracer`, whose spans record nothing.
  @usableFromInline let traces: Bool
  /// Which actions the reducer's timer records.
  @usableFromInline let timing: ReducerTiming
  /// Effects of this reducer running now.
  let effectsInFlight: Meter
  /// The metrics of actions that their bits identify, by those bits.
  @usableFromInline let cache = ActionMetersCache()
  private let books = Mutex(Books())

  private struct Books {
    /// The metrics of each case path seen so far. The cases of a feature are few, so this grows
    /// to a small, fixed size.
    var actions: [String: ActionMeters] = [:]
    /// The metrics of the effects of each case path that started one.
    var effects: [String: EffectMeters] = [:]
  }

  @usableFromInline
  init(label: String, factory: any MetricsFactory, tracer: any Tracer, logger: Logger, timing: ReducerTiming) {
    self.label = label
    self.factory = factory
    self.tracer = tracer
    self.logger = logger
    self.traces = !(tracer is NoOpTracer)
    self.timing = timing
    self.effectsInFlight = Meter(
      label: MetricLabels.effectsInFlight, dimensions: [(MetricLabels.store, label)], factory: factory
    )
  }

  /// The metrics of the case path of `action`, which they name.
  @inlinable
  func meters<Action>(of action: Action) -> ActionMeters {
    if let bits = ActionBits.of(action), let known = self.cache.meters(for: bits) {
      return known
    }
    return self.namingCase(of: action)
  }

  /// The metrics of the case path of `action`, named by reflection, and cached by the action's
  /// bits when they identify it.
  @usableFromInline
  func namingCase<Action>(of action: Action) -> ActionMeters {
    let meters = self.actionMeters(for: ActionCaseName.of(action))
    if let bits = ActionBits.of(action) {
      self.cache.insert(meters, for: bits)
    }
    return meters
  }

  /// The metrics of the actions of the case path `action`.
  func actionMeters(for action: String) -> ActionMeters {
    self.books.withLock { books in
      if let existing = books.actions[action] { return existing }
      let made = ActionMeters(store: self.label, action: action, factory: self.factory)
      books.actions[action] = made
      return made
    }
  }

  /// The metrics of the effects that actions of the case path `action` return, made as the
  /// first such effect starts: an effect that only sends or cancels makes none.
  func effectMeters(for action: String) -> EffectMeters {
    self.books.withLock { books in
      if let existing = books.effects[action] { return existing }
      let made = EffectMeters(store: self.label, action: action, factory: self.factory)
      books.effects[action] = made
      return made
    }
  }

  /// Runs `reduce` for `action`, counted, timed (when ``timing`` picks it) and traced, and
  /// returns its effect with each asynchronous operation instrumented.
  ///
  /// The action's span is a child of the span in force (`ServiceContext.current`): the span of
  /// the effect that sent it, since a store processes an action an effect sends in that
  /// effect's task, or the caller's, such as an HTTP request's.
  @inlinable
  func reduce<State, Action>(
    into state: inout State,
    action: Action,
    _ reduce: (inout State, Action) -> Effect<Action>
  ) -> Effect<Action> {
    let meters = self.meters(of: action)
    meters.actions.increment()
    let isTimed = meters.isTimed(oneIn: self.timing.interval)
    guard isTimed || self.traces else {
      let effect = reduce(&state, action)
      return effect._isNone ? effect : self.instrumentingRuns(of: effect, action: meters.name, parent: nil)
    }
    return self.reduceRecorded(into: &state, action: action, meters: meters, isTimed: isTimed, reduce)
  }

  /// Runs `reduce` for `action`, timed if `isTimed`, in a span if spans are made.
  @usableFromInline
  func reduceRecorded<State, Action>(
    into state: inout State,
    action: Action,
    meters: ActionMeters,
    isTimed: Bool,
    _ reduce: (inout State, Action) -> Effect<Action>
  ) -> Effect<Action> {
    let name = meters.name
    let span = self.traces ? self.startSpan("action \(name)", action: name, parent: ServiceContext.current) : nil
    let start = isTimed ? ContinuousClock.now : nil
    let effect = reduce(&state, action)
    if let start {
      meters.reducerDuration.record(duration: ContinuousClock.now - start)
    }
    span?.end()
    return effect._isNone ? effect : self.instrumentingRuns(of: effect, action: name, parent: span?.context)
  }

  /// `effect` with each asynchronous operation instrumented, as the effects of an action of the
  /// case path `action`, whose span's context is `parent`.
  @usableFromInline
  func instrumentingRuns<Action>(of effect: Effect<Action>, action: String, parent: ServiceContext?) -> Effect<Action> {
    let probe = EffectProbe(instruments: self, action: action, parent: parent)
    return effect._wrappingRuns { operation in probe.wrap(operation) }
  }
}

extension ReducerInstruments {
  /// A span named `operation` for the case path `action`, a child of `parent`.
  func startSpan(_ operation: String, action: String, parent: ServiceContext?) -> any Span {
    let span = self.tracer.startAnySpan(operation, context: parent ?? .topLevel, ofKind: .internal)
    if span.isRecording {
      span.attributes[MetricLabels.store] = self.label
      span.attributes[MetricLabels.action] = action
    }
    return span
  }
}

import ComposableEffects
import CoreMetrics
import Logging
import Metrics
import Synchronization
import Tracing

/// The back ends and the metrics of one instrumented reducer, shared by every copy of it and by
/// the effects it returns.
final class ReducerInstruments: Sendable {
  let label: String
  let factory: any MetricsFactory
  let tracer: any Tracer
  let logger: Logger
  /// Whether spans are made: not for a `NoOpTracer`, whose spans record nothing.
  let traces: Bool
  /// Effects of this reducer running now.
  let effectsInFlight: Meter
  private let books = Mutex(Books())

  private struct Books {
    /// The metrics of each case path seen so far. The cases of a feature are few, so this grows
    /// to a small, fixed size.
    var actions: [String: ActionMeters] = [:]
    /// The metrics of the effects of each case path that started one.
    var effects: [String: EffectMeters] = [:]
    /// Case paths and their metrics by the bits of actions that their bits identify (see
    /// ``ActionBits``), so that such an action is named without reflection. Bounded: actions
    /// carrying small values (`.tick(Int)`) could otherwise add an entry per value.
    var byBits: [UInt64: ActionMeters] = [:]
  }

  /// The most entries `byBits` keeps.
  static let bitsLimit = 256

  init(label: String, factory: any MetricsFactory, tracer: any Tracer, logger: Logger) {
    self.label = label
    self.factory = factory
    self.tracer = tracer
    self.logger = logger
    self.traces = !(tracer is NoOpTracer)
    self.effectsInFlight = Meter(
      label: MetricLabels.effectsInFlight, dimensions: [(MetricLabels.store, label)], factory: factory
    )
  }

  /// The metrics of the case path of `action`, which they name.
  func meters<Action>(of action: Action) -> ActionMeters {
    guard let bits = ActionBits.of(action) else {
      return self.actionMeters(for: ActionCaseName.of(action))
    }
    if let known = self.books.withLock({ $0.byBits[bits] }) { return known }
    let meters = self.actionMeters(for: ActionCaseName.of(action))
    self.books.withLock { books in
      if books.byBits.count < Self.bitsLimit { books.byBits[bits] = meters }
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
    let meters = self.meters(of: action)
    let name = meters.name
    let span = self.traces ? self.startSpan("action \(name)", action: name, parent: ServiceContext.current) : nil
    let start = ContinuousClock.now
    let effect = reduce(&state, action)
    meters.reducerDuration.record(duration: ContinuousClock.now - start)
    meters.actions.increment()
    span?.end()
    guard !effect._isNone else { return effect }
    let probe = EffectProbe(instruments: self, action: name, parent: span?.context)
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

/// The names of the metrics, dimensions and span attributes the instrumentation records, in
/// one place so that dashboards, the docs and the tests agree with the code.
enum MetricLabels {
  /// Actions the reducer processed (counter; `store`, `action`).
  static let actions = "composable_effects_actions_total"
  /// Time the reducer took for an action (timer; `store`, `action`).
  static let reducerDuration = "composable_effects_reducer_duration_seconds"
  /// Effects whose task started (counter; `store`, `action`: the action that returned them).
  static let effectsStarted = "composable_effects_effects_started_total"
  /// Effects that ran to their end (counter; `store`, `action`).
  static let effectsFinished = "composable_effects_effects_finished_total"
  /// Effects that ended cancelled (counter; `store`, `action`).
  static let effectsCancelled = "composable_effects_effects_cancelled_total"
  /// Effects whose operation threw an error other than `CancellationError` (counter; `store`,
  /// `action`).
  static let effectsFailed = "composable_effects_effects_failed_total"
  /// Effects running now (meter; `store`).
  static let effectsInFlight = "composable_effects_effects_in_flight"
  /// Time from an effect's start to its end, whatever the end (timer; `store`, `action`).
  static let effectDuration = "composable_effects_effect_duration_seconds"

  /// The dimension, span attribute and log metadata key naming the instrumented reducer.
  static let store = "store"
  /// The dimension, span attribute and log metadata key naming the action's case path.
  static let action = "action"
  /// The span attribute and log metadata key telling how an effect ended.
  static let outcome = "outcome"
  /// The log metadata key naming the effect (the `.run` call's file and line).
  static let effect = "effect"
}

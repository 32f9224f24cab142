/// Which actions an instrumented reducer times for its `composable_effects_reducer_duration_seconds`
/// timer: a sample by default, or every one.
///
/// Timing an action reads the clock twice, which costs more than all the rest the
/// instrumentation does for a send (naming the case, counting it), so by default the timer
/// records a sample: the first action of each case, then one in 16 of that case. The counters
/// still count every action. Time every action where the reducer's time must be exact, such as
/// in a test, or where actions are few:
///
/// ```swift
/// Todos().instrumented(label: "todos", timing: .everyAction)
/// ```
///
/// > Important: With a sample, the timer's count is the number of actions timed, not the number
/// > processed: read rates from `composable_effects_actions_total`, and the distribution of the
/// > reducer's time (its quantiles, its average) from the timer.
public struct ReducerTiming: Sendable, Hashable {
  /// How many actions of a case there are for each one timed: 1 times them all.
  @usableFromInline let interval: Int

  private init(interval: Int) {
    self.interval = interval
  }

  /// Every action is timed.
  public static let everyAction = ReducerTiming(interval: 1)

  /// The first action of each case is timed, then one in `interval` of that case.
  ///
  /// - Parameter interval: How many actions of a case there are for each one timed, at least 1;
  ///   `1` times them all.
  public static func sampled(oneIn interval: Int) -> ReducerTiming {
    precondition(interval >= 1, "A reducer timing's interval must be at least 1, not \(interval).")
    return ReducerTiming(interval: interval)
  }
}

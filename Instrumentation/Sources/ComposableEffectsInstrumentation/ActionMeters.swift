import CoreMetrics
import Synchronization

/// The metrics of the actions of one case path of one instrumented reducer, made once, the first
/// time an action of that case arrives, and kept: making a metric asks the back end for a
/// handler.
@usableFromInline
final class ActionMeters: Sendable {
  /// The case path these metrics are labelled with.
  @usableFromInline let name: String
  @usableFromInline let actions: Counter
  @usableFromInline let reducerDuration: CoreMetrics.Timer
  /// How many more actions of this case go by untimed before the next is timed (see
  /// ``isTimed(oneIn:)``).
  @usableFromInline let untilTimed = Atomic<Int>(0)

  init(store: String, action: String, factory: any MetricsFactory) {
    let dimensions = [(MetricLabels.store, store), (MetricLabels.action, action)]
    self.name = action
    self.actions = Counter(label: MetricLabels.actions, dimensions: dimensions, factory: factory)
    self.reducerDuration = CoreMetrics.Timer(
      label: MetricLabels.reducerDuration, dimensions: dimensions, preferredDisplayUnit: .seconds,
      factory: factory
    )
  }

  /// Whether the reducer's time for the action of this case processed now is recorded, when one
  /// in `interval` is: the first of the case, then every `interval`th.
  ///
  /// A relaxed load and store, not an atomic read-modify-write (several times dearer): two
  /// threads processing actions of one case at once may time one action more or fewer, which a
  /// sample can afford. A store processes its actions one at a time anyway.
  @inlinable
  func isTimed(oneIn interval: Int) -> Bool {
    let left = self.untilTimed.load(ordering: .relaxed)
    guard left == 0 else {
      self.untilTimed.store(left - 1, ordering: .relaxed)
      return false
    }
    self.untilTimed.store(interval - 1, ordering: .relaxed)
    return true
  }
}

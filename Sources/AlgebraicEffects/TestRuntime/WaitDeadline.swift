import ConcurrencyExtras
import Dispatch

/// The deadline of a test runtime's waits: one dispatch timer, made with the runtime and
/// re-armed for each wait that suspends, instead of a task that sleeps per wait (which cost
/// two extra jobs on the global executor each time: its start, and its end once cancelled).
///
/// A runtime waits for one thing at a time, so one timer is enough. A wait that ends before its
/// deadline disarms it; when the timer fires, it tells `onDeadline` the id of the wait it was
/// armed for, and that wait's machine ignores an id that is no longer waiting.
package final class WaitDeadline: Sendable {
  private let timer: UncheckedSendable<any DispatchSourceTimer>
  /// The id of the wait the timer is armed for.
  private let armed = Locked<Int?>(nil)

  /// A deadline whose timer calls `onDeadline` with the id of the wait that ran out of time.
  package init(onDeadline: @escaping @Sendable (Int) -> Void) {
    let timer = DispatchSource.makeTimerSource(queue: .global(qos: .userInitiated))
    let armed = self.armed
    timer.setEventHandler {
      guard let id = armed.withLock({ id in defer { id = nil }; return id }) else { return }
      onDeadline(id)
    }
    timer.schedule(deadline: .distantFuture)
    timer.activate()
    self.timer = UncheckedSendable(timer)
  }

  deinit {
    timer.value.cancel()
  }

  /// Arms the timer for the wait `id`, to fire once `timeout` has passed.
  package func arm(_ id: Int, after timeout: Duration) {
    let (seconds, attoseconds) = timeout.components
    let nanoseconds = seconds.multipliedReportingOverflow(by: 1_000_000_000)
    let delay =
      nanoseconds.overflow || nanoseconds.partialValue > Int64(Int.max / 2)
      ? DispatchTimeInterval.never
      : .nanoseconds(Int(nanoseconds.partialValue + attoseconds / 1_000_000_000))
    armed.withLock { $0 = id }
    timer.value.schedule(deadline: delay == .never ? .distantFuture : .now() + delay)
  }

  /// Arms the timer for the wait `id`, to fire at `deadline`.
  package func arm(_ id: Int, at deadline: ContinuousClock.Instant) {
    arm(id, after: max(.zero, ContinuousClock.now.duration(to: deadline)))
  }

  /// The wait `id` ended before its deadline.
  package func disarm(_ id: Int) {
    armed.withLock { if $0 == id { $0 = nil } }
  }
}

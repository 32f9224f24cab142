/// A point in time as debounce and throttle read it: they measure the time between two instants
/// and the instant a length of time after another, and nothing else.
///
/// Clocks (`ClockTimeline`) and Combine schedulers (`SchedulerTimeline`) have different
/// instants; each timeline wraps its own in a type that conforms to this.
protocol EffectInstant: Equatable, Sendable {
  /// A length of time between two instants.
  associatedtype Interval: Comparable

  /// The time from this instant to `other`.
  func duration(to other: Self) -> Interval

  /// The instant `interval` after this one.
  func advanced(by interval: Interval) -> Self
}

/// What a debounced or throttled effect reads the time from and sleeps on.
protocol EffectTimeline: Sendable {
  associatedtype Instant: EffectInstant

  /// The current instant.
  var now: Instant { get }

  /// Suspends until `deadline`; throws when the task is cancelled first.
  func sleep(until deadline: Instant) async throws
}

/// The instant of a clock, as debounce and throttle read it.
struct ClockInstant<Base: InstantProtocol>: EffectInstant {
  let base: Base

  func duration(to other: Self) -> Base.Duration {
    self.base.duration(to: other.base)
  }

  func advanced(by interval: Base.Duration) -> Self {
    Self(base: self.base.advanced(by: interval))
  }
}

/// A clock, as debounce and throttle read it.
struct ClockTimeline<C: Clock>: EffectTimeline {
  let clock: C

  var now: ClockInstant<C.Instant> {
    ClockInstant(base: self.clock.now)
  }

  func sleep(until deadline: ClockInstant<C.Instant>) async throws {
    try await self.clock.sleep(until: deadline.base, tolerance: nil)
  }
}

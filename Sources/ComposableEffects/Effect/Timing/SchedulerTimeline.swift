#if canImport(Combine)
  @preconcurrency import Combine
#elseif canImport(OpenCombineShim)
  @preconcurrency import OpenCombineShim
#endif

#if canImport(Combine) || canImport(OpenCombineShim)
  /// The time of a Combine scheduler, as debounce and throttle read it.
  struct SchedulerInstant<Time: Strideable>: EffectInstant {
    // A scheduler's time need not be `Sendable` (OpenCombine's are not marked so), but it is a
    // plain value.
    let time: UncheckedSendable<Time>

    init(_ time: Time) {
      self.time = UncheckedSendable(time)
    }

    static func == (lhs: Self, rhs: Self) -> Bool {
      lhs.time.value == rhs.time.value
    }

    func duration(to other: Self) -> Time.Stride {
      self.time.value.distance(to: other.time.value)
    }

    func advanced(by interval: Time.Stride) -> Self {
      Self(self.time.value.advanced(by: interval))
    }
  }

  /// A Combine scheduler, as debounce and throttle read it.
  struct SchedulerTimeline<S: Scheduler>: EffectTimeline {
    // Combine schedulers are made to be used from any thread, and their options are plain
    // values.
    let scheduler: UncheckedSendable<S>
    let options: UncheckedSendable<S.SchedulerOptions?>

    init(_ scheduler: S, options: S.SchedulerOptions? = nil) {
      self.scheduler = UncheckedSendable(scheduler)
      self.options = UncheckedSendable(options)
    }

    var now: SchedulerInstant<S.SchedulerTimeType> {
      SchedulerInstant(self.scheduler.value.now)
    }

    func sleep(until deadline: SchedulerInstant<S.SchedulerTimeType>) async throws {
      try await self.scheduler.value.sleep(
        until: deadline.time.value, options: self.options.value
      )
    }
  }
#endif

#if canImport(Combine)
  @preconcurrency import Combine
#elseif canImport(OpenCombineShim)
  @preconcurrency import OpenCombineShim
#endif

#if canImport(Combine) || canImport(OpenCombineShim)
  extension Effect {
    /// Delays this effect until `dueTime` has passed on `scheduler` without another effect
    /// debounced with the same `id`: the older, scheduler-based form of
    /// `debounce(id:for:clock:)`, which it behaves as.
    ///
    /// ```swift
    /// @Dependency(\.mainQueue) var mainQueue
    /// …
    /// return .run { send in … }
    ///   .debounce(id: CancelID.search, for: .milliseconds(300), scheduler: self.mainQueue)
    /// ```
    @available(
      *, deprecated,
      message:
        "Use 'debounce(id:for:clock:)' with a clock, such as '@Dependency(\\.continuousClock)', in place of a scheduler."
    )
    public func debounce<S: Scheduler>(
      id: some Hashable & Sendable,
      for dueTime: S.SchedulerTimeType.Stride,
      scheduler: S,
      options: S.SchedulerOptions? = nil
    ) -> Self {
      self._debounce(
        id: AnyHashableSendable(id),
        for: dueTime,
        timeline: SchedulerTimeline(scheduler, options: options)
      )
    }

    /// Limits the actions this effect sends to one per `interval` on `scheduler` among the
    /// effects throttled with the same `id`: the older, scheduler-based form of
    /// `throttle(id:for:clock:latest:)`, which it behaves as.
    ///
    /// ```swift
    /// @Dependency(\.mainQueue) var mainQueue
    /// …
    /// return .send(.saveValue(value))
    ///   .throttle(id: CancelID.save, for: .seconds(1), scheduler: self.mainQueue, latest: true)
    /// ```
    @available(
      *, deprecated,
      message:
        "Use 'throttle(id:for:clock:latest:)' with a clock, such as '@Dependency(\\.continuousClock)', in place of a scheduler."
    )
    public func throttle<S: Scheduler>(
      id: some Hashable & Sendable,
      for interval: S.SchedulerTimeType.Stride,
      scheduler: S,
      latest: Bool
    ) -> Self {
      self._throttle(
        id: AnyHashableSendable(id),
        for: interval,
        timeline: SchedulerTimeline(scheduler),
        latest: latest
      )
    }

    /// Debounces this effect on any timeline; the clock forms keep their own, which sleeps
    /// for a duration.
    private func _debounce<Timeline: EffectTimeline>(
      id: AnyHashableSendable,
      for dueTime: Timeline.Instant.Interval,
      timeline: Timeline
    ) -> Self {
      if case .none = self.operation { return .none }
      // A scheduler's stride need not be `Sendable`; it is only read, by the effect.
      let dueTime = UncheckedSendable(dueTime)
      return Self.concatenate(
        .run { _ in try await timeline.sleep(until: timeline.now.advanced(by: dueTime.value)) },
        self
      )
      .cancellable(id: id, cancelInFlight: true)
    }
  }
#endif

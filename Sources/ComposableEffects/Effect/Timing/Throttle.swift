extension Effect {
  /// Limits the actions this effect sends to one per `interval` among the effects throttled
  /// with the same `id`.
  ///
  /// The first action goes out at once. Actions sent within `interval` of it are held, and
  /// the held one goes out when the interval ends: the most recent one if `latest`, else the
  /// first one held. An action sent after the interval goes out at once: with `latest: false`,
  /// that is the action still held, if any, as described below.
  ///
  /// ```swift
  /// case let .sliderMoved(value):
  ///   state.value = value
  ///   return .send(.saveValue(value))
  ///     .throttle(id: CancelID.save, for: .seconds(1), clock: clock, latest: true)
  /// ```
  ///
  /// The throttle's state lives in the root store, so two stores never throttle each other.
  ///
  /// > Important: The identifier is also the effect's cancellation identifier (made
  /// > cancellable with `cancelInFlight: true`): a new throttled effect cancels the previous
  /// > one and takes over its held action. `.cancel(id:)` stops a held action from going out
  /// > when the interval ends; as in The Composable Architecture, the throttle still remembers
  /// > it, so with `latest: false` it goes out in place of the next action throttled with `id`.
  ///
  /// > Note: A throttled `.send` effect sends its action from an asynchronous effect, so it is
  /// > no longer processed in the same run of the store's send loop.
  ///
  /// - Parameters:
  ///   - id: The identifier that groups the effects to throttle.
  ///   - interval: The minimum time between two actions sent.
  ///   - clock: The clock that measures `interval`; a `TestClock` in tests.
  ///   - latest: Whether to send the most recent action held (`true`) or the first (`false`)
  ///     when the interval ends.
  public func throttle<C: Clock>(
    id: some Hashable & Sendable,
    for interval: C.Duration,
    clock: C,
    latest: Bool
  ) -> Self {
    self._throttle(id: AnyHashableSendable(id), for: interval, clock: clock, latest: latest)
  }

  /// Limits the actions this effect sends to one per `interval` among the effects throttled
  /// with the type `id`, as in `.throttle(id: SaveID.self, for: .seconds(1), clock: clock,
  /// latest: true)`.
  public func throttle<C: Clock>(
    id: Any.Type,
    for interval: C.Duration,
    clock: C,
    latest: Bool
  ) -> Self {
    self._throttle(
      id: AnyHashableSendable(ObjectIdentifier(id)), for: interval, clock: clock, latest: latest
    )
  }

  /// Limits the actions this effect sends to one per `interval` among the effects throttled
  /// with the same `id`, measured by a clock held as `any Clock<Duration>`, as the
  /// dependencies hand them out:
  ///
  /// ```swift
  /// @Dependency(\.continuousClock) var clock
  /// …
  /// return .send(.saveValue(value))
  ///   .throttle(id: CancelID.save, for: .seconds(1), clock: self.clock, latest: true)
  /// ```
  @_disfavoredOverload
  public func throttle(
    id: some Hashable & Sendable,
    for interval: Duration,
    clock: any Clock<Duration>,
    latest: Bool
  ) -> Self {
    func throttle(_ clock: some Clock<Duration>) -> Self {
      self._throttle(id: AnyHashableSendable(id), for: interval, clock: clock, latest: latest)
    }
    return throttle(clock)
  }

  /// Limits the actions this effect sends to one per `interval` among the effects throttled
  /// with the type `id`, measured by a clock held as `any Clock<Duration>`.
  @_disfavoredOverload
  public func throttle(
    id: Any.Type,
    for interval: Duration,
    clock: any Clock<Duration>,
    latest: Bool
  ) -> Self {
    func throttle(_ clock: some Clock<Duration>) -> Self {
      self._throttle(
        id: AnyHashableSendable(ObjectIdentifier(id)), for: interval, clock: clock, latest: latest
      )
    }
    return throttle(clock)
  }

  private func _throttle<C: Clock>(
    id: AnyHashableSendable,
    for interval: C.Duration,
    clock: C,
    latest: Bool
  ) -> Self {
    self._throttle(
      id: id, for: interval, timeline: ClockTimeline(clock: clock), latest: latest
    )
  }

  /// Throttles this effect on any timeline: a clock's, or a Combine scheduler's.
  func _throttle<Timeline: EffectTimeline>(
    id: AnyHashableSendable,
    for interval: Timeline.Instant.Interval,
    timeline: Timeline,
    latest: Bool
  ) -> Self {
    // A scheduler's interval need not be `Sendable`; it is only read, by the effect.
    let interval = UncheckedSendable(interval)
    if case .none = self.operation { return .none }
    let id = id.scopedToNavigation
    return Self.run { [self] send in
      let registry = DependencyValues._current.cancellationRegistry
      let throttles = DependencyValues._current.throttleStorage
      func withThrottle<Result>(
        _ body: (inout ThrottleStateMachine<Action, Timeline.Instant>) -> Result
      ) -> Result {
        throttles.withMachine(id: id, body)
      }

      // The effect's actions are decided on the main actor as it sends them; held ones wait
      // for their deadline here, while the effect goes on.
      let (deadlines, continuation) = AsyncStream<Timeline.Instant>.makeStream()
      let throttled = Send<Action> { action in
        let decision = withThrottle {
          $0.send(action, at: timeline.now, interval: interval.value, latest: latest)
        }
        switch decision {
        case .send(let action):
          send(action)
        case .sendAtDeadline(let deadline):
          continuation.yield(deadline)
        }
      }
      await withTaskGroup(of: Void.self) { group in
        group.addTask {
          await EffectInterpreter.run(self, send: throttled, registry: registry)
          continuation.finish()
        }
        for await deadline in deadlines {
          do {
            try await timeline.sleep(until: deadline)
          } catch {
            // Cancelled by a newer throttled effect (which takes over the held action) or by
            // `.cancel(id:)`.
            break
          }
          await MainActor.run {
            if let action = withThrottle({ $0.windowEnded(deadline: deadline, at: timeline.now) }) {
              send(action)
            }
          }
        }
      }
    }
    .cancellable(id: id, cancelInFlight: true)
  }
}

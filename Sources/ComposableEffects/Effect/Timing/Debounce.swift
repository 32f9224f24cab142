extension Effect {
  /// Delays this effect until `dueTime` has passed without another effect debounced with the
  /// same `id`: each new one cancels the one still waiting, so only the last of a burst runs.
  ///
  /// ```swift
  /// case let .searchQueryChanged(query):
  ///   state.query = query
  ///   return .run { [query] send in
  ///     await send(.searchResponse(TaskResult { try await searchClient.search(query) }))
  ///   }
  ///   .debounce(id: CancelID.search, for: .milliseconds(300), clock: clock)
  /// ```
  ///
  /// > Important: The identifier is also the effect's cancellation identifier (made
  /// > cancellable with `cancelInFlight: true`): `.cancel(id:)` cancels a waiting debounced
  /// > effect, and a debounced effect cancels any other effect that is cancellable with the
  /// > same identifier.
  ///
  /// - Parameters:
  ///   - id: The identifier that groups the effects to debounce.
  ///   - dueTime: How long to wait with no new effect before running this one.
  ///   - clock: The clock that measures `dueTime`: a concrete clock, or the
  ///     `any Clock<Duration>` of `@Dependency(\.continuousClock)`; a `TestClock` in tests.
  public func debounce<C: Clock>(
    id: some Hashable & Sendable,
    for dueTime: C.Duration,
    clock: C
  ) -> Self {
    self._debounce(id: AnyHashableSendable(id), for: dueTime, clock: clock)
  }

  /// Delays this effect until `dueTime` has passed without another effect debounced with the
  /// type `id`, as in `.debounce(id: SearchID.self, for: .seconds(1), clock: clock)`.
  public func debounce<C: Clock>(id: Any.Type, for dueTime: C.Duration, clock: C) -> Self {
    self._debounce(id: AnyHashableSendable(ObjectIdentifier(id)), for: dueTime, clock: clock)
  }

  /// Delays this effect until `dueTime` has passed without another effect debounced with the
  /// same `id`, measured by a clock held as `any Clock<Duration>`, as the dependencies hand them
  /// out:
  ///
  /// ```swift
  /// @Dependency(\.continuousClock) var clock
  /// …
  /// return .run { send in … }
  ///   .debounce(id: CancelID.search, for: .milliseconds(300), clock: clock)
  /// ```
  ///
  /// Swift does not open an existential passed to the generic form when it is reached through
  /// an implicit `self` (a bare `clock` inside a `Reduce` closure), so this overload takes it
  /// as it is.
  @_disfavoredOverload
  public func debounce(
    id: some Hashable & Sendable,
    for dueTime: Duration,
    clock: any Clock<Duration>
  ) -> Self {
    func debounce(_ clock: some Clock<Duration>) -> Self {
      self._debounce(id: AnyHashableSendable(id), for: dueTime, clock: clock)
    }
    return debounce(clock)
  }

  /// Delays this effect until `dueTime` has passed without another effect debounced with the
  /// type `id`, measured by a clock held as `any Clock<Duration>`.
  @_disfavoredOverload
  public func debounce(id: Any.Type, for dueTime: Duration, clock: any Clock<Duration>) -> Self {
    func debounce(_ clock: some Clock<Duration>) -> Self {
      self._debounce(id: AnyHashableSendable(ObjectIdentifier(id)), for: dueTime, clock: clock)
    }
    return debounce(clock)
  }

  private func _debounce<C: Clock>(id: AnyHashableSendable, for dueTime: C.Duration, clock: C)
    -> Self
  {
    if case .none = self.operation { return .none }
    // A cancelled sleep ends the `.run` quietly, and `concatenate` stops before this effect.
    // (`AnyHashableSendable` does not wrap itself again.)
    return Self.concatenate(.run { _ in try await clock.sleep(for: dueTime) }, self)
      .cancellable(id: id, cancelInFlight: true)
  }
}

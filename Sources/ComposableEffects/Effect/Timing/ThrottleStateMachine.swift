/// The decisions of a throttle: which actions sent through one throttle identifier go out at
/// once, which are held until the window ends, and which are dropped. Pure; the store's
/// ``ThrottleStorage`` keeps one per identifier under its lock, and the throttled effect
/// sleeps and sends as it says.
///
/// The first action goes out at once and opens a window of `interval`. An action within the
/// window is held (replacing the held one if `latest`, else the first held one stays) and goes
/// out when the window ends, opening the next window. An action after the window goes out at
/// once; without `latest`, an action still held then (its effect was cancelled before the
/// window ended) goes out in its place, since the first one held is the one that goes out.
/// These are the semantics of The Composable Architecture's `throttle`.
struct ThrottleStateMachine<Element, Instant: EffectInstant> {
  private var lastSent: Instant?
  private var held: (element: Element, deadline: Instant)?

  enum SendAction {
    /// Send this element now.
    case send(Element)
    /// Sleep until the deadline, then call ``windowEnded(deadline:at:)``.
    case sendAtDeadline(Instant)
  }

  /// Decides what to do with `element`, sent at `now`.
  mutating func send(
    _ element: Element,
    at now: Instant,
    interval: Instant.Interval,
    latest: Bool
  ) -> SendAction {
    guard let lastSent = self.lastSent else {
      return self.sent(element, at: now)
    }
    let element = latest ? element : (self.held?.element ?? element)
    guard lastSent.duration(to: now) < interval else {
      return self.sent(element, at: now)
    }
    let deadline = lastSent.advanced(by: interval)
    self.held = (element, deadline)
    return .sendAtDeadline(deadline)
  }

  /// The element to send when the window that ends at `deadline` ends, at `now`; `nil` when
  /// none is held for that deadline (another wait already sent it, or a later element is held
  /// for a later window).
  mutating func windowEnded(deadline: Instant, at now: Instant) -> Element? {
    guard let held = self.held, held.deadline == deadline else { return nil }
    self.held = nil
    self.lastSent = now
    return held.element
  }

  private mutating func sent(_ element: Element, at now: Instant) -> SendAction {
    self.held = nil
    self.lastSent = now
    return .send(element)
  }
}

extension ThrottleStateMachine.SendAction: Equatable where Element: Equatable {}

/// When a page may be sent its session's state: only once it has been sent every change to the
/// list that the actions the state acknowledges made, so that a page never learns its action
/// was handled before it can show what the action did, durably.
///
/// Pure: the connection's push loop asks it, and sends what it says.
struct AcknowledgementGate {
  /// The version of the list the page has been sent.
  private(set) var sentVersion: Int?
  /// The version a session state waiting to be sent needs the page to have.
  private(set) var held: Int?

  /// The page was sent the list up to `version`: whether the session state held back may go now.
  mutating func listSent(version: Int) -> Bool {
    sentVersion = max(sentVersion ?? version, version)
    guard let held, held <= version else { return false }
    self.held = nil
    return true
  }

  /// The session's state changed, and acknowledges actions whose changes are in the list's
  /// `version`: whether it may be sent now; if not, it is held until the list reaches `version`.
  mutating func sessionChanged(requiring version: Int) -> Bool {
    if let sentVersion, version <= sentVersion {
      held = nil
      return true
    }
    held = max(held ?? version, version)
    return false
  }
}

/// What one page has been sent of its connection's state: the version it holds, and the state
/// that version is, from which the next patch is computed.
///
/// ```swift
/// var session = PageSession()
/// send(session.start(with: try JSONValue(encoding: store.state)))
/// // after each batch of actions:
/// if let frame = session.changed(to: try JSONValue(encoding: store.state)) { send(frame) }
/// ```
public struct PageSession: Sendable {
  /// The version of the state the page was last sent: 0 for the whole state, one more for each
  /// patch after it.
  public private(set) var version = 0
  private var sent: JSONValue?

  /// A page sent nothing yet.
  public init() {}

  /// The frame a page starts from: the whole state.
  public mutating func start(with state: JSONValue) -> PageFrame {
    self.sent = state
    return .state(version: self.version, state: state)
  }

  /// The frame that takes the page to `state`: a patch, the whole state if the page was never
  /// started, or `nil` when nothing it sees changed.
  public mutating func changed(to state: JSONValue) -> PageFrame? {
    guard let sent = self.sent else { return self.start(with: state) }
    let operations = JSONPatch.changes(from: sent, to: state)
    guard !operations.isEmpty else { return nil }
    self.version += 1
    self.sent = state
    return .patch(version: self.version, operations: operations)
  }
}

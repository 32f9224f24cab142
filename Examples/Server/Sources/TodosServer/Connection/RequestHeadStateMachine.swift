/// A connection's wait for its first request's head, which ends with the head, with the
/// deadline for it, or with the server's shutdown.
///
/// Until the head has come, no handler behind it answers a shutdown or a silent client, so
/// this wait decides both: a client that has sent nothing, or half a head, by the deadline is
/// closed, and so is one still sending when the server shuts down (nothing has begun for it;
/// its client opens another connection when it needs one). A head that is refused closes the
/// connection too, and what follows it is dropped.
struct RequestHeadStateMachine {
  private enum State {
    case awaitingHead
    case passed
    case closed
  }

  enum ReadAction: Equatable {
    /// The awaited head: check it, then pass it on or refuse it.
    case checkHead
    /// Pass the part on.
    case forward
    /// Drop the part: the connection is closing.
    case discard
  }

  enum EndAction: Equatable {
    /// Close the connection, whose request has not begun.
    case close
    /// Nothing to do: the wait has ended already.
    case none
  }

  private var state = State.awaitingHead

  /// A part of a request has come.
  mutating func read(isHead: Bool) -> ReadAction {
    switch state {
    case .awaitingHead where isHead:
      return .checkHead
    case .awaitingHead, .passed:
      return .forward
    case .closed:
      return .discard
    }
  }

  /// The checked head is passed on.
  mutating func accepted() {
    state = .passed
  }

  /// The checked head is refused: its connection is answered and closed.
  mutating func refused() {
    state = .closed
  }

  /// The deadline for the head has passed.
  mutating func deadlinePassed() -> EndAction {
    end()
  }

  /// The server is shutting down.
  mutating func shutdownBegan() -> EndAction {
    end()
  }

  private mutating func end() -> EndAction {
    switch state {
    case .awaitingHead:
      state = .closed
      return .close
    case .passed, .closed:
      return .none
    }
  }
}

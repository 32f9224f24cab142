/// Whether a WebSocket peer is still there: a peer silent for one period is pinged, and one
/// still silent at the end of the next period, its pong not come, is gone.
///
/// Anything read from the peer counts, a pong as much as a message, so a busy peer is never
/// pinged. The periods are measured by the caller (an `IdleStateHandler`), which calls
/// ``silenceElapsed()`` each time one passes without a read.
struct PeerLivenessStateMachine {
  private enum State {
    case heard
    case pinged
  }

  enum SilenceAction: Equatable {
    case sendPing
    case close
  }

  private var state = State.heard

  /// Something came from the peer.
  mutating func read() {
    state = .heard
  }

  /// A period passed in which nothing came.
  mutating func silenceElapsed() -> SilenceAction {
    switch state {
    case .heard:
      state = .pinged
      return .sendPing
    case .pinged:
      return .close
    }
  }
}

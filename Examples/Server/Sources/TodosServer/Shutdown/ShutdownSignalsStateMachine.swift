/// What the server does with each SIGTERM or SIGINT: the first starts a graceful shutdown, a
/// second ends the process at once, for an operator who will not wait.
struct ShutdownSignalsStateMachine {
  private enum State {
    case serving
    case shuttingDown
  }

  enum ReceivedAction: Equatable {
    /// Start the graceful shutdown.
    case shutDownGracefully
    /// Exit now, without waiting for the graceful shutdown to end.
    case exitAtOnce
  }

  private var state = State.serving

  mutating func received() -> ReceivedAction {
    switch state {
    case .serving:
      state = .shuttingDown
      return .shutDownGracefully
    case .shuttingDown:
      return .exitAtOnce
    }
  }
}

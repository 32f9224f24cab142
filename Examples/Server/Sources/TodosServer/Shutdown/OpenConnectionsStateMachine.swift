/// The server's open connections, and which of them a shutdown whose grace period has ended
/// closes.
///
/// While the server serves and while a graceful shutdown lets the connections finish, it only
/// keeps the books. Once the grace period has ended, it hands over every connection still open
/// to be closed, and any that opens after that (one accepted just as the server stopped
/// listening) is closed at once.
struct OpenConnectionsStateMachine<Connection> {
  private enum State {
    case serving(open: [Int: Connection])
    case draining(open: [Int: Connection])
    case closingAll
  }

  enum OpenedAction {
    case keep
    case close(Connection)
  }

  private var state = State.serving(open: [:])

  /// Counts the connection `connection`, known as `id` from now on.
  mutating func opened(_ connection: Connection, id: Int) -> OpenedAction {
    switch state {
    case .serving(var open):
      open[id] = connection
      state = .serving(open: open)
      return .keep
    case .draining(var open):
      open[id] = connection
      state = .draining(open: open)
      return .keep
    case .closingAll:
      return .close(connection)
    }
  }

  /// Forgets the connection `id`, which has closed.
  mutating func closed(id: Int) {
    switch state {
    case .serving(var open):
      open[id] = nil
      state = .serving(open: open)
    case .draining(var open):
      open[id] = nil
      state = .draining(open: open)
    case .closingAll:
      break
    }
  }

  /// The graceful shutdown has begun; returns how many connections are open.
  mutating func shutdownBegan() -> Int {
    switch state {
    case .serving(let open):
      state = .draining(open: open)
      return open.count
    case .draining(let open):
      return open.count
    case .closingAll:
      return 0
    }
  }

  /// The grace period has ended; returns the connections to close now.
  mutating func gracePeriodEnded() -> [Connection] {
    switch state {
    case .serving(let open), .draining(let open):
      state = .closingAll
      return open.sorted { $0.key < $1.key }.map(\.value)
    case .closingAll:
      return []
    }
  }
}

import NIOCore
import Synchronization

/// The server's open connections, kept so that a shutdown whose grace period has ended can
/// close those still open: the lock around an ``OpenConnectionsStateMachine``.
final class OpenConnections: Sendable {
  private struct Books {
    var machine = OpenConnectionsStateMachine<any Channel>()
    var nextID = 0
  }

  private let books = Mutex(Books())

  /// Counts `channel` until it closes; closes it at once if the grace period has ended.
  func opened(_ channel: any Channel) {
    let (id, action) = books.withLock { books in
      books.nextID += 1
      return (books.nextID, books.machine.opened(channel, id: books.nextID))
    }
    switch action {
    case .keep:
      channel.closeFuture.whenComplete { [self] _ in
        books.withLock { $0.machine.closed(id: id) }
      }
    case .close(let channel):
      channel.close(promise: nil)
    }
  }

  /// The graceful shutdown has begun; returns how many connections are open.
  func shutdownBegan() -> Int {
    books.withLock { $0.machine.shutdownBegan() }
  }

  /// Closes the connections still open; returns how many there were.
  func gracePeriodEnded() -> Int {
    let open = books.withLock { $0.machine.gracePeriodEnded() }
    for channel in open {
      channel.close(promise: nil)
    }
    return open.count
  }
}

import Logging
import ServiceLifecycle

/// A service, `base`, whose graceful shutdown lasts at most `gracePeriod`: when it has not
/// ended by then, the connections still open are closed, and the shutdown goes on without
/// them.
///
/// A graceful shutdown asks every connection to finish and waits for them all: a WebSocket peer
/// that never answers the close frame (a laptop gone to sleep, a dropped mobile link), or one
/// that answers it and keeps TCP open, would make it wait for ever.
struct BoundedShutdown<Base: Service>: Service {
  let base: Base
  let gracePeriod: Duration
  let connections: OpenConnections
  let logger: Logger

  private enum Ended {
    case base
    case gracePeriod
  }

  func run() async throws {
    try await withThrowingTaskGroup(of: Ended.self) { group in
      group.addTask {
        try await base.run()
        return .base
      }
      group.addTask {
        try await gracefulShutdown()
        let open = connections.shutdownBegan()
        logger.info(
          "Shutting down: asked \(open) open connections to close; those still open in \(gracePeriod) will be closed"
        )
        try await Task.sleep(for: gracePeriod)
        let closed = connections.gracePeriodEnded()
        logger.warning("The grace period of \(gracePeriod) has ended: closed \(closed) connections still open")
        return .gracePeriod
      }
      while let ended = try await group.next() {
        if ended == .base {
          group.cancelAll()
          return
        }
      }
    }
  }
}

import Synchronization

/// The errors one running effect threw, kept for its end and for the issue it reports: its
/// operation may run parts in child tasks, so they may arrive from any thread.
final class EffectFailures: Sendable {
  private struct Books {
    /// The first error the operation threw: the one its outcome and span tell of.
    var first: (any Error)?
    /// An error no `catch` handled, waiting for the issue the library reports for it next, which
    /// the log line of that issue carries.
    var unhandled: (any Error)?
  }

  private let books = Mutex(Books())

  /// Keeps an error the operation threw.
  func record(_ error: any Error, isHandled: Bool) {
    self.books.withLock { books in
      if books.first == nil { books.first = error }
      if !isHandled { books.unhandled = error }
    }
  }

  /// The first error the operation threw, if any.
  var first: (any Error)? {
    self.books.withLock { $0.first }
  }

  /// The unhandled error an issue reported now is about, handed out once.
  func takeUnhandled() -> (any Error)? {
    self.books.withLock { books in
      defer { books.unhandled = nil }
      return books.unhandled
    }
  }
}

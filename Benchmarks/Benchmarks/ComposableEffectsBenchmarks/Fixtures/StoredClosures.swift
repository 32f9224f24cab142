/// `@Sendable` closures stored in a struct, as effect handlers and dependency clients store
/// theirs.
///
/// The struct matters: a closure passed through a generic function such as `identity` on its own
/// would come back in the generic (indirect) calling convention, slower than the one handlers use.
struct StoredClosures: Sendable {
  let increment: @Sendable (Int) -> Int
  let incrementAsync: @Sendable (Int) async -> Int

  /// Closures that return their argument plus one, like every other benchmark's operation.
  static let incrementing = StoredClosures(
    increment: { $0 &+ 1 },
    incrementAsync: { $0 &+ 1 }
  )
}

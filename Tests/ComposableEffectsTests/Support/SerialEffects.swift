@testable import ComposableEffects

/// Runs `operation` with swift-concurrency-extras' main serial executor on, so that effects run
/// one at a time on the main actor.
///
/// Unlike `withMainSerialExecutor`, which saves and restores one global flag, this takes the
/// lease test stores take: tests running in parallel never switch it off for each other.
@MainActor
func withSerialEffects(_ operation: @MainActor () async throws -> Void) async rethrows {
  MainSerialExecutorLease.acquire()
  defer { MainSerialExecutorLease.release() }
  try await operation()
}

/// Runs `operation`, a test of timed effects driven by a `TestClock`.
///
/// Such tests once switched on swift-concurrency-extras' main serial executor; that global
/// switch sends every task of the process to the main thread and deadlocks parallel tests that
/// block it, so they now wait for the state they expect instead (see `eventually`).
@MainActor
func withSerialEffects(_ operation: @MainActor () async throws -> Void) async rethrows {
  try await operation()
}

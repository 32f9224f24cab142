import ComposableEffects

/// The memory a running effect holds: the resident set size of the process with 10,000
/// suspended cancellable `.run` effects, less that before they started, over 10,000.
///
/// Each sample makes a store, reads the resident set size, starts the effects (each
/// `.run { send in await send(.backgroundStarted); try await Task.never() }` under its own
/// cancellation identifier), waits until every one has sent its action and so is about to
/// suspend, reads the size again, and then cancels them all and waits until they have ended.
/// Reading the size hands the allocator's free pages back to the system first (see
/// ``ResidentMemory``). Linux only.
enum MemoryBenchmarks {
  static let effectCount = 10_000

  static let all: [Benchmark] =
    ResidentMemory.isAvailable
    ? [
      .memory("bytes.per-in-flight-effect", targets: [.atMost(bytes: 1024)]) {
        await bytesPerInFlightEffect(count: effectCount)
      }
    ]
    : []

  @MainActor
  static func bytesPerInFlightEffect(count: Int) async -> Double {
    let fixture = InFlightFixture(count: count)
    guard let before = ResidentMemory.bytes() else { return .nan }
    await fixture.startBackground()
    guard let after = ResidentMemory.bytes() else { return .nan }
    await fixture.cancelBackground()
    return Double(after - before) / Double(count)
  }
}

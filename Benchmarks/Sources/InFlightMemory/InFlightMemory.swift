import Foundation
import InFlightEffects

/// `swift run -c release --package-path Benchmarks in-flight-memory`: measures
/// `bytes.per-in-flight-effect`, the resident memory one suspended cancellable `.run` effect
/// holds, and prints it as `bytes.per-in-flight-effect=<bytes>` for `benchmark-results`; then
/// the same for effects that wait on a continuation instead of `Task.never()`, as
/// `bytes.per-in-flight-effect.continuation=<bytes>`.
///
/// Each sample makes a store, reads the resident set size, starts 10,000 effects (each
/// `.run { send in await send(.backgroundStarted); try await Task.never() }` under its own
/// cancellation identifier), waits until every one has sent its action and so is about to
/// suspend, reads the size again, and then cancels them all and waits until they have ended.
/// Reading the size hands the allocator's free pages back to the system first (see
/// ``ResidentMemory``). One sample warms up and is discarded; the figure is the median of the
/// next 15. Linux only.
///
/// It is not one of package-benchmark's benchmarks: those run with a malloc interposer preloaded
/// that puts a 16-byte header on every allocation, which the resident set size would count.
@main
enum InFlightMemory {
  static let effectCount = 10_000
  static let sampleCount = 15

  @MainActor
  static func main() async {
    guard ResidentMemory.isAvailable else {
      log("in-flight-memory: no resident set size on this system")
      exit(1)
    }
    #if DEBUG
      log("warning: a debug build; run with `-c release` for meaningful figures")
    #endif
    for (name, waitsOnContinuation) in [
      ("bytes.per-in-flight-effect", false),
      ("bytes.per-in-flight-effect.continuation", true),
    ] {
      _ = await bytesPerInFlightEffect(count: effectCount, waitsOnContinuation: waitsOnContinuation)
      var samples: [Double] = []
      for sample in 1...sampleCount {
        log("\(name): sample \(sample) of \(sampleCount)")
        samples.append(
          await bytesPerInFlightEffect(count: effectCount, waitsOnContinuation: waitsOnContinuation)
        )
      }
      samples.sort()
      print("\(name)=\(samples[samples.count / 2])")
    }
  }

  /// One sample: the growth of the resident set size with `count` effects in flight, over
  /// `count`.
  @MainActor
  static func bytesPerInFlightEffect(count: Int, waitsOnContinuation: Bool) async -> Double {
    let fixture = InFlightFixture(count: count, waitsOnContinuation: waitsOnContinuation)
    guard let before = ResidentMemory.bytes() else { return .nan }
    await fixture.startBackground()
    guard let after = ResidentMemory.bytes() else { return .nan }
    await fixture.cancelBackground()
    return Double(after - before) / Double(count)
  }

  /// Progress and warnings go to standard error, leaving standard output to the figure.
  private static func log(_ line: String) {
    FileHandle.standardError.write(Data((line + "\n").utf8))
  }
}

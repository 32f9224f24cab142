import Benchmark

/// Runs `operation` once per iteration of `benchmark`'s run, passing each result to the next call,
/// and sinks the last.
///
/// Feeding results back makes every call depend on the previous one, so the optimizer can
/// neither hoist a call out of the loop nor drop calls whose results look unused. The first
/// argument goes through `identity`, so that the optimizer can't compute the chain ahead.
@inline(__always)
func feedBack(_ benchmark: Benchmark, _ operation: (Int) -> Int) {
  var value = identity(0)
  for _ in benchmark.scaledIterations {
    value = operation(value)
  }
  blackHole(value)
}

/// Runs asynchronous `operation` once per iteration of `benchmark`'s run, passing each result to
/// the next call, and sinks the last.
///
/// It runs on its caller's executor (`nonisolated(nonsending)`), so a benchmark on the main
/// actor loops on the main actor and pays only for the hops its operation makes.
@inline(__always)
nonisolated(nonsending)
func feedBack(
  _ benchmark: Benchmark,
  _ operation: nonisolated(nonsending) (Int) async -> Int
) async {
  var value = identity(0)
  for _ in benchmark.scaledIterations {
    value = await operation(value)
  }
  blackHole(value)
}

/// Runs `operation` `iterations` times, passing each result to the next call, and sinks the last.
///
/// Feeding results back makes every call depend on the previous one, so the optimizer can
/// neither hoist a call out of the loop nor drop calls whose results look unused.
@inline(__always)
func feedBack(_ iterations: Int, _ operation: (Int) -> Int) {
  var value = opaque(0)
  for _ in 0..<iterations {
    value = operation(value)
  }
  blackHole(value)
}

/// Runs asynchronous `operation` `iterations` times, passing each result to the next call, and
/// sinks the last.
///
/// It runs on its caller's executor (`nonisolated(nonsending)`), so a benchmark on the main
/// actor loops on the main actor and pays only for the hops its operation makes.
@inline(__always)
nonisolated(nonsending)
func feedBack(_ iterations: Int, _ operation: nonisolated(nonsending) (Int) async -> Int) async {
  var value = opaque(0)
  for _ in 0..<iterations {
    value = await operation(value)
  }
  blackHole(value)
}

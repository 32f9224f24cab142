/// Measures benchmarks: calibrates an iteration count for each timed one, warms each up, then
/// takes samples.
///
/// For each timed benchmark it grows the number of iterations until one run takes at least
/// ``minimumSampleDuration`` (those runs also warm up caches, lazy initialisers and the
/// allocator) and runs once more at that count, discarding the time. A memory benchmark takes
/// one sample, discarded. It then takes ``sampleCount`` samples of every benchmark in rounds,
/// one sample of each benchmark per round, so that a change in the machine's load during the run
/// touches every benchmark alike and leaves the ratios between them intact. A benchmark's figure
/// is the median of its samples' per-operation figures.
///
/// A benchmark's ``Benchmark/setUp`` runs before its calibration, and its
/// ``Benchmark/tearDown`` after the last round, both outside every timing.
struct Sampler: Sendable {
  var sampleCount = 15
  var minimumSampleDuration: Duration = .milliseconds(10)

  /// Measures `benchmarks`, reporting progress to `log`. Runs off the main actor; only a
  /// `.mainActor` or `.memory` body, and set-ups and tear-downs, hop onto it.
  @concurrent
  func measure(
    _ benchmarks: [Benchmark],
    log: @Sendable (String) -> Void
  ) async -> [Measurement] {
    var iterations: [Int] = []
    for benchmark in benchmarks {
      if let setUp = benchmark.setUp {
        log("setting up \(benchmark.name)")
        await setUp()
      }
      log("calibrating \(benchmark.name)")
      let count = await calibrate(benchmark.body)
      _ = await Self.sample(benchmark.body, iterations: count)
      iterations.append(count)
    }
    var samples = Array(repeating: [Double](), count: benchmarks.count)
    for round in 1...sampleCount {
      log("sampling, round \(round) of \(sampleCount)")
      for (index, benchmark) in benchmarks.enumerated() {
        samples[index].append(await Self.sample(benchmark.body, iterations: iterations[index]))
      }
    }
    for benchmark in benchmarks {
      if let tearDown = benchmark.tearDown {
        log("tearing down \(benchmark.name)")
        await tearDown()
      }
    }
    return benchmarks.indices.map { index in
      Measurement(
        name: benchmarks[index].name,
        unit: benchmarks[index].unit,
        perOperation: samples[index]
      )
    }
  }

  /// The number of iterations that takes at least ``minimumSampleDuration``, aiming 20% above it;
  /// 1 for a memory benchmark, whose body runs no iterations.
  @concurrent
  private func calibrate(_ body: Benchmark.Body) async -> Int {
    if case .memory = body { return 1 }
    let goal = minimumSampleDuration.nanoseconds
    var iterations = 1
    while true {
      let elapsed = await Self.time(body, iterations: iterations).nanoseconds
      if elapsed >= goal { return iterations }
      precondition(
        iterations < 1 << 40,
        "\(iterations) iterations took \(elapsed) ns: has the optimizer removed the loop?"
      )
      // Grow at least twofold, at most a hundredfold, towards 1.2 × the goal.
      let factor = min(100, max(2, goal * 1.2 / max(elapsed, 1)))
      iterations = Int((Double(iterations) * factor).rounded(.up))
    }
  }

  /// One sample: nanoseconds per operation of a run of `iterations` operations, or the bytes
  /// per operation a memory benchmark measures.
  @concurrent
  private static func sample(_ body: Benchmark.Body, iterations: Int) async -> Double {
    if case .memory(let measure) = body {
      return await measure()
    }
    return await time(body, iterations: iterations).nanoseconds / Double(iterations)
  }

  /// How long one run of `iterations` operations takes, timed on the body's own executor.
  @concurrent
  private static func time(_ body: Benchmark.Body, iterations: Int) async -> Duration {
    switch body {
    case .sync(let run):
      let start = ContinuousClock.now
      run(iterations)
      return start.duration(to: .now)
    case .async(let run):
      let start = ContinuousClock.now
      await run(iterations)
      return start.duration(to: .now)
    case .mainActor(let run):
      return await timeOnMainActor(run, iterations: iterations)
    case .memory:
      preconditionFailure("A memory benchmark is not timed")
    }
  }

  @MainActor
  private static func timeOnMainActor(
    _ run: @MainActor (_ iterations: Int) async -> Void,
    iterations: Int
  ) async -> Duration {
    let start = ContinuousClock.now
    await run(iterations)
    return start.duration(to: .now)
  }
}

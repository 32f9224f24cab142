/// A named piece of code to measure, with the targets it should meet.
///
/// A timed benchmark's body runs the measured operation `iterations` times; the harness chooses
/// that number (see ``Sampler``). Write the loop with `feedBack`, which feeds each result into
/// the next operation, and pass fixtures through `opaque`, so that the optimizer keeps every
/// call. Set up outside the loop whatever is not measured, such as installing handlers:
///
/// ```swift
/// .sync(
///   "perform.sync.1-handler",
///   targets: [.atMost(2.5, times: "tasklocal.read")]
/// ) { iterations in
///   with {
///     Counter.Increment { $0 &+ 1 }
///   } perform: {
///     feedBack(iterations) { Counter.increment($0) }
///   }
/// }
/// ```
///
/// What is too costly to set up in every run (thousands of running effects, say) goes in a
/// fixture: see ``mainActor(_:targets:setUp:tearDown:_:)``.
struct Benchmark: Sendable {
  /// Where the body runs, and so which executor hops its operations make; or, for `.memory`,
  /// that the body measures memory rather than being timed.
  enum Body: Sendable {
    /// Synchronous code, run from a task off the main actor.
    case sync(@Sendable (_ iterations: Int) -> Void)
    /// Asynchronous code, run from a task off the main actor.
    case async(@Sendable (_ iterations: Int) async -> Void)
    /// Asynchronous code, run on the main actor.
    case mainActor(@MainActor @Sendable (_ iterations: Int) async -> Void)
    /// Code that measures memory, run on the main actor and not timed: each call takes one
    /// sample and returns it, in bytes per operation.
    case memory(@MainActor @Sendable () async -> Double)
  }

  /// The name printed and written to the results, for example `perform.sync.1-handler`. The
  /// names of `.memory` benchmarks, and only theirs, begin with `bytes.`.
  let name: String

  /// The goals it is checked against.
  let targets: [Target]

  let body: Body

  /// Runs before the benchmark's first run (its calibration), outside every timing.
  var setUp: (@MainActor @Sendable () async -> Void)? = nil

  /// Runs after the benchmark's last sample, outside every timing.
  var tearDown: (@MainActor @Sendable () async -> Void)? = nil

  /// What the benchmark's samples count.
  var unit: Unit {
    if case .memory = body { return .bytes }
    return .nanoseconds
  }

  /// A benchmark of synchronous code.
  static func sync(
    _ name: String,
    targets: [Target] = [],
    _ body: @escaping @Sendable (_ iterations: Int) -> Void
  ) -> Benchmark {
    Benchmark(name: name, targets: targets, body: .sync(body))
  }

  /// A benchmark of asynchronous code called from a non-isolated task.
  static func async(
    _ name: String,
    targets: [Target] = [],
    _ body: @escaping @Sendable (_ iterations: Int) async -> Void
  ) -> Benchmark {
    Benchmark(name: name, targets: targets, body: .async(body))
  }

  /// A benchmark of asynchronous code called from the main actor.
  static func mainActor(
    _ name: String,
    targets: [Target] = [],
    _ body: @escaping @MainActor @Sendable (_ iterations: Int) async -> Void
  ) -> Benchmark {
    Benchmark(name: name, targets: targets, body: .mainActor(body))
  }

  /// A benchmark of asynchronous code called from the main actor, using a fixture that
  /// `setUp` makes once, before the benchmark's first run, and `tearDown` disposes of after its
  /// last sample. Neither is timed. The fixture lives through the whole sampling, during which
  /// the other benchmarks' samples are taken too.
  static func mainActor<Fixture>(
    _ name: String,
    targets: [Target] = [],
    setUp: @escaping @MainActor @Sendable () async -> Fixture,
    tearDown: @escaping @MainActor @Sendable (Fixture) async -> Void,
    _ body: @escaping @MainActor @Sendable (Fixture, _ iterations: Int) async -> Void
  ) -> Benchmark {
    let slot = FixtureSlot<Fixture>()
    return Benchmark(
      name: name,
      targets: targets,
      body: .mainActor { iterations in await body(slot.fixture, iterations) },
      setUp: { slot.value = await setUp() },
      tearDown: {
        guard let fixture = slot.value else { return }
        slot.value = nil
        await tearDown(fixture)
      }
    )
  }

  /// A benchmark that measures memory on the main actor: `sample` takes one sample and returns
  /// it in bytes per operation. The harness takes as many samples as of the timed benchmarks,
  /// in the same rounds, after one discarded warm-up sample.
  static func memory(
    _ name: String,
    targets: [Target] = [],
    _ sample: @escaping @MainActor @Sendable () async -> Double
  ) -> Benchmark {
    Benchmark(name: name, targets: targets, body: .memory(sample))
  }
}

/// Where a fixture lives between its benchmark's set-up and tear-down.
@MainActor
private final class FixtureSlot<Fixture>: Sendable {
  var value: Fixture?

  nonisolated init() {}

  var fixture: Fixture {
    guard let value else { preconditionFailure("A benchmark ran before its set-up") }
    return value
  }
}

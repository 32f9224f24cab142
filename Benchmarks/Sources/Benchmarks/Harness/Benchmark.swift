/// A named piece of code to time, with the targets it should meet.
///
/// A benchmark's body runs the measured operation `iterations` times; the harness chooses that
/// number (see ``Sampler``). Write the loop with `feedBack`, which feeds each result into the
/// next operation, and pass fixtures through `opaque`, so that the optimizer keeps every call.
/// Set up outside the loop whatever is not measured, such as installing handlers:
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
struct Benchmark: Sendable {
  /// Where the body runs, and so which executor hops its operations make.
  enum Body: Sendable {
    /// Synchronous code, run from a task off the main actor.
    case sync(@Sendable (_ iterations: Int) -> Void)
    /// Asynchronous code, run from a task off the main actor.
    case async(@Sendable (_ iterations: Int) async -> Void)
    /// Asynchronous code, run on the main actor.
    case mainActor(@MainActor @Sendable (_ iterations: Int) async -> Void)
  }

  /// The name printed and written to the results, for example `perform.sync.1-handler`.
  let name: String

  /// The goals it is checked against, each relative to another benchmark of the same run.
  let targets: [Target]

  let body: Body

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
}

import AlgebraicEffects

/// The effects the benchmarks perform.
///
/// Each returns its argument plus one, as do the handlers, closures and clients of the other
/// benchmarks, so that every benchmark does the same work and differs only in how it reaches it.
enum Counter {
  /// A synchronous effect.
  @Effect
  static func increment(_ value: Int) -> Int {
    value &+ 1
  }

  /// An asynchronous effect, declared as the documentation declares them.
  ///
  /// In the Swift 6 language mode a `nonisolated` asynchronous function runs on the global
  /// executor, so calling this one from an actor hops off the actor and back.
  @Effect
  static func incrementAsync(_ value: Int) async -> Int {
    value &+ 1
  }

  /// An asynchronous effect that runs on its caller's executor, and so never hops.
  @Effect
  nonisolated(nonsending)
  static func incrementNonsending(_ value: Int) async -> Int {
    value &+ 1
  }
}

/// The baseline for a `.run` effect's round trip, without a store: a task that runs off the main
/// actor, hops onto it once and finishes.
enum MainActorHop {
  @MainActor private(set) static var arrivals = 0

  @MainActor
  static func arrive() {
    arrivals &+= 1
  }

  /// A task running on the global executor that calls ``arrive()`` on the main actor.
  ///
  /// It is created from a non-isolated function, as the store creates an effect's task: a
  /// `Task { }` written on the main actor would inherit the main actor and never leave it.
  nonisolated static func task() -> Task<Void, Never> {
    Task { await arrive() }
  }
}

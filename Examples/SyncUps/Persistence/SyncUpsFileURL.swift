import ComposableEffects
import Foundation

private enum SyncUpsFileURLKey: DependencyKey {
  static var liveValue: URL {
    FileManager.default.temporaryDirectory
      .appendingPathComponent("composable-effects-sync-ups")
      .appendingPathComponent("sync-ups.json")
  }

  // Tests keep their files in memory (`defaultFileStorage`), so the path is only a name.
  static var testValue: URL { liveValue }
}

extension DependencyValues {
  /// The file the sync-ups are kept in: `sync-ups.json` in a temporary directory unless the
  /// app sets another (`examples sync-ups --directory DIR` uses `DIR/sync-ups.json`).
  ///
  /// ```swift
  /// let store = Store(initialState: AppFeature.State()) {
  ///   AppFeature()
  /// } withDependencies: {
  ///   $0.syncUpsFileURL = directory.appendingPathComponent("sync-ups.json")
  /// }
  /// ```
  public var syncUpsFileURL: URL {
    get { self[SyncUpsFileURLKey.self] }
    set { self[SyncUpsFileURLKey.self] = newValue }
  }
}

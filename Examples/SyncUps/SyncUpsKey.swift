import ComposableEffects
import Foundation

extension SharedKey where Self == FileStorageKey<IdentifiedArrayOf<SyncUp>>.Default {
  /// The app's sync-ups, kept in the JSON file the `syncUpsFileURL` dependency names, and
  /// empty until something is saved:
  ///
  /// ```swift
  /// @Shared(.syncUps) var syncUps
  /// ```
  ///
  /// The file is read where the key is made, from the dependencies in force there: a store's
  /// initial state and its reducer see the store's dependencies. Under test the file storage
  /// is an in-memory stand-in, new for each test.
  public static var syncUps: Self {
    @Dependency(\.syncUpsFileURL) var url
    return Self[.fileStorage(url), default: []]
  }
}

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

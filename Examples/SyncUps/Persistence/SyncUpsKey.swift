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

import AlgebraicEffects
import Foundation
import IssueReporting

/// What ``AppStorageKey`` knows of user defaults beyond one store object: which suite an object
/// is for, and how a write made through one object is announced to holders of the others.
///
/// Foundation on Apple platforms posts `UserDefaults.didChangeNotification` for every change
/// made in the process. Foundation on Linux posts nothing (and has no key-value observing), so
/// the key announces its own writes there; two store objects for one suite read and write the
/// same values, so a holder of the other object re-reads when told.
enum AppStorageSuites {
  /// The `userInfo` entry naming the key a write announced by this package changed.
  static let changedKeyInfo = "ComposableEffects.AppStorageKey.changedKey"

  /// The suite `store` reads and writes, where Foundation lets it be known: on Linux the name
  /// given to `UserDefaults(suiteName:)` (`nil` for `.standard`). Apple platforms' Foundation
  /// does not expose it, and gives `nil`.
  static func suiteName(of store: UserDefaults) -> String? {
    // swift-corelibs-foundation keeps it in a stored property, visible to reflection.
    Mirror(reflecting: store).children.first { $0.label == "suite" }?.value as? String
  }

  private static let storeOfSuite = Locked<[String: ObjectIdentifier]>([:])

  /// Records that `store` is used for its suite, and reports an issue when another object was
  /// used for the same suite before: holders of two objects see each other's changes only as
  /// far as this package can announce them (see ``announceWrite(of:in:)``).
  static func use(_ store: UserDefaults, by description: @autoclosure () -> String) {
    guard let suiteName = self.suiteName(of: store) else { return }
    let objectID = ObjectIdentifier(store)
    let previous = self.storeOfSuite.withLock { stores in
      defer { stores[suiteName] = objectID }
      return stores[suiteName]
    }
    guard let previous, previous != objectID else { return }
    reportIssue(
      """
      '@Shared(\(description()))' was given a new store object for the suite \
      \(String(reflecting: suiteName)), which another store object was used for before.

      A change made directly through one object is not seen by holders of the other. Make one \
      object for the suite (a 'static let') and pass that one to every '.appStorage' key of it.
      """
    )
  }

  /// Held by each write of a key, and by a first load from its read to its write of the
  /// initial value: a write cannot land between them and be lost under the initial value.
  /// Announcements are made after it is let go (they reach holders, which take their own locks).
  private static let writeLock = Locked(())

  /// Runs `body` as one step among the writes of every `.appStorage` key.
  static func writing<Result>(_ body: () -> Result) -> Result {
    self.writeLock.withLock { _ in body() }
  }

  /// Tells every holder of `key` in the suite of `store` that it was written, where Foundation
  /// does not tell them itself.
  static func announceWrite(of key: String, in store: UserDefaults) {
    #if !canImport(Darwin)
      NotificationCenter.default.post(
        name: UserDefaults.didChangeNotification, object: store,
        userInfo: [self.changedKeyInfo: key]
      )
    #endif
  }

  /// Whether a holder of `key` in `store` must re-read it on `notification`: a change announced
  /// for its store object (by Foundation, or by code that wrote to it directly), or a write this
  /// package made to the same key through another object for the same suite. A write made
  /// through the same object is already in the holder's value.
  static func mustReread(
    _ key: String, in store: UserDefaults, on notification: Notification
  ) -> Bool {
    guard let changed = notification.object as? UserDefaults else { return false }
    let changedKey = notification.userInfo?[self.changedKeyInfo] as? String
    if changed === store { return changedKey == nil }
    guard changedKey == nil || changedKey == key, let suiteName = self.suiteName(of: store) else {
      return false
    }
    return self.suiteName(of: changed) == suiteName
  }
}

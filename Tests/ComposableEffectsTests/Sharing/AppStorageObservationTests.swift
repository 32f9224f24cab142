import ComposableEffects
import Foundation
import Testing

/// What a shared value kept in user defaults sees of changes made elsewhere. On Linux,
/// Foundation announces no change to user defaults (it posts no `didChangeNotification`, and
/// there is no key-value observing): a holder sees the changes made through this package, and a
/// direct write only once it is announced with `didChangeNotification`.
@Suite struct AppStorageObservationTests {
  @Test func declaringAValueWithADefaultWritesTheDefault() {
    @Dependency(\.defaultAppStorage) var defaults

    @Shared(.appStorage("isOn")) var isOn = true

    #expect(defaults.object(forKey: "isOn") as? Bool == true)
  }

  @Test func declaringAValueAlreadyStoredLeavesItAsItIs() {
    @Dependency(\.defaultAppStorage) var defaults
    defaults.set(false, forKey: "isOn")

    @Shared(.appStorage("isOn")) var isOn = true

    #expect(isOn == false)
    #expect(defaults.object(forKey: "isOn") as? Bool == false)
  }

  @Test func aDirectWriteAnnouncedWithDidChangeNotificationIsSeen() {
    @Dependency(\.defaultAppStorage) var defaults
    @Shared(.appStorage("count")) var count = 0

    defaults.set(5, forKey: "count")
    NotificationCenter.default.post(name: UserDefaults.didChangeNotification, object: defaults)

    #expect(count == 5)
  }

  @Test func aSecondStoreObjectForTheSameSuiteIsReportedAndStillSeesChanges() {
    let suiteName = "composable-effects.tests.\(UUID().uuidString)"
    let first = UserDefaults(suiteName: suiteName)!
    let second = UserDefaults(suiteName: suiteName)!
    @Shared(.appStorage("count", store: first)) var count = 0

    withKnownIssue {
      @Shared(.appStorage("count", store: second)) var other = 0
      $count.withLock { $0 = 7 }

      #expect(other == 7)
    } matching: { issue in
      issue.description.contains("new store object") && issue.description.contains(suiteName)
    }
  }

  /// On Apple platforms swift-sharing warns about a key name that key-value observing cannot
  /// watch (one with a dot, or starting with "@"), since it observes user defaults that way.
  /// Linux has no key-value observing and this package does not use it: such a name works like
  /// any other, and no warning is given.
  @Test func aKeyNameKeyValueObservingCannotWatchWorksWithoutWarningOnLinux() {
    @Dependency(\.defaultAppStorage) var defaults
    @Shared(.appStorage("co.example.isEnabled")) var isEnabled = false
    @Shared(.appStorage("@count")) var count = 0

    $isEnabled.withLock { $0 = true }
    $count.withLock { $0 = 2 }

    #expect(defaults.bool(forKey: "co.example.isEnabled"))
    #expect(defaults.integer(forKey: "@count") == 2)
  }
}

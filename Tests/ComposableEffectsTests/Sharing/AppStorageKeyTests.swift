import ComposableEffects
import Foundation
import Testing

private enum Theme: String, Sendable {
  case light
  case dark
}

@Suite struct AppStorageKeyTests {
  @Test func aValueIsWrittenToTheDefaultAppStorage() {
    @Dependency(\.defaultAppStorage) var defaults
    @Shared(.appStorage("isOn")) var isOn = false

    $isOn.withLock { $0 = true }

    #expect(defaults.bool(forKey: "isOn"))
  }

  @Test func aStoredValueIsLoaded() {
    @Dependency(\.defaultAppStorage) var defaults
    defaults.set(7, forKey: "count")

    @Shared(.appStorage("count")) var count = 0

    #expect(count == 7)
  }

  @Test func eachTestHasDefaultsOfItsOwnA() {
    @Shared(.appStorage("perTest")) var count = 0
    $count.withLock { $0 += 1 }
    @Dependency(\.defaultAppStorage) var defaults
    #expect(defaults.integer(forKey: "perTest") == 1)
  }

  @Test func eachTestHasDefaultsOfItsOwnB() {
    @Shared(.appStorage("perTest")) var count = 0
    $count.withLock { $0 += 1 }
    @Dependency(\.defaultAppStorage) var defaults
    #expect(defaults.integer(forKey: "perTest") == 1)
  }

  @Test func testsNeverTouchTheStandardDefaults() {
    @Dependency(\.defaultAppStorage) var defaults
    #expect(defaults !== UserDefaults.standard)
  }

  @Test func rawRepresentableAndOptionalValuesAreStored() {
    @Dependency(\.defaultAppStorage) var defaults
    @Shared(.appStorage("theme")) var theme = Theme.light
    @Shared(.appStorage("name")) var name: String?

    $theme.withLock { $0 = .dark }
    $name.withLock { $0 = "Blob" }
    #expect(defaults.string(forKey: "theme") == "dark")
    #expect(defaults.string(forKey: "name") == "Blob")

    $name.withLock { $0 = nil }
    #expect(defaults.object(forKey: "name") == nil)
  }

  @Test func aNamedStoreIsUsed() throws {
    let store = try #require(UserDefaults(suiteName: "composable-effects.tests.\(UUID().uuidString)"))
    @Shared(.appStorage("volume", store: store)) var volume = 0.5

    $volume.withLock { $0 = 0.8 }

    #expect(store.double(forKey: "volume") == 0.8)
  }
}

import ComposableEffects
import Foundation
import Testing

private enum Theme: String, Sendable {
  case light
  case dark
}

private struct Layout: Codable, Equatable, Sendable {
  var columns: Int
}

/// Both `Codable` and string-backed: kept as its raw value, as a plain string.
private struct Tag: Codable, RawRepresentable, Equatable, Sendable {
  var rawValue: String
}

@Suite struct AppStorageKeyTests {
  /// swift-sharing's switch for its key-name warning is there, and a key with a dot works like
  /// any other with the warning on or off, reporting nothing.
  @Test func aKeyWithADotIsObservedLikeAnyOtherWithTheWarningOnOrOff() {
    #expect(DependencyValues._current.appStorageKeyFormatWarningEnabled)
    for warns in [true, false] {
      withDependencies {
        $0.appStorageKeyFormatWarningEnabled = warns
      } operation: {
        @Shared(.appStorage("co.example.isOn")) var isOn = false
        $isOn.withLock { $0 = true }
        @Dependency(\.defaultAppStorage) var defaults
        #expect(defaults.bool(forKey: "co.example.isOn"))
        #expect(isOn)
      }
    }
  }

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

  @Test func aStringArrayIsStored() {
    @Dependency(\.defaultAppStorage) var defaults
    @Shared(.appStorage("tags")) var tags = ["a"]

    $tags.withLock { $0.append("b") }

    #expect(defaults.stringArray(forKey: "tags") == ["a", "b"])
  }

  @Test func anOptionalStringArrayIsRemovedWhenNil() {
    @Dependency(\.defaultAppStorage) var defaults
    @Shared(.appStorage("tags")) var tags: [String]? = ["a"]
    $tags.withLock { $0 = ["b"] }
    #expect(defaults.stringArray(forKey: "tags") == ["b"])

    $tags.withLock { $0 = nil }

    #expect(defaults.object(forKey: "tags") == nil)
  }

  @Test func aCodableValueIsStoredAsJSONData() throws {
    @Dependency(\.defaultAppStorage) var defaults
    @Shared(.appStorage("layout")) var layout = Layout(columns: 2)

    $layout.withLock { $0.columns = 3 }

    let data = try #require(defaults.data(forKey: "layout"))
    #expect(try JSONDecoder().decode(Layout.self, from: data) == Layout(columns: 3))
  }

  @Test func aStoredCodableValueIsLoaded() throws {
    @Dependency(\.defaultAppStorage) var defaults
    defaults.set(try JSONEncoder().encode(Layout(columns: 5)), forKey: "layout")

    @Shared(.appStorage("layout")) var layout = Layout(columns: 2)

    #expect(layout == Layout(columns: 5))
  }

  @Test func anOptionalCodableValueIsRemovedWhenNil() {
    @Dependency(\.defaultAppStorage) var defaults
    @Shared(.appStorage("layout")) var layout: Layout? = nil
    $layout.withLock { $0 = Layout(columns: 1) }
    #expect(defaults.data(forKey: "layout") != nil)

    $layout.withLock { $0 = nil }

    #expect(defaults.object(forKey: "layout") == nil)
  }

  @Test func aCodableStringBackedValueIsStoredAsItsRawValue() {
    @Dependency(\.defaultAppStorage) var defaults
    @Shared(.appStorage("tag")) var tag = Tag(rawValue: "a")

    $tag.withLock { $0 = Tag(rawValue: "b") }

    #expect(defaults.string(forKey: "tag") == "b")
  }
}

@testable import ComposableEffects
import Testing

@Suite struct FileWatchRegistryTests {
  @Test func aDirectoryIsWatchedOnceForAllItsFiles() {
    var registry = FileWatchRegistry<Int32>()
    let (items, first) = registry.addWatcher(directory: "/data", file: "items.json")
    #expect(first == .watchDirectory("/data"))
    registry.directoryWatched("/data", handle: 7)

    let (settings, second) = registry.addWatcher(directory: "/data", file: "settings.json")
    #expect(second == .none)

    #expect(registry.watchers(of: "items.json", inDirectoryWatchedAs: 7) == [items])
    #expect(registry.watchers(of: "settings.json", inDirectoryWatchedAs: 7) == [settings])
  }

  @Test func anEventAboutAnotherFileOrDirectoryReachesNoWatcher() {
    var registry = FileWatchRegistry<Int32>()
    _ = registry.addWatcher(directory: "/data", file: "items.json")
    registry.directoryWatched("/data", handle: 7)

    #expect(registry.watchers(of: "items.json.tmp-1", inDirectoryWatchedAs: 7).isEmpty)
    #expect(registry.watchers(of: "items.json", inDirectoryWatchedAs: 8).isEmpty)
  }

  @Test func theDirectoryIsUnwatchedWithItsLastWatcher() {
    var registry = FileWatchRegistry<Int32>()
    let (items, _) = registry.addWatcher(directory: "/data", file: "items.json")
    registry.directoryWatched("/data", handle: 7)
    let (again, _) = registry.addWatcher(directory: "/data", file: "items.json")

    #expect(registry.removeWatcher(items) == .none)
    #expect(registry.watchers(of: "items.json", inDirectoryWatchedAs: 7) == [again])
    #expect(registry.removeWatcher(again) == .unwatchDirectory(7))
    #expect(registry.removeWatcher(again) == .none)
    #expect(registry.isEmpty)

    // Watched afresh: the system is asked again.
    let (_, action) = registry.addWatcher(directory: "/data", file: "items.json")
    #expect(action == .watchDirectory("/data"))
  }

  @Test func aDirectoryTheSystemRefusedIsAskedForAgain() {
    var registry = FileWatchRegistry<Int32>()
    _ = registry.addWatcher(directory: "/gone", file: "items.json")
    registry.directoryWatched("/gone", handle: nil)

    let (_, action) = registry.addWatcher(directory: "/gone", file: "items.json")
    #expect(action == .watchDirectory("/gone"))
  }

  // Two paths of one directory get one handle: each path's files are told, and the handle is
  // given up with the last of them.
  @Test func twoPathsOfOneDirectoryShareItsHandle() {
    var registry = FileWatchRegistry<Int32>()
    let (plain, _) = registry.addWatcher(directory: "/data", file: "items.json")
    registry.directoryWatched("/data", handle: 7)
    let (linked, action) = registry.addWatcher(directory: "/link", file: "items.json")
    #expect(action == .watchDirectory("/link"))
    registry.directoryWatched("/link", handle: 7)

    #expect(registry.watchers(of: "items.json", inDirectoryWatchedAs: 7) == [plain, linked])
    #expect(registry.removeWatcher(plain) == .none)
    #expect(registry.removeWatcher(linked) == .unwatchDirectory(7))
  }
}

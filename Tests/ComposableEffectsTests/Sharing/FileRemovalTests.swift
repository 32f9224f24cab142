@testable import ComposableEffects
import ConcurrencyExtras
import Foundation
import Testing

/// Files kept in memory whose watchers the test tells of a removal, as the file system does.
private final class RemovableFiles: Sendable {
  let files = LockIsolated<[URL: Data]>([:])
  let pauses = LockIsolated<[@Sendable () -> Void]>([])
  private let watchers = LockIsolated<[@Sendable () -> Void]>([])
  let storage: FileStorage

  init() {
    let files = self.files
    let watchers = self.watchers
    let pauses = self.pauses
    self.storage = FileStorage(
      read: { url in files.value[url] },
      write: { data, url in
        files.withValue { $0[url] = data }
        for tell in watchers.value { tell() }
      },
      watch: { _, onChange in
        watchers.withValue { $0.append(onChange) }
        return SharedSubscription {}
      },
      afterPause: { end in pauses.withValue { $0.append(end) } }
    )
  }

  func remove(_ url: URL) {
    self.files.withValue { $0[url] = nil }
    for tell in self.watchers.value { tell() }
  }

  func decoded(_ url: URL) throws -> [String]? {
    try self.files.value[url].map { try JSONDecoder().decode([String].self, from: $0) }
  }
}

@Suite struct FileRemovalTests {
  static let url = URL(fileURLWithPath: "/composable-effects-tests/removable.json")

  @Test func aRemovedFileResetsTheValueToItsInitialValueAndIsMadeAgainEmpty() {
    let files = RemovableFiles()
    withDependencies {
      $0.defaultFileStorage = files.storage
    } operation: {
      @Shared(.fileStorage(Self.url)) var items = ["initial"]
      $items.withLock { $0 = ["changed"] }
      #expect((try? files.decoded(Self.url)) == ["changed"])

      files.remove(Self.url)

      #expect(items == ["initial"])
      #expect(files.files.value[Self.url] == Data())
    }
  }

  @Test func aChangeWaitingForThePauseIsDroppedWhenTheFileIsRemoved() {
    let files = RemovableFiles()
    withDependencies {
      $0.defaultFileStorage = files.storage
    } operation: {
      @Shared(.fileStorage(Self.url)) var items = ["initial"]
      $items.withLock { $0 = ["written"] }
      $items.withLock { $0 = ["waiting"] }

      files.remove(Self.url)
      for end in files.pauses.value { end() }

      #expect(items == ["initial"])
      #expect(files.files.value[Self.url] == Data())

      // The dropped change is done with: the next one is told to the key and written.
      $items.withLock { $0 = ["after"] }
      #expect((try? files.decoded(Self.url)) == ["after"])
    }
  }

  // Emptied, or written by another process: either way the waiting change is newer.
  @Test(arguments: [Data(), Data(#"["outside"]"#.utf8)])
  func aFileChangedFromOutsideWhileAChangeWaitsKeepsTheChangeAndWritesIt(outside: Data) throws {
    let files = RemovableFiles()
    try withDependencies {
      $0.defaultFileStorage = files.storage
    } operation: {
      @Shared(.fileStorage(Self.url)) var items = ["initial"]
      $items.withLock { $0 = ["written"] }
      $items.withLock { $0 = ["waiting"] }

      try files.storage.write(outside, Self.url)

      #expect(items == ["waiting"])
      for end in files.pauses.value { end() }
      #expect(try files.decoded(Self.url) == ["waiting"])
    }
  }

  @Test func aFileWrittenFromOutsideDuringAPauseWithNothingWaitingIsPickedUp() throws {
    let files = RemovableFiles()
    try withDependencies {
      $0.defaultFileStorage = files.storage
    } operation: {
      @Shared(.fileStorage(Self.url)) var items = ["initial"]
      $items.withLock { $0 = ["written"] }

      try files.storage.write(JSONEncoder().encode(["outside"]), Self.url)

      #expect(items == ["outside"])
    }
  }

  @Test func anEmptyFileHoldsNoValue() {
    let files = RemovableFiles()
    files.files.setValue([Self.url: Data()])
    withDependencies {
      $0.defaultFileStorage = files.storage
    } operation: {
      @Shared(.fileStorage(Self.url)) var items = ["initial"]

      #expect(items == ["initial"])
      #expect($items.loadError == nil)
    }
  }

  @Test func theFileSystemTellsOfARemovedFile() async throws {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("composable-effects-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: directory) }
    let url = directory.appendingPathComponent("items.json")

    try await withDependencies {
      $0.defaultFileStorage = .fileSystem
    } operation: {
      @Shared(.fileStorage(url)) var items = ["initial"]
      try await $items.save()
      $items.withLock { $0 = ["changed"] }
      try await $items.save()

      let changed = await SharedChangeWaiter.waitForChange(of: $items, deadline: .seconds(10)) {
        try? FileManager.default.removeItem(at: url)
      }

      #expect(changed)
      #expect(items == ["initial"])
    }
  }
}

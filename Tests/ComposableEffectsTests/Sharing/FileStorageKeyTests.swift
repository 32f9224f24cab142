@testable import ComposableEffects
import ConcurrencyExtras
import Foundation
import Observation
import Testing

@Reducer
private struct ItemsFeature {
  @ObservableState
  struct State: Equatable {
    @Shared(.fileStorage(FileStorageKeyTests.itemsURL)) var items: [String] = []
  }

  enum Action {
    case add(String)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .add(let item):
        state.$items.withLock { $0.append(item) }
        return .none
      }
    }
  }
}

@Suite struct FileStorageKeyTests {
  static let itemsURL = URL(fileURLWithPath: "/composable-effects-tests/items.json")

  @Test func underTestFilesAreKeptInMemory() throws {
    @Dependency(\.defaultFileStorage) var storage
    @Shared(.fileStorage(Self.itemsURL)) var items = ["a"]

    $items.withLock { $0.append("b") }

    #expect(FileManager.default.fileExists(atPath: Self.itemsURL.path) == false)
    let data = try #require(try storage.read(Self.itemsURL))
    #expect(try JSONDecoder().decode([String].self, from: data) == ["a", "b"])
  }

  @Test func aStoredFileIsLoaded() throws {
    @Dependency(\.defaultFileStorage) var storage
    try storage.write(JSONEncoder().encode(["stored"]), Self.itemsURL)

    @Shared(.fileStorage(Self.itemsURL)) var items: [String] = []

    #expect(items == ["stored"])
  }

  @Test @MainActor func twoStoresShareAFileBackedValue() async {
    let first = Store(initialState: ItemsFeature.State()) { ItemsFeature() }
    let second = Store(initialState: ItemsFeature.State()) { ItemsFeature() }

    first.send(.add("milk"))

    #expect(second.items == ["milk"])
  }

  @Test func aFileChangedFromOutsideIsPickedUpAndObserversAreTold() throws {
    @Dependency(\.defaultFileStorage) var storage
    @Shared(.fileStorage(Self.itemsURL)) var items: [String] = []
    let told = LockIsolated(false)
    withObservationTracking {
      _ = items
    } onChange: {
      told.setValue(true)
    }

    try storage.write(JSONEncoder().encode(["from", "outside"]), Self.itemsURL)

    #expect(told.value)
    #expect(items == ["from", "outside"])
  }

  /// As in swift-sharing: the error is the shared value's `loadError`, and no issue is
  /// reported (one would fail this test).
  @Test func aCorruptFileIsTheLoadErrorAndIsLeftUntouched() throws {
    @Dependency(\.defaultFileStorage) var storage
    let corrupt = Data("not json".utf8)
    try storage.write(corrupt, Self.itemsURL)

    @Shared(.fileStorage(Self.itemsURL)) var items = ["default"]
    #expect(items == ["default"])
    #expect($items.loadError is DecodingError)
    #expect(try storage.read(Self.itemsURL) == corrupt)
  }

  @Test func aCorruptFileIsReplacedByTheNextChange() throws {
    @Dependency(\.defaultFileStorage) var storage
    try storage.write(Data("not json".utf8), Self.itemsURL)
    let shared = Shared(wrappedValue: ["default"], .fileStorage(Self.itemsURL))

    shared.withLock { $0.append("new") }

    let data = try #require(try storage.read(Self.itemsURL))
    #expect(try JSONDecoder().decode([String].self, from: data) == ["default", "new"])
  }

  @Test func changesWithinAPauseAreCoalescedAndTheLastIsNeverDropped() async throws {
    let writes = LockIsolated<[[String]]>([])
    let pauses = LockIsolated<[@Sendable () -> Void]>([])
    let storage = FileStorage(
      read: { _ in nil },
      write: { data, _ in
        let items = try JSONDecoder().decode([String].self, from: data)
        writes.withValue { $0.append(items) }
      },
      watch: { _, _ in SharedSubscription {} },
      afterPause: { end in pauses.withValue { $0.append(end) } }
    )
    try await withDependencies {
      $0.defaultFileStorage = storage
    } operation: {
      @Shared(.fileStorage(Self.itemsURL)) var items: [String] = []

      $items.withLock { $0 = ["a"] }
      $items.withLock { $0 = ["a", "b"] }
      $items.withLock { $0 = ["a", "b", "c"] }
      #expect(writes.value == [["a"]])

      pauses.value.first?()
      #expect(writes.value == [["a"], ["a", "b", "c"]])

      // The save writes the value once: the change that waited is older, and is not written
      // first, nor at the pause's end.
      $items.withLock { $0 = ["d"] }
      try await $items.save()
      #expect(writes.value == [["a"], ["a", "b", "c"], ["d"]])
      pauses.value.last?()
      #expect(writes.value == [["a"], ["a", "b", "c"], ["d"]])
    }
  }

  @Test func theFileSystemCreatesTheDirectoryAndWritesTheFile() throws {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("composable-effects-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: directory) }
    let url = directory.appendingPathComponent("nested/items.json")

    try withDependencies {
      $0.defaultFileStorage = .fileSystem
    } operation: {
      @Shared(.fileStorage(url)) var items: [String] = []
      $items.withLock { $0 = ["written"] }

      let data = try Data(contentsOf: url)
      #expect(try JSONDecoder().decode([String].self, from: data) == ["written"])
    }
  }

  // The benchmark `shared.fileStorage.save.coalescing-1000`, as a test: changes coalesced by
  // the pause, then a save, leave the file holding the value, and the value as it was changed.
  @Test func aSaveAfterCoalescedChangesLeavesTheFileHoldingTheValue() async throws {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("composable-effects-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: directory) }
    let url = directory.appendingPathComponent("count.json")

    try await withDependencies {
      $0.defaultFileStorage = .fileSystem
    } operation: {
      let count = Shared(wrappedValue: 0, .fileStorage(url))
      for _ in 0..<3 {
        for _ in 0..<1_000 { count.withLock { $0 += 1 } }
        try await count.save()
      }

      let saved = try JSONDecoder().decode(Int.self, from: Data(contentsOf: url))
      #expect(count.wrappedValue == 3_000)
      #expect(saved == 3_000)
    }
  }

  @Test func theFileSystemPicksUpAFileWrittenByAnotherProcess() async throws {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("composable-effects-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: directory) }
    let url = directory.appendingPathComponent("items.json")

    await withDependencies {
      $0.defaultFileStorage = .fileSystem
    } operation: {
      @Shared(.fileStorage(url)) var items: [String] = []
      let changed = await SharedChangeWaiter.waitForChange(of: $items, deadline: .seconds(10)) {
        try? JSONEncoder().encode(["outside"]).write(to: url, options: .atomic)
      }
      #expect(changed)
      #expect(items == ["outside"])
    }
  }

  // One watcher for the process: more watched files than the system's limit of inotify
  // instances (128 by default) are all watched. With an instance per file, the later ones
  // went unwatched.
  @Test func moreWatchedFilesThanTheSystemHasWatchersForAreAllPickedUp() async throws {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("composable-effects-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: directory) }
    let urls = (0..<200).map { directory.appendingPathComponent("\($0).json") }

    await withDependencies {
      $0.defaultFileStorage = .fileSystem
    } operation: {
      let values = urls.map { Shared(wrappedValue: 0, .fileStorage($0)) }
      let changed = await SharedChangeWaiter.waitForChange(of: values[199], deadline: .seconds(10)) {
        try? JSONEncoder().encode(7).write(to: urls[199], options: .atomic)
      }
      #expect(changed)
      #expect(values[199].wrappedValue == 7)
    }
  }
}

/// Waits for a shared value's next change, told by observation, or a deadline.
enum SharedChangeWaiter {
  static func waitForChange<Value: Sendable>(
    of shared: Shared<Value>,
    deadline: Duration,
    after cause: () -> Void
  ) async -> Bool {
    let waiter = LockIsolated<CheckedContinuation<Bool, Never>?>(nil)
    @Sendable func finish(_ changed: Bool) {
      waiter.withValue { continuation in
        continuation?.resume(returning: changed)
        continuation = nil
      }
    }
    return await withCheckedContinuation { continuation in
      waiter.setValue(continuation)
      withObservationTracking {
        _ = shared.wrappedValue
      } onChange: {
        finish(true)
      }
      Task {
        try? await Task.sleep(for: deadline)
        finish(false)
      }
      cause()
    }
  }
}

private struct DiskFull: Error {}

@Suite struct FileStorageFailureTests {
  // As in swift-sharing: the waiter of a coalesced change is told how its write went, at the
  // end of the pause, and a failure is the value's `saveError`.
  @Test func aCoalescedWriteThatFailsIsTheValuesSaveError() throws {
    let pauses = LockIsolated<[@Sendable () -> Void]>([])
    let writes = LockIsolated(0)
    let storage = FileStorage(
      read: { _ in nil },
      write: { _, _ in
        let count = writes.withValue { $0 += 1; return $0 }
        if count == 2 { throw DiskFull() }
      },
      watch: { _, _ in SharedSubscription {} },
      afterPause: { end in pauses.withValue { $0.append(end) } }
    )
    withDependencies {
      $0.defaultFileStorage = storage
    } operation: {
      @Shared(.fileStorage(FileStorageKeyTests.itemsURL)) var items: [String] = []
      $items.withLock { $0 = ["a"] }
      $items.withLock { $0 = ["b"] }
      #expect($items.saveError == nil)

      pauses.value[0]()
      #expect(writes.value == 2)
      #expect($items.saveError is DiskFull)

      $items.withLock { $0 = ["c"] }
      pauses.value[1]()
      #expect(writes.value == 3)
      #expect($items.saveError == nil)
    }
  }

  // Only the last change a pause coalesces is encoded: the others are never written.
  @Test func theChangesAPauseCoalescesAreNotEncoded() throws {
    let pauses = LockIsolated<[@Sendable () -> Void]>([])
    let encoded = LockIsolated<[Int]>([])
    let storage = FileStorage(
      read: { _ in nil },
      write: { _, _ in },
      watch: { _, _ in SharedSubscription {} },
      afterPause: { end in pauses.withValue { $0.append(end) } }
    )
    withDependencies {
      $0.defaultFileStorage = storage
    } operation: {
      let key = FileStorageKey<Int>.fileStorage(
        FileStorageKeyTests.itemsURL,
        decode: { try JSONDecoder().decode(Int.self, from: $0) },
        encode: { value in
          encoded.withValue { $0.append(value) }
          return try JSONEncoder().encode(value)
        }
      )
      @Shared(key) var count = 0
      for _ in 1...5 { $count.withLock { $0 += 1 } }
      #expect(encoded.value == [1])

      pauses.value[0]()
      #expect(encoded.value == [1, 5])
    }
  }
}

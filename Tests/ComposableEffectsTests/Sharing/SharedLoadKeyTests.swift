@testable import ComposableEffects
import ConcurrencyExtras
import Foundation
import Observation
import Testing

private struct Unreadable: Error {}

/// A key whose every load fails.
private struct UnreadableKey: SharedKey {
  var id: String { "unreadable" }

  func load(context: LoadContext<Int>, continuation: LoadContinuation<Int>) {
    continuation.resume(throwing: Unreadable())
  }

  func subscribe(
    context: LoadContext<Int>, subscriber: SharedSubscriber<Int>
  ) -> SharedSubscription {
    SharedSubscription {}
  }

  func save(_ value: Int, context: SaveContext, continuation: SaveContinuation) {
    continuation.resume()
  }
}

/// A key that runs `onLoad` while it loads, before it answers with `value`.
private struct ProbeKey: SharedKey {
  let value: Int
  let onLoad: @Sendable () -> Void
  var id: String { "probe" }

  func load(context: LoadContext<Int>, continuation: LoadContinuation<Int>) {
    self.onLoad()
    continuation.resume(returning: self.value)
  }

  func subscribe(
    context: LoadContext<Int>, subscriber: SharedSubscriber<Int>
  ) -> SharedSubscription {
    SharedSubscription {}
  }

  func save(_ value: Int, context: SaveContext, continuation: SaveContinuation) {
    continuation.resume()
  }
}

@Reducer
private struct DocumentFeature {
  @ObservableState
  struct State: Equatable {
    @Shared(.fileStorage(SharedLoadKeyTests.firstURL)) var lines: [String] = []
  }

  enum Action {
    case addLine(String)
    case openDocument(URL)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .addLine(let line):
        state.$lines.withLock { $0.append(line) }
        return .none
      case .openDocument(let url):
        return .run { [lines = state.$lines] _ in
          try await lines.load(.fileStorage(url))
        }
      }
    }
  }
}

@Suite struct SharedLoadKeyTests {
  static let firstURL = URL(fileURLWithPath: "/composable-effects-tests/first.json")
  static let secondURL = URL(fileURLWithPath: "/composable-effects-tests/second.json")

  @Test func aFileStorageValueSwitchedToAnotherFileReadsItAndWritesThere() async throws {
    @Dependency(\.defaultFileStorage) var storage
    try storage.write(JSONEncoder().encode(["in first"]), Self.firstURL)
    try storage.write(JSONEncoder().encode(["in second"]), Self.secondURL)
    @Shared(.fileStorage(Self.firstURL)) var items: [String] = []
    #expect(items == ["in first"])

    try await $items.load(.fileStorage(Self.secondURL))
    #expect(items == ["in second"])

    $items.withLock { $0.append("added") }
    let second = try #require(try storage.read(Self.secondURL))
    let first = try #require(try storage.read(Self.firstURL))
    #expect(try JSONDecoder().decode([String].self, from: second) == ["in second", "added"])
    #expect(try JSONDecoder().decode([String].self, from: first) == ["in first"])
  }

  @Test func switchingToAnEmptyFileKeepsTheValueAndSavesItThereOnTheNextChange() async throws {
    @Dependency(\.defaultFileStorage) var storage
    @Shared(.fileStorage(Self.firstURL)) var items = ["kept"]

    try await $items.load(.fileStorage(Self.secondURL))
    #expect(items == ["kept"])

    $items.withLock { $0.append("more") }
    let second = try #require(try storage.read(Self.secondURL))
    #expect(try JSONDecoder().decode([String].self, from: second) == ["kept", "more"])
  }

  @Test func otherValuesOfTheOldKeyKeepIt() async throws {
    @Shared(.inMemory("first")) var switched = 1
    @Shared(.inMemory("first")) var other = 1
    @Shared(.inMemory("second")) var second = 2

    try await $switched.load(.inMemory("second"))
    $switched.withLock { $0 = 20 }

    #expect(second == 20)
    #expect(other == 1)
  }

  @Test func aReaderSwitchedToAnotherKeySeesItsValueAndItsChanges() async throws {
    @Shared(.inMemory("second")) var second = 2
    @SharedReader(.inMemory("first")) var reader = 1

    try await $reader.load(.inMemory("second"))
    #expect(reader == 2)

    $second.withLock { $0 = 3 }
    #expect(reader == 3)
  }

  @Test func aReaderSwitchedToAKeyThatSavesSharesTheValueOfThatKey() async throws {
    @Dependency(\.defaultFileStorage) var storage
    try storage.write(JSONEncoder().encode(["stored"]), Self.secondURL)
    @SharedReader(.inMemory("first")) var reader: [String] = []
    @Shared(.fileStorage(Self.secondURL)) var items: [String] = []

    try await $reader.load(.fileStorage(Self.secondURL))
    #expect(reader == ["stored"])

    $items.withLock { $0 = ["changed"] }
    #expect(reader == ["changed"])
  }

  @Test func aFailedLoadKeepsTheValueSetsTheLoadErrorAndStillSwitches() async throws {
    @Shared(.inMemory("count")) var count = 3

    await #expect(throws: Unreadable.self) {
      try await $count.load(UnreadableKey())
    }

    #expect(count == 3)
    #expect($count.loadError is Unreadable)
    #expect($count.isLoading == false)
    @Shared(.inMemory("count")) var old = 0
    $count.withLock { $0 = 4 }
    #expect(old == 3)
  }

  @Test func aReaderWhoseLoadFailsKeepsTheValueAndSetsTheLoadError() async throws {
    @SharedReader(.inMemory("count")) var count = 5

    await #expect(throws: Unreadable.self) {
      try await $count.load(UnreadableKey())
    }

    #expect(count == 5)
    #expect($count.loadError is Unreadable)
  }

  @Test func observersAreToldOfTheSwitch() async throws {
    @Shared(.inMemory("second")) var second = 2
    @Shared(.inMemory("first")) var count = 1
    let told = LockIsolated(false)
    withObservationTracking {
      _ = count
    } onChange: {
      told.setValue(true)
    }

    try await $count.load(.inMemory("second"))

    #expect(told.value)
  }

  @Test func copiesOfTheValueSwitchTogether() async throws {
    @Shared(.inMemory("second")) var second = 2
    @Shared(.inMemory("first")) var count = 1
    let copy = $count

    try await copy.load(.inMemory("second"))

    #expect(count == 2)
  }

  @Test func anAssignedValueDoesNotSwitchWithTheOneItWasAssignedFrom() async throws {
    @Shared(.inMemory("second")) var second = 2
    @Shared(.inMemory("first")) var first = 1
    @Shared(.inMemory("other")) var assigned = 0
    $assigned = $first

    try await $first.load(.inMemory("second"))

    #expect(first == 2)
    #expect(assigned == 1)
  }

  @Test func assigningTheProjectedValueSwitchesEveryCopy() {
    @Shared(.inMemory("first")) var first = 1
    @Shared(.inMemory("second")) var second = 2
    let copy = $first

    $first = $second

    #expect(copy.wrappedValue == 2)
    copy.withLock { $0 = 3 }
    #expect(second == 3)
  }

  @Test func theValueIsLoadingUntilTheKeyAnswers() async throws {
    let loadingDuringLoad = LockIsolated<Bool?>(nil)
    @Shared(.inMemory("count")) var count = 0
    let handle = $count

    try await $count.load(
      ProbeKey(value: 7) { loadingDuringLoad.setValue(handle.isLoading) }
    )

    #expect(loadingDuringLoad.value == true)
    #expect($count.isLoading == false)
    #expect(count == 7)
  }

  @Test @MainActor func anEffectSwitchesTheKeyOfTheStoresState() async throws {
    @Dependency(\.defaultFileStorage) var storage
    try storage.write(JSONEncoder().encode(["second document"]), Self.secondURL)
    let store = TestStore(initialState: DocumentFeature.State()) { DocumentFeature() }

    await store.send(.openDocument(Self.secondURL))
    await store.finish()
    #expect(store.state.lines == ["second document"])

    await store.send(.addLine("more")) {
      $0.$lines.withLock { $0.append("more") }
    }
    let second = try #require(try storage.read(Self.secondURL))
    #expect(try JSONDecoder().decode([String].self, from: second) == ["second document", "more"])
    #expect(try storage.read(Self.firstURL) == nil)
  }
}

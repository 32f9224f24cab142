import ComposableEffects
import ConcurrencyExtras
import Testing

/// A store a test's key reads and writes: a dictionary, with observers of its changes.
private final class Store: Sendable {
  let values = LockIsolated<[String: Int]>([:])
  let saves = LockIsolated<[Int]>([])
  let observers = LockIsolated<[String: SharedSubscriber<Int>]>([:])

  func changeFromOutside(_ name: String, to value: Int?) {
    self.values.withValue { $0[name] = value }
    if let value {
      self.observers.value[name]?.yield(value)
    } else {
      self.observers.value[name]?.yieldReturningInitialValue()
    }
  }
}

private struct BrokenStore: Error {}

/// A key written by a user of the package, as its documentation shows.
private struct StoreKey: SharedKey {
  let name: String
  let store: Store
  var id: String { self.name }

  func load(context: LoadContext<Int>, continuation: LoadContinuation<Int>) {
    guard let value = self.store.values.value[self.name] else {
      continuation.resumeReturningInitialValue()
      return
    }
    continuation.resume(returning: value)
  }

  func subscribe(
    context: LoadContext<Int>, subscriber: SharedSubscriber<Int>
  ) -> SharedSubscription {
    self.store.observers.withValue { $0[self.name] = subscriber }
    return SharedSubscription { [store, name] in
      store.observers.withValue { _ = $0.removeValue(forKey: name) }
    }
  }

  func save(_ value: Int, context: SaveContext, continuation: SaveContinuation) {
    guard value >= 0 else {
      continuation.resume(throwing: BrokenStore())
      return
    }
    self.store.values.withValue { $0[self.name] = value }
    self.store.saves.withValue { $0.append(value) }
    continuation.resume()
  }
}

@Suite struct SharedKeyTests {
  @Test func aKeyLoadsTheStoredValue() {
    let store = Store()
    store.values.setValue(["count": 7])

    @Shared(StoreKey(name: "count", store: store)) var count = 0

    #expect(count == 7)
  }

  @Test func aKeyWithNothingStoredGivesTheInitialValue() {
    @Shared(StoreKey(name: "count", store: Store())) var count = 3
    #expect(count == 3)
  }

  @Test func aKeySavesEachChange() {
    let store = Store()
    @Shared(StoreKey(name: "count", store: store)) var count = 0

    $count.withLock { $0 = 1 }
    $count.withLock { $0 += 1 }

    #expect(store.saves.value == [1, 2])
    #expect(store.values.value["count"] == 2)
  }

  @Test func aChangeFromOutsideReachesTheSharedValue() {
    let store = Store()
    @Shared(StoreKey(name: "count", store: store)) var count = 0

    store.changeFromOutside("count", to: 9)
    #expect(count == 9)

    store.changeFromOutside("count", to: nil)
    #expect(count == 0)
  }

  @Test func aFailedSaveIsKeptAsTheSaveError() {
    @Shared(StoreKey(name: "count", store: Store())) var count = 0

    $count.withLock { $0 = -1 }
    #expect($count.saveError is BrokenStore)

    $count.withLock { $0 = 1 }
    #expect($count.saveError == nil)
  }

  @Test func aSaveTheKeyFinishesLaterClearsOrSetsTheSaveError() {
    let store = Store()
    @Shared(StoreKey(name: "count", store: store)) var count = 0

    $count.withLock { $0 = -1 }
    #expect($count.saveError is BrokenStore)

    // The key wrote the kept change on its own, later (a retry): holders learn it.
    store.observers.value["count"]?.yieldSaved()
    #expect($count.saveError == nil)

    store.observers.value["count"]?.yieldSaved(.failure(BrokenStore()))
    #expect($count.saveError is BrokenStore)
    #expect(count == -1)
  }

  @Test func anObserverToldOfASaveResultReadsTheNewError() {
    let store = Store()
    @Shared(StoreKey(name: "count", store: store)) var count = 0
    $count.withLock { $0 = -1 }
    let seen = LockIsolated<[Bool]>([])
    // Told of the change (observation's `onChange`, which runs before the registrar's `didSet`):
    // the error must already be in place, for an observer on another thread reads it then.
    withObservationTracking {
      _ = $count.saveError
    } onChange: { [shared = $count] in
      seen.withValue { $0.append(shared.saveError == nil) }
    }
    store.observers.value["count"]?.yieldSaved()
    withObservationTracking {
      _ = $count.saveError
    } onChange: { [shared = $count] in
      seen.withValue { $0.append(shared.saveError is BrokenStore) }
    }
    store.observers.value["count"]?.yieldSaved(.failure(BrokenStore()))
    #expect(seen.value == [true, true])
  }

  @Test func aFailedLoadIsKeptAsTheLoadErrorAndTheValueStays() {
    let store = Store()
    @Shared(StoreKey(name: "count", store: store)) var count = 4

    store.observers.value["count"]?.yield(throwing: BrokenStore())

    #expect($count.loadError is BrokenStore)
    #expect(count == 4)
  }

  @Test func loadReadsTheStoredValueAgain() async throws {
    let store = Store()
    @Shared(StoreKey(name: "count", store: store)) var count = 0
    store.values.setValue(["count": 5])

    try await $count.load()

    #expect(count == 5)
  }

  @Test func requireThrowsWhenNothingIsStored() async throws {
    let store = Store()
    await #expect(throws: (any Error).self) {
      _ = try await Shared(require: StoreKey(name: "count", store: store))
    }
    store.values.setValue(["count": 2])
    let count = try await Shared(require: StoreKey(name: "count", store: store))
    #expect(count.wrappedValue == 2)
  }
}

private struct Stats: Equatable, Sendable {
  var count = 0
}

extension SharedReaderKey where Self == InMemoryKey<Stats>.Default {
  fileprivate static var stats: Self {
    Self[.inMemory("stats"), default: Stats()]
  }
}

@Suite struct SharedKeyDefaultTests {
  @Test func aKeyWithADefaultNeedsNoInitialValue() {
    @Shared(.stats) var stats

    #expect(stats == Stats())
    $stats.withLock { $0.count = 3 }

    @Shared(.inMemory("stats")) var same = Stats()
    #expect(same.count == 3)
  }

  @Test func aKeyWithADefaultTellsItsInitialValue() {
    let key: InMemoryKey<Stats>.Default = .stats

    #expect(key.initialValue == Stats())
  }

  @Test func aDeclarationMayGiveItsOwnInitialValue() {
    @Shared(.stats) var stats = Stats(count: 9)
    #expect(stats.count == 9)
    @SharedReader(.stats) var reader
    #expect(reader.count == 9)
  }
}

@testable import ComposableEffects
import ConcurrencyExtras
import Foundation
import Testing

/// A store whose loads wait until the test answers them, each with what was stored when it
/// began: the slow first load of a file or a database, held open so that a change lands
/// while it is on its way.
private final class HeldStorage: Sendable {
  /// What is stored: `nil` for nothing.
  let stored: LockIsolated<[String]?>
  /// Every value saved, in order.
  let saves = LockIsolated<[[String]]>([])
  private let loads = LockIsolated<[(LoadContinuation<[String]>, [String]?)]>([])
  /// Yields as each load begins.
  let loadsBegun: AsyncStream<Void>
  private let loadBegan: AsyncStream<Void>.Continuation

  init(stored: [String]? = nil) {
    self.stored = LockIsolated(stored)
    (self.loadsBegun, self.loadBegan) = AsyncStream.makeStream()
  }

  /// Answers the oldest load on its way with what was stored when it began.
  func answerOldestLoad() {
    let load = self.loads.withValue { $0.removeFirst() }
    load.0.resume(with: .success(load.1))
  }

  fileprivate func load(_ continuation: LoadContinuation<[String]>) {
    self.loads.withValue { $0.append((continuation, self.stored.value)) }
    self.loadBegan.yield()
  }

  fileprivate func save(_ value: [String]) {
    self.stored.setValue(value)
    self.saves.withValue { $0.append(value) }
  }
}

private struct HeldKey: SharedKey {
  let storage: HeldStorage
  var id: ObjectIdentifier { ObjectIdentifier(self.storage) }

  func load(context: LoadContext<[String]>, continuation: LoadContinuation<[String]>) {
    self.storage.load(continuation)
  }

  func subscribe(
    context: LoadContext<[String]>, subscriber: SharedSubscriber<[String]>
  ) -> SharedSubscription {
    SharedSubscription {}
  }

  func save(_ value: [String], context: SaveContext, continuation: SaveContinuation) {
    self.storage.save(value)
    continuation.resume()
  }
}

/// A declaration's load and a change made before it answers (issue 46): the change is newer
/// than the answer, and is kept, in memory and in storage.
@Suite struct SharedLoadRaceTests {
  @Test func aChangeMadeWhileTheFirstLoadIsOnItsWaySurvivesNothingStored() {
    let storage = HeldStorage()
    @Shared(HeldKey(storage: storage)) var items: [String] = []
    #expect($items.isLoading)

    $items.withLock { $0.append("milk") }
    storage.answerOldestLoad()

    #expect(items == ["milk"])
    #expect($items.isLoading == false)
    #expect(storage.saves.value == [["milk"]])
    #expect(storage.stored.value == ["milk"])
  }

  @Test func aChangeMadeWhileTheFirstLoadIsOnItsWaySurvivesTheStoredValue() {
    let storage = HeldStorage(stored: ["eggs"])
    @Shared(HeldKey(storage: storage)) var items: [String] = []

    $items.withLock { $0.append("milk") }
    storage.answerOldestLoad()

    #expect(items == ["milk"])
    #expect(storage.stored.value == ["milk"])
  }

  @Test func aFirstLoadAnsweredBeforeAnyChangeGivesTheStoredValue() {
    let storage = HeldStorage(stored: ["eggs"])
    @Shared(HeldKey(storage: storage)) var items: [String] = []

    storage.answerOldestLoad()
    $items.withLock { $0.append("milk") }

    #expect(items == ["eggs", "milk"])
    #expect(storage.stored.value == ["eggs", "milk"])
  }

  @Test func aChangeMadeWhileAnAskedForLoadIsOnItsWaySurvivesIt() async throws {
    let storage = HeldStorage(stored: ["eggs"])
    var loadsBegun = storage.loadsBegun.makeAsyncIterator()
    @Shared(HeldKey(storage: storage)) var items: [String] = []
    await loadsBegun.next()
    storage.answerOldestLoad()
    let shared = $items
    let loaded = Task { try await shared.load() }
    await loadsBegun.next()

    $items.withLock { $0.append("milk") }
    storage.answerOldestLoad()
    try await loaded.value

    #expect(items == ["eggs", "milk"])
    #expect(storage.stored.value == ["eggs", "milk"])
  }

  /// Through the file key: the change lands while the first load reads the file (the read
  /// makes it, through another declaration of the same file, after taking the file's bytes).
  @Test func aChangeMadeWhileTheFirstLoadReadsAFileSurvivesIt() throws {
    let url = URL(fileURLWithPath: "/composable-effects-tests/load-race.json")
    let files = LockIsolated<[URL: Data]>([:])
    let duringFirstRead = LockIsolated<(@Sendable () -> Void)?>(nil)
    let storage = FileStorage(
      read: { url in
        let data = files.value[url]
        duringFirstRead.withValue { hook in
          defer { hook = nil }
          return hook
        }?()
        return data
      },
      write: { data, url in files.withValue { $0[url] = data } },
      watch: { _, _ in SharedSubscription {} },
      afterPause: { _ in }
    )
    try withDependencies {
      $0.defaultFileStorage = storage
    } operation: {
      duringFirstRead.setValue {
        @Shared(.fileStorage(url)) var items: [String] = []
        $items.withLock { $0.append("milk") }
      }

      @Shared(.fileStorage(url)) var items: [String] = []

      #expect(items == ["milk"])
      let data = try #require(files.value[url])
      #expect(try JSONDecoder().decode([String].self, from: data) == ["milk"])
    }
  }
}

import ComposableEffects
import ConcurrencyExtras
import Testing

/// A key that keeps its load's continuation, for the test to resume when it chooses.
private struct PendingKey: SharedReaderKey {
  let pending: LockIsolated<LoadContinuation<Int>?>
  var id: String { "pending" }

  func load(context: LoadContext<Int>, continuation: LoadContinuation<Int>) {
    self.pending.setValue(continuation)
  }

  func subscribe(
    context: LoadContext<Int>, subscriber: SharedSubscriber<Int>
  ) -> SharedSubscription {
    SharedSubscription {}
  }
}

private struct Unreadable: Error {}

/// A key whose loads fail and whose saves succeed.
private struct WriteOnlyKey: SharedKey {
  var id: String { "write-only" }

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

/// A key that counts the loads it is asked for: it answers the first at once, and keeps every
/// later one waiting, so that a second load leaves its value loading.
private struct AnsweredOnceKey: SharedKey {
  let loads: LockIsolated<[LoadContinuation<Int>]>
  var id: String { "answered-once" }

  func load(context: LoadContext<Int>, continuation: LoadContinuation<Int>) {
    let isFirst = self.loads.withValue { loads in
      loads.append(continuation)
      return loads.count == 1
    }
    if isFirst { continuation.resume(returning: 42) }
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

@Suite struct SharedLoadingStateTests {
  @Test func aRequiredReaderIsLoadedOnceAndIsNotLoadingWhenMade() async throws {
    let loads = LockIsolated<[LoadContinuation<Int>]>([])

    let reader = try await SharedReader<Int>(require: AnsweredOnceKey(loads: loads))

    #expect(loads.value.count == 1)
    #expect(reader.isLoading == false)
    #expect(reader.wrappedValue == 42)
  }

  @Test func aRequiredSharedValueIsLoadedOnceAndIsNotLoadingWhenMade() async throws {
    let loads = LockIsolated<[LoadContinuation<Int>]>([])

    let shared = try await Shared<Int>(require: AnsweredOnceKey(loads: loads))

    #expect(loads.value.count == 1)
    #expect(shared.isLoading == false)
    #expect(shared.wrappedValue == 42)
  }

  @Test func aValueIsLoadingUntilItsFirstLoadAnswers() {
    let pending = LockIsolated<LoadContinuation<Int>?>(nil)
    @SharedReader(PendingKey(pending: pending)) var value = 0

    #expect($value.isLoading)

    pending.value?.resume(returning: 42)
    #expect($value.isLoading == false)
    #expect(value == 42)
  }

  @Test func aSuccessfulSaveOfAChangeClearsTheLoadError() {
    @Shared(WriteOnlyKey()) var value = 0
    #expect($value.loadError != nil)

    $value.withLock { $0 = 1 }

    #expect($value.loadError == nil)
  }

  @Test func aSuccessfulSaveAskedForClearsTheLoadError() async throws {
    @Shared(WriteOnlyKey()) var value = 0
    #expect($value.loadError != nil)

    try await $value.save()

    #expect($value.loadError == nil)
  }

  @Test func requiringAnInMemoryKeyGivesTheValueItHolds() async throws {
    @Shared(.inMemory("held")) var held = 3
    $held.withLock { $0 = 4 }

    let reader = try await SharedReader<Int>(require: .inMemory("held"))

    #expect(reader.wrappedValue == 4)
  }

  @Test func loadingAnInMemoryValueKeepsTheValueItHolds() async throws {
    @Shared(.inMemory("held")) var held = 3
    $held.withLock { $0 = 4 }

    try await $held.load()

    #expect(held == 4)
  }
}

import ComposableEffects
import ConcurrencyExtras
import Foundation
import Testing

/// A key that records the thread each save ran on.
private struct ThreadRecordingKey: SharedKey {
  let savedOn: LockIsolated<[pthread_t]>

  var id: String { "thread-recording" }

  func load(context: LoadContext<Int>, continuation: LoadContinuation<Int>) {
    continuation.resumeReturningInitialValue()
  }

  func subscribe(
    context: LoadContext<Int>, subscriber: SharedSubscriber<Int>
  ) -> SharedSubscription {
    SharedSubscription {}
  }

  func save(_ value: Int, context: SaveContext, continuation: SaveContinuation) {
    self.savedOn.withValue { $0.append(pthread_self()) }
    continuation.resume()
  }
}

@Suite struct SharedSaveIsolationTests {
  // `save()` runs where it is called, as a change's save does: a key that saves at once costs no
  // hop to another thread and back.
  @MainActor
  @Test func aSaveRunsOnTheCallersActor() async throws {
    let saves = LockIsolated<[pthread_t]>([])
    @Shared(ThreadRecordingKey(savedOn: saves)) var value = 0

    let caller = pthread_self()
    $value.withLock { $0 = 1 }
    try await $value.save()

    #expect(saves.value == [caller, caller])
  }
}

import ComposableEffects
import ComposableEffectsTestSupport
import Testing

/// A long-living effect whose action starts another long-living effect, as a `.task` action
/// that subscribes to something and forwards each value does.
@Reducer
private struct Subscriber {
  struct State: Equatable {}

  enum Action: Equatable {
    case task
    case subscribed
  }

  @Dependency(\.subscriberEvents) var events

  var body: some Reducer<State, Action> {
    Reduce { _, action in
      switch action {
      case .task:
        return .run { send in
          await send(.subscribed)
          await Self.runUntilCancelled(reporting: "task", to: self.events)
        }
      case .subscribed:
        return .run { _ in
          await Self.runUntilCancelled(reporting: "subscribed", to: self.events)
        }
      }
    }
  }

  /// Says it started, suspends until cancelled, then says it was cancelled.
  static func runUntilCancelled(
    reporting name: String,
    to events: AsyncStream<String>.Continuation
  ) async {
    events.yield("\(name) started")
    try? await Task.never()
    events.yield("\(name) cancelled")
  }
}

private enum SubscriberEventsKey: DependencyKey {
  static var liveValue: AsyncStream<String>.Continuation { AsyncStream.makeStream().continuation }
}

extension DependencyValues {
  fileprivate var subscriberEvents: AsyncStream<String>.Continuation {
    get { self[SubscriberEventsKey.self] }
    set { self[SubscriberEventsKey.self] = newValue }
  }
}

@MainActor
@Suite struct SendTaskTests {
  @Test(.timeLimit(.minutes(1)))
  func cancellingAStoreTaskCancelsTheEffectsOfTheActionsItsEffectsSent() async {
    let (events, continuation) = AsyncStream<String>.makeStream()
    let store = Store(initialState: Subscriber.State()) {
      Subscriber()
    } withDependencies: {
      $0.subscriberEvents = continuation
    }
    let task = store.send(.task)
    var iterator = events.makeAsyncIterator()
    var started: Set<String> = []
    while started.count < 2, let event = await iterator.next() { started.insert(event) }
    #expect(started == ["task started", "subscribed started"])

    task.cancel()
    // Waiting for the task waits for the effect its action started too.
    await task.finishUnlessCancelled()
    continuation.finish()
    var cancelled: Set<String> = []
    while let event = await iterator.next() { cancelled.insert(event) }
    #expect(cancelled == ["task cancelled", "subscribed cancelled"])
  }

  @Test func cancellingATestStoreTaskCancelsTheEffectsOfTheActionsItsEffectsSent() async {
    let (_, continuation) = AsyncStream<String>.makeStream()
    let store = TestStore(initialState: Subscriber.State()) {
      Subscriber()
    } withDependencies: {
      $0.subscriberEvents = continuation
    }
    let task = await store.send(.task)
    await store.receive(.subscribed)
    // Without the effect of `.subscribed`, the store would end with an effect still running.
    await task.cancel()
    #expect(task.isCancelled)
  }
}

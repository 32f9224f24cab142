@testable import ComposableEffects
import ComposableEffectsTestSupport
import Testing

// The effects' events and the store task wait with no deadline of their own: the time limit
// turns a regression that never ends them into a failure. The test takes about 3 seconds in a
// debug build here, and about 15 under Thread Sanitizer.
@MainActor
@Suite(.timeLimit(.minutes(3))) struct TestStoreSoakTests {
  @Test func aTestStoreReleasedWithTenThousandEffectsInFlightEndsThemAndIsFreedWithItsStateAndEffects()
    async
  {
    let started = AsyncStream<Void>.makeStream()
    let ended = AsyncStream<Void>.makeStream()
    var captures: [EffectCapture]? = (0..<10_000).map { _ in EffectCapture() }
    let weakCaptures = captures!.map(WeakCapture.init)
    var store: TestStoreOf<SuspendedEffects>? = TestStore(
      initialState: SuspendedEffects.State(marker: StateMarker())
    ) {
      SuspendedEffects(
        captures: captures!, clock: TestClock(), started: started.continuation,
        ended: ended.continuation
      )
    }
    captures = nil
    weak let weakStore = store
    weak let marker = store!.state.marker
    weak let runtime = store!.handlerCore
    let task = await store!.send(.start).storeTask
    // Every effect has started, and is suspended or about to be.
    for await _ in started.stream.prefix(10_000) {}
    // The test ends with the effects running, on purpose.
    await store!.skipInFlightEffects()

    store = nil
    #expect(weakStore == nil, "A running effect must not keep its test store alive.")
    // Every effect ends: each tells as its operation returns.
    for await _ in ended.stream.prefix(10_000) {}
    await task.finishUnlessCancelled()
    #expect(task.isCancelled)
    #expect(weakCaptures.allSatisfy { $0.capture == nil }, "Ended effects must free what they hold.")
    // The books the effects reported to, with the state they keep, and the runtime that ran
    // them go once the effects have ended.
    #expect(marker == nil)
    #expect(runtime == nil)
  }
}

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
    let fixture = SuspendedEffectsFixture(count: 10_000)
    var store: TestStoreOf<SuspendedEffects>? = TestStore(
      initialState: SuspendedEffects.State(marker: StateMarker())
    ) {
      fixture.feature()
    }
    weak let weakStore = store
    weak let marker = store!.state.marker
    weak let runtime = store!.handlerRuntime
    let task = await store!.send(.start).storeTask
    await fixture.allStarted()
    // The test ends with the effects running, on purpose.
    await store!.skipInFlightEffects()

    store = nil
    #expect(weakStore == nil, "A running effect must not keep its test store alive.")
    await fixture.allEnded()
    await task.finishUnlessCancelled()
    #expect(task.isCancelled)
    #expect(fixture.capturesAreFreed, "Ended effects must free what they hold.")
    // The history the effects reported to, with the state they keep, and the runtime that ran
    // them go once the effects have ended.
    #expect(marker == nil)
    #expect(runtime == nil)
  }
}

import ComposableEffects
import ComposableEffectsTestSupport
import PublicFeatureFixture
import Testing

/// `SearchFeature` lives in a module of its own with public types, and passes the
/// `any Clock<Duration>` of `@Dependency(\.continuousClock)` to `debounce` and `throttle` as
/// `clock`, `self.clock` and a local. That it compiles is half the test; these check that each
/// spelling waits on the clock the test gave it.
@MainActor
@Suite struct PublicFeatureClockTests {
  let clock = TestClock()

  private func makeStore() -> TestStoreOf<SearchFeature> {
    TestStore(initialState: SearchFeature.State()) {
      SearchFeature()
    } withDependencies: { [clock] in
      $0.continuousClock = clock
    }
  }

  @Test(arguments: [
    SearchFeature.Action.queryChangedBareClock,
    SearchFeature.Action.queryChangedSelfClock,
    SearchFeature.Action.queryChangedLocalClock,
  ])
  func debounceWaitsOnTheDependencysClock(
    queryChanged: @Sendable (String) -> SearchFeature.Action
  ) async {
    let store = makeStore()

    await store.send(queryChanged("b")) { $0.query = "b" }
    await clock.advance(by: .milliseconds(500))
    await store.send(queryChanged("blob")) { $0.query = "blob" }
    await clock.advance(by: .milliseconds(999))
    await store.send(queryChanged("blob!")) { $0.query = "blob!" }
    await clock.advance(by: .seconds(1))
    await store.receive(.searchResponse(["blob!"])) { $0.results = ["blob!"] }
    await store.finish()
  }

  @Test(arguments: [
    SearchFeature.Action.saveBareClock,
    SearchFeature.Action.saveSelfClock,
    SearchFeature.Action.saveLocalClock,
  ])
  func throttleWaitsOnTheDependencysClock(save: @Sendable (String) -> SearchFeature.Action) async {
    let store = makeStore()

    await store.send(save("a"))
    await store.receive(.saved("a")) { $0.saved = ["a"] }
    await store.send(save("b"))
    await store.send(save("c"))
    await clock.advance(by: .seconds(1))
    await store.receive(.saved("c")) { $0.saved = ["a", "c"] }
    await store.finish()
  }
}

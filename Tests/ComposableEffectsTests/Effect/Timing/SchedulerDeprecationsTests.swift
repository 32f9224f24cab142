import ComposableEffects
import ComposableEffectsTestSupport
import Foundation
import Testing

// The scheduler forms of `debounce` and `throttle` warn wherever they are used, and the
// package builds without warnings: the feature and the tests that use them are deprecated
// declarations themselves, where using deprecated API does not warn.

@available(*, deprecated, message: "exercises deprecated API on purpose")
private struct Search: Reducer {
  struct State: Equatable {
    var searches: [String] = []
    /// When each search ran, in milliseconds on the test scheduler.
    var searchTimes: [UInt64] = []
    var saves: [String] = []
  }

  @CasePathable
  enum Action: Equatable {
    case queryChanged(String)
    case queryChangedWithLiteralDueTime(String)
    case valueChanged(String, latest: Bool)
    case cancelSave
    case search(String)
    case save(String)
  }

  enum CancelID { case search, save }

  @Dependency(\.mainQueue) var mainQueue

  var body: some Reducer<State, Action> {
    Reduce { state, action in
      switch action {
      case .queryChanged(let query):
        return .send(.search(query))
          .debounce(id: CancelID.search, for: .seconds(1), scheduler: self.mainQueue)
      case .queryChangedWithLiteralDueTime(let query):
        return .send(.search(query))
          .debounce(id: CancelID.search, for: 0.5, scheduler: self.mainQueue)
      case .valueChanged(let value, let latest):
        return .send(.save(value))
          .throttle(id: CancelID.save, for: .seconds(1), scheduler: self.mainQueue, latest: latest)
      case .cancelSave:
        return .cancel(id: CancelID.save)
      case .search(let query):
        state.searches.append(query)
        state.searchTimes.append(self.mainQueue.now.dispatchTime.uptimeNanoseconds / 1_000_000)
        return .none
      case .save(let value):
        state.saves.append(value)
        return .none
      }
    }
  }
}

@MainActor
@Suite struct SchedulerDeprecationsTests {
  let mainQueue = DispatchQueue.test

  @available(*, deprecated, message: "exercises deprecated API on purpose")
  private func makeStore() -> TestStoreOf<Search> {
    TestStore(initialState: Search.State()) {
      Search()
    } withDependencies: { [mainQueue] in
      $0.mainQueue = mainQueue.eraseToAnyScheduler()
    }
  }

  @available(*, deprecated, message: "exercises deprecated API on purpose")
  @Test func debounceRunsTheLastEffectOnceTheDueTimeHasPassedOnTheScheduler() async {
    let store = makeStore()

    await store.send(.queryChanged("b"))
    await mainQueue.advance(by: .milliseconds(500))
    await store.send(.queryChanged("blob"))
    await mainQueue.advance(by: .milliseconds(999))
    await mainQueue.advance(by: .milliseconds(1))
    await store.receive(.search("blob")) {
      $0.searches = ["blob"]
      $0.searchTimes = [1_500]
    }
  }

  @available(*, deprecated, message: "exercises deprecated API on purpose")
  @Test func debounceTakesADueTimeWrittenInSecondsAsALiteral() async {
    let store = makeStore()

    await store.send(.queryChangedWithLiteralDueTime("blob"))
    await mainQueue.advance(by: .milliseconds(499))
    await mainQueue.advance(by: .milliseconds(1))
    await store.receive(.search("blob")) {
      $0.searches = ["blob"]
      $0.searchTimes = [500]
    }
  }

  @available(*, deprecated, message: "exercises deprecated API on purpose")
  @Test func debounceOnAnImmediateSchedulerRunsTheEffectAtOnce() async {
    let store = TestStore(initialState: Search.State()) {
      Search()
    } withDependencies: {
      $0.mainQueue = .immediate
    }
    // An immediate scheduler tells the real time, which the searches record.
    store.exhaustivity = .off

    await store.send(.queryChanged("blob"))
    await store.receive(.search("blob")) { $0.searches = ["blob"] }
  }

  @available(*, deprecated, message: "exercises deprecated API on purpose")
  @Test func throttleWithLatestSendsTheMostRecentHeldActionWhenTheIntervalEnds() async {
    let store = makeStore()

    await store.send(.valueChanged("a", latest: true))
    await store.receive(.save("a")) { $0.saves = ["a"] }
    await store.send(.valueChanged("b", latest: true))
    await store.send(.valueChanged("c", latest: true))
    await mainQueue.advance(by: .seconds(1))
    await store.receive(.save("c")) { $0.saves = ["a", "c"] }
  }

  @available(*, deprecated, message: "exercises deprecated API on purpose")
  @Test func throttleWithoutLatestSendsTheFirstHeldActionWhenTheIntervalEnds() async {
    let store = makeStore()

    await store.send(.valueChanged("a", latest: false))
    await store.receive(.save("a")) { $0.saves = ["a"] }
    await store.send(.valueChanged("b", latest: false))
    await store.send(.valueChanged("c", latest: false))
    await mainQueue.advance(by: .seconds(1))
    await store.receive(.save("b")) { $0.saves = ["a", "b"] }
  }

  @available(*, deprecated, message: "exercises deprecated API on purpose")
  @Test func cancellingTheThrottleDropsTheHeldAction() async {
    let store = makeStore()

    await store.send(.valueChanged("a", latest: true))
    await store.receive(.save("a")) { $0.saves = ["a"] }
    await store.send(.valueChanged("b", latest: true))
    await store.send(.cancelSave)
    await mainQueue.advance(by: .seconds(1))
    await store.finish()
  }
}

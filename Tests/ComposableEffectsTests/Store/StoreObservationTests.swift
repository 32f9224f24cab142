import ComposableEffects
import ComposableEffectsTestSupport
import Observation
import Testing

@Reducer
private struct Gauge {
  @ObservableState
  struct State: Equatable {
    var level = 0
    var label = ""
  }

  enum Action {
    case raise
    case rename(String)
    case setLevel(Int)
    case nothing
  }

  var body: some Reducer<State, Action> {
    Reduce { state, action in
      switch action {
      case .raise:
        state.level += 1
      case .rename(let label):
        state.label = label
      case .setLevel(let level):
        state.level = level
      case .nothing:
        break
      }
      return .none
    }
  }
}

@Reducer
private struct Dashboard {
  @ObservableState
  struct State: Equatable {
    var title = "Dashboard"
    var gauge = Gauge.State()
  }

  enum Action {
    case retitle(String)
    case reset
    case gauge(Gauge.Action)
  }

  var body: some Reducer<State, Action> {
    Scope(state: \.gauge, action: \.gauge) { Gauge() }
    Reduce { state, action in
      switch action {
      case .retitle(let title):
        state.title = title
      case .reset:
        state = State()
      case .gauge:
        break
      }
      return .none
    }
  }
}

/// Whether the observers of what `read` reads were told about a change by `act`.
@MainActor
private func isTold(reading read: () -> Void, when act: () -> Void) -> Bool {
  let told = LockIsolated(false)
  withObservationTracking(read) { told.setValue(true) }
  act()
  return told.value
}

@MainActor
@Suite struct StoreObservationTests {
  @Test func anObserverOfAPropertyIsToldWhenItChanges() {
    let store = Store(initialState: Dashboard.State()) { Dashboard() }
    #expect(isTold(reading: { _ = store.title }, when: { _ = store.send(.retitle("Cockpit")) }))
  }

  @Test func anObserverOfAPropertyIsNotToldWhenAnotherChanges() {
    let store = Store(initialState: Dashboard.State()) { Dashboard() }
    #expect(!isTold(reading: { _ = store.title }, when: { _ = store.send(.gauge(.raise)) }))
    #expect(store.gauge.level == 1)
  }

  @Test func anActionThatChangesNothingTellsNoOne() {
    let store = Store(initialState: Dashboard.State()) { Dashboard() }
    #expect(!isTold(reading: { _ = store.state }, when: { _ = store.send(.gauge(.nothing)) }))
    #expect(!isTold(reading: { _ = store.gauge.level }, when: { _ = store.send(.gauge(.nothing)) }))
  }

  @Test func settingAPlainValueToWhatItWasTellsNoOne() {
    let store = Store(initialState: Dashboard.State()) { Dashboard() }
    #expect(!isTold(reading: { _ = store.gauge.level }, when: { _ = store.send(.gauge(.setLevel(0))) }))
    #expect(isTold(reading: { _ = store.gauge.level }, when: { _ = store.send(.gauge(.setLevel(3))) }))
  }

  @Test func observersOfTheStateAreToldOnlyWhenItBecomesAnotherState() {
    let store = Store(initialState: Dashboard.State()) { Dashboard() }
    #expect(!isTold(reading: { _ = store.state }, when: { _ = store.send(.retitle("Cockpit")) }))
    #expect(isTold(reading: { _ = store.state }, when: { _ = store.send(.reset) }))
    #expect(store.title == "Dashboard")
  }

  @Test func aScopedStoreObservesItsOwnProperties() {
    let store = Store(initialState: Dashboard.State()) { Dashboard() }
    let gauge = store.scope(state: \.gauge, action: \.gauge)
    #expect(!isTold(reading: { _ = gauge.level }, when: { _ = store.send(.retitle("Cockpit")) }))
    #expect(!isTold(reading: { _ = gauge.level }, when: { _ = gauge.send(.rename("Fuel")) }))
    #expect(isTold(reading: { _ = gauge.level }, when: { _ = gauge.send(.raise) }))
    #expect(isTold(reading: { _ = gauge.label }, when: { _ = gauge.send(.rename("Oil")) }))
  }

  @Test func scopingTwiceAlongTheSamePathsGivesTheSameStore() {
    let store = Store(initialState: Dashboard.State()) { Dashboard() }
    let first = store.scope(state: \.gauge, action: \.gauge)
    let second = store.scope(state: \.gauge, action: \.gauge)
    #expect(first === second)
    let level = first.scope(state: \.level, action: \.self)
    #expect(level === second.scope(state: \.level, action: \.self))
    #expect(level !== first.scope(state: \.label, action: \.self))
  }
}

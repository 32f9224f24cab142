@testable import ComposableEffects
import Testing

@Reducer
private struct Child {
  struct State: Equatable {
    var count = 0
  }

  enum Action: Equatable {
    case increment
    case add(Int)
  }

  var body: some Reducer<State, Action> {
    Reduce { state, action in
      switch action {
      case .increment:
        state.count += 1
      case .add(let amount):
        state.count += amount
      }
      return .none
    }
  }
}

@Reducer
private struct Parent {
  struct State: Equatable {
    var child = Child.State()
  }

  enum Action: Equatable {
    case child(Child.Action)
    case labelled(first: Int, second: String)
  }

  var body: some Reducer<State, Action> {
    Scope(state: \.child, action: \.child) {
      Child()
    }
  }
}

@Reducer
private struct Switcher {
  enum State: Equatable {
    case on(Child.State)
    case off
  }

  enum Action: Equatable {
    case on(Child.Action)
  }

  var body: some Reducer<State, Action> {
    Scope(state: \.on, action: \.on) {
      Child()
    }
  }
}

@MainActor
struct DirectCasePathsTests {
  @Test func reducerActionListsEachCaseWithItsDirectCasePath() {
    let table = Parent.Action._$directCasePaths
    let child = table.casePath(for: \Parent.Action.Cases.child)
    #expect(child?.extract(from: .child(.add(2))) == .add(2))
    #expect(child?.extract(from: .labelled(first: 1, second: "a")) == nil)
    #expect(child?.embed(.increment) == .child(.increment))
    let labelled = table.casePath(for: \Parent.Action.Cases.labelled)
    let payload = labelled?.extract(from: .labelled(first: 1, second: "a"))
    #expect(payload?.first == 1 && payload?.second == "a")
  }

  @Test func reducerEnumStateListsEachCaseWithItsDirectCasePath() {
    let table = Switcher.State._$directCasePaths
    #expect(table.casePath(for: \Switcher.State.Cases.on)?.extract(from: .on(Child.State())) != nil)
    #expect(table.casePath(for: \Switcher.State.Cases.off)?.extract(from: .off) != nil)
  }

  @Test func aPathOfSeveralCasesIsNotInTheTableAndResolvesThroughCasePaths() {
    #expect(Parent.Action._$directCasePaths.casePath(for: \Parent.Action.Cases.child.add) == nil)
    let add = AnyCasePath.resolving(\Parent.Action.Cases.child.add)
    #expect(add.extract(from: .child(.add(3))) == 3)
    #expect(add.embed(4) == .child(.add(4)))
  }

  @Test func scopeAlongADirectCasePathRunsTheChild() {
    let store = Store(initialState: Parent.State()) { Parent() }
    store.send(.child(.increment))
    store.send(.child(.add(2)))
    store.send(.labelled(first: 1, second: "a"))
    #expect(store.state.child.count == 3)
  }

  @Test func scopeOnADirectEnumStateCaseRunsTheChildInThatCase() {
    let store = Store(initialState: Switcher.State.on(Child.State())) { Switcher() }
    store.send(.on(.add(5)))
    #expect(store.state == .on(Child.State(count: 5)))
  }

  @Test func scopedStoreSendsThroughTheDirectCasePath() {
    let store = Store(initialState: Parent.State()) { Parent() }
    store.scope(state: \.child, action: \.child).send(.add(7))
    #expect(store.state.child.count == 7)
  }
}

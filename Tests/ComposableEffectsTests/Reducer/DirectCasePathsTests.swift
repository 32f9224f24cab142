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

/// An enum whose table holds a case path that differs from the generated one (it adds 10 on
/// embedding and 1 000 on extraction), so that a test can tell which route a key path was
/// resolved to.
@CasePathable
private enum Marked: Equatable, _DirectCasePathable {
  case value(Int)

  static let _$directCasePaths = _DirectCasePathTable<Self> { table in
    table.add(
      \Self.Cases.value,
      AnyCasePath(
        embed: { .value($0 + 10) },
        extract: {
          guard case .value(let value) = $0 else { return nil }
          return value + 1_000
        }
      )
    )
  }
}

@MainActor
struct DirectCasePathsTests {
  @Test func aPathInTheTableResolvesToTheTablesCasePath() {
    let casePath = AnyCasePath.resolving(\Marked.Cases.value)
    #expect(casePath.extract(from: .value(1)) == 1_001)
    #expect(casePath.embed(1) == .value(11))
  }

  @Test func scopedStoreEmbedsThroughTheTablesCasePath() {
    let store = Store(initialState: 0) {
      Reduce<Int, Marked> { state, action in
        guard case .value(let value) = action else { return .none }
        state = value
        return .none
      }
    }
    store.scope(state: \.self, action: \.value).send(1)
    #expect(store.state == 11)
  }

  @Test func scopeExtractsThroughTheTablesCasePath() {
    let store = Store(initialState: 0) {
      Scope(state: \Int.self, action: \Marked.Cases.value) {
        Reduce<Int, Int> { state, action in
          state = action
          return .none
        }
      }
    }
    store.send(.value(2))
    #expect(store.state == 1_002)
  }

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

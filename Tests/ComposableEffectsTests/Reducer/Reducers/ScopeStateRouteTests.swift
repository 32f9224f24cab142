@testable import ComposableEffects
import Testing

private struct Counter: Reducer {
  struct State: Equatable {
    var count = 0
  }

  @CasePathable
  enum Action: Equatable {
    case increment
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    state.count += 1
    return .none
  }
}

@CasePathable
private enum ParentAction: Equatable {
  case child(Counter.Action)
}

/// A parent whose child sits among fields of other sizes, two levels down, so that a wrong
/// offset would change a neighbour instead.
private struct Nested: Equatable {
  struct Inner: Equatable {
    var flag = false
    var child = Counter.State()
    var tail: UInt8 = 7
  }

  var head: UInt8 = 3
  var name = "parent"
  var inner = Inner()
}

/// A parent whose child is a computed property: every write goes through its setter.
private struct Computed: Equatable {
  var storage = Counter.State()
  var writes = 0

  var child: Counter.State {
    get { self.storage }
    set {
      self.storage = newValue
      self.writes += 1
    }
  }
}

/// A parent whose child is a stored property with an observer.
private struct Observed: Equatable {
  var child = Counter.State() {
    didSet { self.changes += 1 }
  }
  var changes = 0
}

/// A parent whose child lives in an object it references.
private struct Referencing {
  final class Box {
    var child = Counter.State()
  }

  var box = Box()
}

private typealias Route<Parent> = Scope<Parent, ParentAction, Counter>.ChildState

@MainActor
@Suite struct ScopeStateRouteTests {
  @Test func aChildInStoredPropertiesIsReachedByItsOffset() {
    guard case .storedProperty(let offset) = Route<Nested>.resolving(\.inner.child) else {
      Issue.record("A path of stored properties was not resolved to an offset.")
      return
    }
    #expect(offset == MemoryLayout<Nested>.offset(of: \.inner.child))
  }

  @Test func aChildInStoredPropertiesIsChangedInPlaceAndNothingElse() {
    let store = Store<Nested, ParentAction>(initialState: Nested()) {
      Scope(state: \.inner.child, action: \.child) { Counter() }
    }
    store.send(.child(.increment))
    store.send(.child(.increment))
    var expected = Nested()
    expected.inner.child.count = 2
    #expect(store.state == expected)
  }

  @Test func aComputedChildIsResolvedToItsKeyPath() {
    guard case .keyPath = Route<Computed>.resolving(\.child) else {
      Issue.record("A computed property was resolved to an offset.")
      return
    }
  }

  @Test func aComputedChildIsChangedThroughItsSetter() {
    let store = Store<Computed, ParentAction>(initialState: Computed()) {
      Scope(state: \.child, action: \.child) { Counter() }
    }
    store.send(.child(.increment))
    #expect(store.state.child.count == 1)
    #expect(store.state.writes == 1)
  }

  @Test func anObservedChildIsChangedThroughItsObserver() {
    let store = Store<Observed, ParentAction>(initialState: Observed()) {
      Scope(state: \.child, action: \.child) { Counter() }
    }
    store.send(.child(.increment))
    #expect(store.state.child.count == 1)
    #expect(store.state.changes == 1)
  }

  @Test func aChildInAReferencedObjectIsResolvedToItsKeyPath() {
    guard case .keyPath = Route<Referencing>.resolving(\.box.child) else {
      Issue.record("A path through an object was resolved to an offset.")
      return
    }
    let store = Store<Referencing, ParentAction>(initialState: Referencing()) {
      Scope(state: \.box.child, action: \.child) { Counter() }
    }
    store.send(.child(.increment))
    #expect(store.state.box.child.count == 1)
  }
}

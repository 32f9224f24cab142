import ComposableEffects
import ComposableEffectsTestSupport
import Testing

#if canImport(Combine)
  import Combine
#else
  import OpenCombineShim
#endif

@Reducer
private struct Presenter {
  @ObservableState
  struct State: Equatable {
    var child: Int?
    var closureScoped = 0
  }
  enum Action {
    case child(Int)
    case hide
    case show(Int)
  }
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .child(let value):
        state.child = value
      case .hide:
        state.child = nil
      case .show(let value):
        state.child = value
      }
      return .none
    }
  }
}

/// Calls the deprecated Combine-style `ifLet(then:else:)` behind a protocol, so that the test
/// compiles without the deprecation warning ported code gets.
@MainActor
private protocol IfLetCalling {
  func ifLet(
    _ store: Store<Int?, Int>, then: @escaping (Store<Int, Int>) -> Void,
    else: @escaping () -> Void
  ) -> any Cancellable
  func closureScope(_ store: StoreOf<Presenter>) -> StoreOf<Presenter>
}

private struct DeprecatedForms: IfLetCalling {
  @available(*, deprecated)
  func ifLet(
    _ store: Store<Int?, Int>, then: @escaping (Store<Int, Int>) -> Void,
    else: @escaping () -> Void
  ) -> any Cancellable {
    store.ifLet(then: then, else: `else`)
  }

  @available(*, deprecated)
  func closureScope(_ store: StoreOf<Presenter>) -> StoreOf<Presenter> {
    store.scope(state: { $0 }, action: { $0 })
  }
}

@MainActor
@Suite struct StoreIfLetTests {
  private let forms: any IfLetCalling = DeprecatedForms()

  @Test func ifLetUnwrapsAtOnceAndOnEachPresentationAndCallsElseOnEachDismissal() {
    let store = StoreOf<Presenter>(initialState: Presenter.State(child: 1)) { Presenter() }
    let childStore: Store<Int?, Int> = store.scope(state: \.child, action: \.child)
    var events: [String] = []

    let cancellable = self.forms.ifLet(childStore) { child in
      events.append("then \(child.state)")
    } else: {
      events.append("else")
    }
    #expect(events == ["then 1"])

    store.send(.child(2))
    #expect(events == ["then 1"])
    store.send(.hide)
    #expect(events == ["then 1", "else"])
    store.send(.hide)
    #expect(events == ["then 1", "else"])
    store.send(.show(3))
    #expect(events == ["then 1", "else", "then 3"])

    cancellable.cancel()
    store.send(.hide)
    #expect(events == ["then 1", "else", "then 3"])
  }

  @Test func ifLetOnANilStateCallsElseAtOnce() {
    let store = StoreOf<Presenter>(initialState: Presenter.State()) { Presenter() }
    let childStore: Store<Int?, Int> = store.scope(state: \.child, action: \.child)
    var events: [String] = []

    let cancellable = self.forms.ifLet(childStore) { _ in events.append("then") } else: {
      events.append("else")
    }

    #expect(events == ["else"])
    _ = cancellable
  }

  @Test func theUnwrappedStoreSendsToItsParent() {
    let store = StoreOf<Presenter>(initialState: Presenter.State(child: 1)) { Presenter() }
    let childStore: Store<Int?, Int> = store.scope(state: \.child, action: \.child)
    var unwrapped: Store<Int, Int>?

    let cancellable = self.forms.ifLet(childStore) { unwrapped = $0 } else: {}
    unwrapped?.send(5)

    #expect(store.child == 5)
    #expect(unwrapped?.state == 5)
    _ = cancellable
  }

  @Test func scopingWithKeyPathsFromAClosureScopedStoreIsReported() {
    let store = StoreOf<Presenter>(initialState: Presenter.State(child: 1)) { Presenter() }
    let closureScoped = self.forms.closureScope(store)

    withKnownIssue {
      _ = closureScoped.scope(state: \.child, action: \.child)
    } matching: { issue in
      issue.description.contains("made with 'scope(state:action:)' from closures")
    }
  }

  @Test func scopingWithKeyPathsAlongKeyPathsReportsNothing() {
    let store = StoreOf<Presenter>(initialState: Presenter.State(child: 1)) { Presenter() }

    let child: Store<Int, Int>? = store.scope(state: \.self, action: \.self)
      .scope(state: \.child, action: \.child)

    #expect(child?.state == 1)
  }
}

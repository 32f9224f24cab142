import ComposableEffects
import ComposableEffectsTestSupport
import Testing

private enum StepKey: DependencyKey {
  static let liveValue = 1
  static let testValue = 1
}

extension DependencyValues {
  /// How much an increment adds, read by the nested feature's `body` when it is built.
  fileprivate var nestedStep: Int {
    get { self[StepKey.self] }
    set { self[StepKey.self] = newValue }
  }
}

/// A feature that contains itself twice: as rows of rows, and as a presented copy.
@Reducer
private struct Nested {
  @ObservableState
  struct State: Equatable, Identifiable {
    let id: Int
    var count = 0
    var rows: IdentifiedArrayOf<State> = []
    @Presents var child: State?
  }

  enum Action: Equatable {
    case increment
    case incrementLater
    case presentChild
    indirect case rows(IdentifiedActionOf<Nested>)
    indirect case child(PresentationAction<Nested.Action>)
  }

  var builds: LockIsolated<Int>? = nil
  @Dependency(\.nestedStep) var step

  var body: some ReducerOf<Self> {
    let _ = builds?.withValue { $0 += 1 }
    let step = self.step
    Reduce { state, action in
      switch action {
      case .increment:
        state.count += step
        return .none
      case .incrementLater:
        return .run { send in await send(.increment) }
      case .presentChild:
        state.child = State(id: state.id * 10)
        return .none
      case .rows, .child:
        return .none
      }
    }
    .forEach(\.rows, action: \.rows) { Self(builds: builds) }
    .ifLet(\.$child, action: \.child) { Self(builds: builds) }
  }
}

/// Four levels of rows: 1 holds 2, which holds 3, which holds 4.
private func fourLevels() -> Nested.State {
  Nested.State(
    id: 1,
    rows: [Nested.State(id: 2, rows: [Nested.State(id: 3, rows: [Nested.State(id: 4)])])]
  )
}

/// The action that reaches row 4 of ``fourLevels()``.
private func toRow4(_ action: Nested.Action) -> Nested.Action {
  .rows(.element(id: 2, action: .rows(.element(id: 3, action: .rows(.element(id: 4, action: action))))))
}

@MainActor
@Suite struct RecursiveReducerTests {
  @Test func aStoreRunsRowsThatHoldTheirOwnFeatureAtAnyDepth() async {
    let store = Store(initialState: fourLevels()) { Nested() }

    store.send(toRow4(.increment))
    await store.send(toRow4(.incrementLater)).finish()
    store.send(.rows(.element(id: 2, action: .increment)))

    #expect(store.rows[id: 2]?.rows[id: 3]?.rows[id: 4]?.count == 2)
    #expect(store.rows[id: 2]?.count == 1)
    #expect(store.count == 0)
  }

  @Test func aTestStoreRunsRowsThatHoldTheirOwnFeatureAtAnyDepth() async {
    let store = TestStore(initialState: fourLevels()) { Nested() }

    await store.send(toRow4(.incrementLater))
    await store.receive(toRow4(.increment)) {
      $0.rows[id: 2]?.rows[id: 3]?.rows[id: 4]?.count = 1
    }
  }

  @Test func aStoreRunsAFeatureThatPresentsItself() async {
    let store = Store(initialState: Nested.State(id: 1)) { Nested() }

    store.send(.presentChild)
    store.send(.child(.presented(.presentChild)))
    store.send(.child(.presented(.child(.presented(.increment)))))
    await store.send(.child(.presented(.child(.presented(.incrementLater))))).finish()

    #expect(store.child?.id == 10)
    #expect(store.child?.child?.id == 100)
    #expect(store.child?.child?.count == 2)
  }

  @Test func aTestStoreRunsAFeatureThatPresentsItself() async {
    let store = TestStore(initialState: Nested.State(id: 1)) { Nested() }

    await store.send(.presentChild) {
      $0.child = Nested.State(id: 10)
    }
    await store.send(.child(.presented(.presentChild))) {
      $0.child?.child = Nested.State(id: 100)
    }
    await store.send(.child(.presented(.child(.presented(.incrementLater)))))
    await store.receive(.child(.presented(.child(.presented(.increment))))) {
      $0.child?.child?.count = 1
    }
    await store.send(.child(.dismiss)) {
      $0.child = nil
    }
  }

  @Test func eachLevelOfARecursiveFeatureIsBuiltOnceWhenAnActionFirstReachesIt() {
    let builds = LockIsolated(0)
    let store = Store(initialState: fourLevels()) { Nested(builds: builds) }
    #expect(builds.value == 1)

    store.send(.rows(.element(id: 2, action: .increment)))
    #expect(builds.value == 2)

    store.send(.rows(.element(id: 2, action: .increment)))
    store.send(toRow4(.increment))
    store.send(toRow4(.increment))
    // Level 2 is kept; levels 3 and 4 are built once each.
    #expect(builds.value == 4)
    #expect(store.rows[id: 2]?.count == 2)
  }

  @Test func aRecursiveLevelIsBuiltWithTheStoresDependencies() {
    let store = Store(initialState: fourLevels()) {
      Nested()
    } withDependencies: {
      $0.nestedStep = 10
    }

    store.send(toRow4(.increment))

    #expect(store.rows[id: 2]?.rows[id: 3]?.rows[id: 4]?.count == 10)
  }
}

// Only this package and the test library: TCA code that imports nothing else still sees
// Foundation's types, as it does through TCA's own exports on Apple platforms.
import ComposableEffects
import Testing

@Reducer
private struct Stamped {
  struct State: Equatable {
    var id: UUID
    var createdAt: Date
    var link: URL?
  }

  enum Action: Equatable {
    case stamp
  }

  @Dependency(\.uuid) var uuid
  @Dependency(\.date.now) var now

  var body: some Reducer<State, Action> {
    Reduce { state, action in
      state.id = self.uuid()
      state.createdAt = self.now
      state.link = URL(string: "https://example.com/\(state.id.uuidString)")
      return .none
    }
  }
}

@MainActor
@Suite struct FoundationExportTests {
  @Test func aFeatureThatImportsOnlyThePackageUsesFoundationsTypes() async {
    let id = UUID(0)
    let store = TestStore(
      initialState: Stamped.State(id: UUID(1), createdAt: Date(timeIntervalSince1970: 0))
    ) {
      Stamped()
    } withDependencies: {
      $0.uuid = .constant(id)
      $0.date.now = Date(timeIntervalSince1970: 1_000)
    }
    await store.send(.stamp) {
      $0.id = id
      $0.createdAt = Date(timeIntervalSince1970: 1_000)
      $0.link = URL(string: "https://example.com/\(id.uuidString)")
    }
  }
}

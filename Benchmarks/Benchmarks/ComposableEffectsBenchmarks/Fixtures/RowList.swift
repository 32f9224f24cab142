import ComposableEffects

/// A list of rows, each a feature of its own run by `forEach`: what a list screen scopes into
/// one store per row.
@Reducer
struct RowList {
  @Reducer
  struct Row {
    @ObservableState
    struct State: Equatable, Identifiable {
      let id: Int
      var count = 0
    }

    enum Action {
      case increment
    }

    var body: some ReducerOf<Self> {
      Reduce { state, _ in
        state.count &+= 1
        return .none
      }
    }
  }

  @ObservableState
  struct State: Equatable {
    var rows: IdentifiedArrayOf<Row.State>

    init(count: Int) {
      self.rows = IdentifiedArray(uniqueElements: (0..<count).map { Row.State(id: $0) })
    }
  }

  enum Action {
    case rows(IdentifiedActionOf<Row>)
  }

  var body: some ReducerOf<Self> {
    EmptyReducer()
      .forEach(\.rows, action: \.rows) { Row() }
  }
}

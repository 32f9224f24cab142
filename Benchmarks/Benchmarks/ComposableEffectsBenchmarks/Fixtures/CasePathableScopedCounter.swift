import ComposableEffects

/// A counter three features deep: `CasePathableScopedCounter` scopes to `Outer`, `Outer` to `Middle`, and
/// `Middle` to the innermost `Reduce`, which changes an `Int`. Sending
/// `.outer(.middle(.counter(.increment)))` passes through three `Scope`s.
///
/// `ScopedCounter` without `@Reducer`: each level conforms to `Reducer` by hand and its action
/// is a `@CasePathable` enum that embeds its child's, so each `Scope` extracts through
/// swift-case-paths' case key path, the route of enums the macro has not seen.
struct CasePathableScopedCounter: Reducer {
  struct State {
    var outer = Outer.State()
  }

  @CasePathable
  enum Action {
    case outer(Outer.Action)
  }

  var body: some Reducer<State, Action> {
    Scope(state: \.outer, action: \.outer) {
      Outer()
    }
  }

  /// The action of one increment, as a view of the innermost feature would send it.
  static let increment = Action.outer(.middle(.counter(.increment)))

  struct Outer: Reducer {
    struct State {
      var middle = Middle.State()
    }

    @CasePathable
    enum Action {
      case middle(Middle.Action)
    }

    var body: some Reducer<State, Action> {
      Scope(state: \.middle, action: \.middle) {
        Middle()
      }
    }
  }

  struct Middle: Reducer {
    struct State {
      var counter = Counter.State()
    }

    @CasePathable
    enum Action {
      case counter(Counter.Action)
    }

    var body: some Reducer<State, Action> {
      Scope(state: \.counter, action: \.counter) {
        Reduce<Counter.State, Counter.Action> { state, action in
          switch action {
          case .increment:
            state.count &+= 1
          case .decrement:
            state.count &-= 1
          }
          return .none
        }
      }
    }
  }

  /// The innermost state and actions.
  typealias Counter = ScopedCounter.Counter
}

extension CasePathableScopedCounter.State {
  /// The innermost count.
  var count: Int { outer.middle.counter.count }
}

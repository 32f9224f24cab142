import ComposableEffects

/// A counter three features deep: `ScopedCounter` scopes to `Outer`, `Outer` to `Middle`, and
/// `Middle` to the innermost `Reduce`, which changes an `Int`. Sending
/// `.outer(.middle(.counter(.increment)))` passes through three `Scope`s.
///
/// Each level is its own `@Reducer` feature, as TCA features are written, and its action an
/// enum that embeds its child's: `@Reducer` gives each action its direct case paths, so each
/// `Scope` extracts with a `switch`. `CasePathableScopedCounter` is the same feature without
/// the macro.
@Reducer
struct ScopedCounter {
  struct State {
    var outer = Outer.State()
  }

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

  @Reducer
  struct Outer {
    struct State {
      var middle = Middle.State()
    }

    enum Action {
      case middle(Middle.Action)
    }

    var body: some Reducer<State, Action> {
      Scope(state: \.middle, action: \.middle) {
        Middle()
      }
    }
  }

  @Reducer
  struct Middle {
    struct State {
      var counter = Counter.State()
    }

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
  enum Counter {
    struct State {
      var count = 0
    }

    @CasePathable
    enum Action {
      case increment
      case decrement
    }
  }
}

extension ScopedCounter.State {
  /// The innermost count.
  var count: Int { outer.middle.counter.count }
}

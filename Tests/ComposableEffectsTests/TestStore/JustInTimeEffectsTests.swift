import ComposableEffects
import ComposableEffectsTestSupport
import Testing

enum NumberFacts {
  /// The fact about a number; by default a canned sentence.
  @Effect
  nonisolated(nonsending) static func fetch(_ number: Int) async throws -> String {
    "\(number) is a default fact."
  }
}

enum Dice {
  /// A synchronous effect: a test store cannot answer it with `expect`.
  @Effect
  static func roll() -> Int {
    4
  }
}

@Reducer
struct DiceFeature {
  struct State: Equatable {
    var roll: Int?
  }

  enum Action: Equatable {
    case roll
    case rolled(Int)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .roll:
        return .run { send in await send(.rolled(Dice.roll())) }
      case .rolled(let number):
        state.roll = number
        return .none
      }
    }
  }
}

@Reducer
struct FactFeature {
  @ObservableState
  struct State: Equatable {
    var fact: String?
  }

  enum Action: Equatable {
    case fetch(Int)
    case fetchWithLocalHandler(Int)
    case response(String)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .fetch(let number):
        return .run { send in
          await send(.response(try await NumberFacts.fetch(number)))
        } catch: { _, send in
          await send(.response("failed"))
        }
      case .fetchWithLocalHandler(let number):
        return .run { send in
          let fact = try await with {
            NumberFacts.Fetch { number in "\(number) from the effect's own handler" }
          } perform: {
            try await NumberFacts.fetch(number)
          }
          await send(.response(fact))
        }
      case .response(let fact):
        state.fact = fact
        return .none
      }
    }
  }
}

@MainActor
@Suite struct JustInTimeEffectsTests {
  @Test func theTestAnswersAnEffectJustInTime() async throws {
    let store = TestStore(initialState: FactFeature.State()) { FactFeature() }
    await store.send(.fetch(1))
    try await store.expect(NumberFacts.Fetch.self) { number in
      #expect(number == 1)
      return "1 is the loneliest number."
    }
    await store.receive(.response("1 is the loneliest number.")) {
      $0.fact = "1 is the loneliest number."
    }
  }

  @Test func expectReturnAnswersWithAValue() async throws {
    let store = TestStore(initialState: FactFeature.State()) { FactFeature() }
    await store.send(.fetch(2))
    try await store.expect(NumberFacts.Fetch.self, return: "two")
    await store.receive(.response("two")) { $0.fact = "two" }
  }

  @Test func yieldForwardsToTheHandlerAroundTheTestStore() async throws {
    let store = TestStore(initialState: FactFeature.State()) { FactFeature() }
    try await with {
      NumberFacts.Fetch { number in "\(number) from the outer handler" }
    } perform: {
      await store.send(.fetch(3))
      try await store.yield()
      await store.receive(.response("3 from the outer handler")) {
        $0.fact = "3 from the outer handler"
      }
    }
  }

  @Test func yieldWithNoOuterHandlerRunsTheDefault() async throws {
    let store = TestStore(initialState: FactFeature.State()) { FactFeature() }
    await store.send(.fetch(4))
    try await store.yield()
    await store.receive(.response("4 is a default fact.")) { $0.fact = "4 is a default fact." }
  }

  @Test func aHandlerInstalledInsideTheEffectHandlesItBeforeTheTestStoreSeesIt() async {
    let store = TestStore(initialState: FactFeature.State()) { FactFeature() }
    await store.send(.fetchWithLocalHandler(8))
    await store.receive(.response("8 from the effect's own handler")) {
      $0.fact = "8 from the effect's own handler"
    }
  }

  @Test func whenNotExhaustiveEffectsFallThroughToTheirHandlers() async {
    let store = TestStore(initialState: FactFeature.State()) { FactFeature() }
    store.exhaustivity = .off
    await store.send(.fetch(5))
    await store.receive(.response("5 is a default fact.")) { $0.fact = "5 is a default fact." }
  }

  @Test func anErrorAnswerReachesTheEffect() async throws {
    struct Offline: Error {}
    let store = TestStore(initialState: FactFeature.State()) { FactFeature() }
    await store.send(.fetch(6))
    try await store.expect(NumberFacts.Fetch.self) { _ in throw Offline() }
    await store.receive(.response("failed")) { $0.fact = "failed" }
  }

  @Test func anUnansweredEffectFailsNamingTheEffectItsArgumentsAndTheAction() async {
    await withKnownIssue {
      let store = TestStore(initialState: FactFeature.State()) { FactFeature() }
      await store.send(.fetch(7))
    } matching: {
      ($0.description.contains("Unanswered effect")
        && $0.description.contains("NumberFacts.fetch(7), performed by the effect of FactFeature.Action.fetch(7)"))
        || $0.description.contains("1 effect is still running")
    }
  }

  @Test func anExpectationNoEffectMeetsFails() async throws {
    let store = TestStore(initialState: FactFeature.State()) { FactFeature() }
    try await withKnownIssue {
      try await store.expect(NumberFacts.Fetch.self, return: "never")
    } matching: {
      $0.description.contains("Expected NumberFacts.fetch, but the program performed no effect")
    }
  }

  @Test func aSynchronousEffectIsReportedAndGoesToItsDefault() async {
    let store = TestStore(initialState: DiceFeature.State()) { DiceFeature() }
    await withKnownIssue {
      await store.send(.roll)
      await store.receive(.rolled(4)) { $0.roll = 4 }
    } matching: {
      $0.description.contains(
        "Synchronous effect performed on the main actor under a test store: Dice.roll(). The test store's effects run on the main actor"
      )
    }
    #expect(store.state.roll == 4)
  }
}

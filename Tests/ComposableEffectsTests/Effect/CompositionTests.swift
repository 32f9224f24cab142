import ComposableEffects
import ComposableEffectsTestSupport
import Testing

private struct Feature: Reducer {
  struct State: Equatable { var log: [String] = [] }
  @CasePathable
  enum Action: Equatable {
    case concatenate
    case merge
    case mapped
    case cancellableConcatenation
    case cancel
    case log(String)
    case child(Child)
    @CasePathable
    enum Child: Equatable { case log(String) }
  }

  let gate: AsyncStream<Void>
  /// The parts of `cancellableConcatenation` that began, recorded outside `send`: a part
  /// started after the cancellation would have its action dropped, but would show here.
  let partsBegun = LockIsolated<[String]>([])

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .concatenate:
      return .concatenate(
        .run { send in
          await Task.yield()
          await send(.log("first"))
        },
        .send(.log("second")),
        .run { send in await send(.log("third")) }
      )
    case .merge:
      return .merge(
        .send(.log("sync")),
        .run { send in await send(.log("async")) }
      )
    case .mapped:
      let child: Effect<Action.Child> = .merge(
        .send(.log("sync child")),
        .run { send in await send(.log("async child")) }
      )
      return child.map(Action.child)
    case .cancellableConcatenation:
      return .concatenate(
        .run { [gate, partsBegun] send in
          partsBegun.withValue { $0.append("first") }
          await send(.log("before the gate"))
          for await _ in gate {}
        },
        .run { [partsBegun] send in
          partsBegun.withValue { $0.append("second") }
          await send(.log("never"))
        }
      )
      .cancellable(id: "concatenation")
    case .cancel:
      return .cancel(id: "concatenation")
    case .log(let entry), .child(.log(let entry)):
      state.log.append(entry)
      return .none
    }
  }
}

@MainActor
@Suite struct CompositionTests {
  let gate = AsyncStream<Void>.makeStream()

  @Test func concatenateRunsEffectsOneAfterTheOther() async {
    let store = Store(initialState: Feature.State()) { Feature(gate: gate.stream) }
    await store.send(.concatenate).finish()
    #expect(store.log == ["first", "second", "third"])
  }

  @Test func mergeRunsSendsAtOnceAndRunsConcurrently() async {
    let store = Store(initialState: Feature.State()) { Feature(gate: gate.stream) }
    let task = store.send(.merge)
    #expect(store.log == ["sync"])
    await task.finish()
    #expect(store.log == ["sync", "async"])
  }

  @Test func mapTransformsEveryActionAnEffectSends() async {
    let store = Store(initialState: Feature.State()) { Feature(gate: gate.stream) }
    await store.send(.mapped).finish()
    #expect(store.log == ["sync child", "async child"])
  }

  @Test func cancellingAConcatenationStopsTheRest() async {
    let feature = Feature(gate: gate.stream)
    let store = TestStore(initialState: Feature.State()) { feature }

    let task = await store.send(.cancellableConcatenation)
    await store.receive(.log("before the gate")) {
      $0.log = ["before the gate"]
    }
    await store.send(.cancel)
    await task.finish()
    #expect(task.isCancelled)
    await store.finish()
    // The second part never began: had it run, only its action would have been dropped.
    #expect(feature.partsBegun.value == ["first"])
  }

  @Test func aConcatenationOfConcatenationsRunsEveryPartInOrder() async {
    let parts: [Effect<String>] = [
      .none,
      .concatenate(.send("a"), .run { send in await send("b") }),
      .none,
      .run { send in await send("c") },
      .concatenate([.send("d"), .concatenate(.send("e"), .none)]),
      .send("f"),
    ]
    let store = Store(initialState: [String]()) {
      Reduce<[String], String> { state, action in
        state.append(action)
        return action == "start" ? .concatenate(parts) : .none
      }
    }
    await store.send("start").finish()
    #expect(store.state == ["start", "a", "b", "c", "d", "e", "f"])
  }

  @Test func aMergeOfMergesRunsEveryPart() async {
    let parts: [Effect<String>] = [
      .merge(.send("a"), .none, .run { send in await send("b") }),
      .none,
      .send("c"),
      .merge([.merge(.send("d"), .run { send in await send("e") })]),
    ]
    let store = Store(initialState: [String]()) {
      Reduce<[String], String> { state, action in
        state.append(action)
        return action == "start" ? .merge(parts.lazy.map { $0 }) : .none
      }
    }
    await store.send("start").finish()
    #expect(store.state.sorted() == ["a", "b", "c", "d", "e", "start"])
    // The synchronous parts are sent at once, in order, before any asynchronous one.
    #expect(Array(store.state.prefix(4)) == ["start", "a", "c", "d"])
  }

  @Test func mergeAndConcatenateOfNothingAreNone() async {
    let merged = Effect<Int>.merge([])
    let concatenated = Effect<Int>.concatenate([])
    let store = Store(initialState: 0) {
      Reduce<Int, Int> { state, action in
        state = action
        return action == 0 ? merged : concatenated
      }
    }
    #expect(store.send(0).isCancelled)
    #expect(store.send(1).isCancelled)
  }
}

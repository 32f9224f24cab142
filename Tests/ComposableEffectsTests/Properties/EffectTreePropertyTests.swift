import ComposableEffects
import PropertyBased
import Testing

/// Random effect trees run through a test store on a `TestClock`, checked against
/// ``EffectTreeModel``: the values delivered, when, and in an order the model allows; and
/// through a live store, without sleeps or cancellations, against the same model.
///
/// A live store is not checked with sleeps and cancellations: knowing when its effects have all
/// reached their sleeps would need a clock that reports it, and waiting for that by yielding is
/// polling. Without them, `StoreTask.finish()` says exactly when everything has been delivered.
@MainActor
@Suite struct EffectTreePropertyTests {
  static let trees = Generator<EffectTree, [EffectTree]>(
    run: { rng in EffectTree.random(depth: 3, using: &rng).relabelled() },
    shrink: { tree in tree.shrunk() }
  )

  /// Three scenarios in four cancel one of the identifiers the tree uses, half a second before
  /// one of its sleeps ends, so that something is in flight; a tree with no `cancellable` or no
  /// sleep cancels nothing. About a third of all scenarios cancel, and a quarter lose actions.
  static let scenarios = zip(Self.trees, Gen.bool(0.75), Gen.int(in: 0...7))
    .map { tree, cancels, choice in
      EffectTreeScenario(tree: tree, cancellation: cancels ? tree.cancellation(choice) : nil)
    }

  /// 500 scenarios. Each step advances the clock to the next time the model says something
  /// happens, then skips the received actions, so the store stays exhaustive: an effect still
  /// running at the end fails the test.
  @Test func aTestStoreDeliversWhatTheModelPredicts() async {
    await propertyCheck(count: 500, input: Self.scenarios) { @MainActor scenario in
      let model = EffectTreeModel(scenario)
      let clock = TestClock<Duration>()
      let store = TestStore(initialState: TreeFeature.State()) {
        TreeFeature(clock: clock)
      }
      var delivered: [(value: Int, halfSeconds: Int)] = []
      @MainActor func record(at halfSeconds: Int) {
        delivered += store.state.log.dropFirst(delivered.count).map { ($0, halfSeconds) }
      }
      await store.send(.start(scenario.tree))
      await store.skipReceivedActions(strict: false)
      record(at: 0)
      for step in model.steps {
        await clock.advance(to: .init(offset: .milliseconds(500 * step)))
        if let cancellation = scenario.cancellation, cancellation.halfSeconds == step {
          await store.send(.cancel(id: cancellation.id))
        }
        await store.skipReceivedActions(strict: false)
        record(at: step)
      }
      await store.finish()
      let problems = model.problems(with: delivered)
      #expect(problems.isEmpty, "\(scenario): \(problems.joined(separator: "; "))")
    }
  }

  /// 500 trees, their sleeps removed, through a live `Store`: its interpreter starts their
  /// tasks on the cooperative pool, where merged parts really run at once. `finish()` on the
  /// send's task waits for every effect, each of which delivers its actions (on the main actor)
  /// before it ends; the delivered values must be the model's, in an order it allows.
  @Test func aLiveStoreDeliversWhatTheModelPredicts() async {
    let trees = Self.trees.map { $0.withoutSleeps() }
    await propertyCheck(count: 500, input: trees) { @MainActor tree in
      let model = EffectTreeModel(EffectTreeScenario(tree: tree))
      let store = Store(initialState: TreeFeature.State()) {
        TreeFeature(clock: ContinuousClock())
      }
      await store.send(.start(tree)).finish()
      let problems = model.problems(with: store.log.map { ($0, 0) })
      #expect(problems.isEmpty, "\(tree): \(problems.joined(separator: "; "))")
    }
  }
}

extension EffectTree {
  /// The same tree with every run sending at once.
  func withoutSleeps() -> EffectTree {
    switch self {
    case .none, .send: self
    case .run(_, let labels): .run(seconds: 0, labels: labels)
    case .merge(let children): .merge(children.map { $0.withoutSleeps() })
    case .concatenate(let children): .concatenate(children.map { $0.withoutSleeps() })
    case .map(let offset, let child): .map(offset: offset, child.withoutSleeps())
    case .cancellable(let id, let child): .cancellable(id: id, child.withoutSleeps())
    }
  }
}

extension EffectTreeModel {
  /// What is wrong with `delivered` (in arrival order, each with the time it arrived by), if
  /// anything.
  func problems(with delivered: [(value: Int, halfSeconds: Int)]) -> [String] {
    let expected = self.deliveries.map { "\($0)" }.sorted()
    let actual = delivered.map { "\(Delivery(value: $0.value, halfSeconds: $0.halfSeconds, path: []))" }
    guard actual.sorted() == expected else {
      return ["delivered \(actual), expected \(self.deliveries) in an allowed order"]
    }
    let byValue = Dictionary(uniqueKeysWithValues: self.deliveries.map { ($0.value, $0) })
    var problems: [String] = []
    for later in delivered.indices {
      for earlier in delivered.indices where earlier < later {
        let first = byValue[delivered[earlier].value]!
        let second = byValue[delivered[later].value]!
        if second.mustPrecede(first) {
          problems.append("\(first) arrived before \(second)")
        }
      }
    }
    return problems
  }
}

private struct TreeFeature<C: Clock<Duration>>: Reducer {
  struct State: Equatable {
    var log: [Int] = []
  }

  enum Action {
    case start(EffectTree)
    case cancel(id: String)
    case log(Int)
  }

  let clock: C

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .start(let tree):
      return self.effect(tree).map { .log($0) }
    case .cancel(let id):
      return .cancel(id: id)
    case .log(let value):
      state.log.append(value)
      return .none
    }
  }

  private func effect(_ tree: EffectTree) -> Effect<Int> {
    switch tree {
    case .none:
      return .none
    case .send(let label):
      return .send(label)
    case .run(let seconds, let labels):
      return .run { [clock] send in
        if seconds > 0 {
          try await clock.sleep(for: .seconds(seconds))
        }
        for label in labels {
          await send(label)
        }
      }
    case .merge(let children):
      return .merge(children.map(self.effect))
    case .concatenate(let children):
      return .concatenate(children.map(self.effect))
    case .map(let offset, let child):
      return self.effect(child).map { $0 + offset }
    case .cancellable(let id, let child):
      return self.effect(child).cancellable(id: id)
    }
  }
}

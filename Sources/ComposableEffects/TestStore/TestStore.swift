/// Tests a feature exhaustively: each step sends an action or receives one from an effect,
/// and asserts how the state changed.
///
/// ```swift
/// @MainActor
/// @Test func factButton() async {
///   let store = TestStore(initialState: Feature.State()) {
///     Feature()
///   } withDependencies: {
///     $0.factClient = FactClient { "\($0) is a good number." }
///   }
///   await store.send(.incrementButtonTapped) {
///     $0.count = 1
///   }
///   await store.send(.factButtonTapped)
///   await store.receive(\.factResponse.success) {
///     $0.fact = "1 is a good number."
///   }
/// }
/// ```
///
/// By default the test store is exhaustive (see ``exhaustivity``): the test fails on a state
/// change it did not assert, an action an effect sent that it did not receive, and an effect
/// still running when the store goes away, each with a message that names the action and
/// shows a diff.
///
/// Effects run one at a time, in the order they start, on a serial executor of the test store's
/// own whose jobs run on the main actor, where the test runs: each step runs them until every
/// effect has finished or waits on something outside (a clock, the test's answer), so a step
/// knows exactly when its effects have settled, crosses no thread, and tests can run in
/// parallel. See <doc:TestRuntime>.
@MainActor
public final class TestStore<State: Equatable, Action> {
  /// How much the test store insists on: ``Exhaustivity/on`` by default.
  public var exhaustivity: Exhaustivity {
    get { self.history.exhaustivity }
    set { self.history.exhaustivity = newValue }
  }

  /// How long `receive(_:timeout:assert:)`,
  /// ``finish(timeout:fileID:file:line:column:)-(Duration?,_,_,_,_)``, `expect` and `yield` wait
  /// when not told otherwise: one second.
  public var timeout: Duration {
    get { self.handlerRuntime.timeout }
    set { self.handlerRuntime.timeout = newValue }
  }

  /// Whether effects run one at a time: kept so that TCA tests that set it compile, and
  /// changing nothing here.
  ///
  /// TCA's test store serializes the whole process's asynchronous work on the main thread
  /// while this is `true` (its default), through a global executor hook. This test store needs
  /// no such switch: it always runs its effects one at a time on a serial executor of its own,
  /// whatever this says, so it never changes how other tests running in parallel schedule their
  /// work. Reading it gives back what was last set.
  ///
  /// ```swift
  /// store.useMainSerialExecutor = false   // as in TCA; the effects still run serially
  /// ```
  public var useMainSerialExecutor = true

  let core: RootCore<State, TestAction<Action>>
  /// What the store's effects sent and what still runs, typed.
  let history: TestStoreHistory<State, Action>
  /// Intercepts the algebraic effects the store's effects perform, for `expect` and `yield`.
  let handlerRuntime: TestHandlerRuntime
  /// The state as of the last step: what the next step's assertion starts from.
  var lastState: State
  /// The number of the last step that sent an action.
  private var lastStep = 0

  /// Whether the feature has dismissed itself with `@Dependency(\.dismiss)`: its effects were
  /// cancelled then, and it takes no more actions.
  ///
  /// ```swift
  /// await store.send(.closeButtonTapped)
  /// #expect(store.isDismissed)
  /// ```
  public var isDismissed: Bool {
    self.history.isDismissed
  }

  /// A test store running `reducer` from `initialState`.
  ///
  /// - Parameters:
  ///   - initialState: The state to begin with.
  ///   - reducer: The feature's reducer.
  ///   - prepareDependencies: Overrides the dependencies the reducer and its effects use.
  ///   - fileID: The source `#fileID` of the call, for failures.
  ///   - filePath: The source `#filePath` of the call, for failures.
  ///   - line: The source `#line` of the call, for failures.
  ///   - column: The source `#column` of the call, for failures.
  public init<R: Reducer<State, Action>>(
    initialState: @autoclosure () -> R.State,
    @ReducerBuilder<State, Action> reducer: () -> R,
    withDependencies prepareDependencies: (inout DependencyValues) -> Void = { _ in },
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    TestSupportLinkage.requireFailuresReachTest(
      creating: "TestStore", fileID: fileID, line: line
    )
    var dependencies = DependencyValues.forRootTestStore(preparedBy: prepareDependencies)
    dependencies.trackSharedChanges()
    // As in TCA, the feature under test can dismiss itself, unless the test gave it a
    // dismissal of its own; a presented child still dismisses itself through its parent.
    let dismissal = RootDismissal()
    if dependencies.dismiss.isUnavailable {
      dependencies.dismiss = .testStoreRoot { dismissal.dismiss() }
    }
    let (initialState, reducer) = DependencyValues.$_current.withValue(dependencies) {
      (initialState(), reducer())
    }
    dependencies.reserveStackElementIDs(of: initialState)
    let handlerRuntime = TestHandlerRuntime(
      taskHandling: .automaticallyEnqueue, timeout: .seconds(1), runsOnMainActor: true,
      origin: { DependencyValues._current.effectOrigin }
    )
    // The store itself is the handler's first task: it runs as long as the store lives.
    handlerRuntime.startProgram()
    handlerRuntime.executor.startDrainerAheadOfWork()
    self.handlerRuntime = handlerRuntime
    let history = TestStoreHistory<State, Action>(
      location: TestSourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    )
    self.history = history
    self.lastState = initialState
    // Effects run one at a time, in the order they start, on the test runtime's serial
    // executor, on the main actor: deterministic, and private to this store, so tests running
    // in parallel neither share it nor switch it off for each other.
    self.core = RootCore(
      initialState: initialState,
      reducer: TestReducer(base: reducer, history: history),
      dependencies: dependencies,
      effectExecutor: handlerRuntime.executor
    )
    dismissal.store = self
  }

  deinit {
    // The cause first: an effect still running is most often one that waits for the test's
    // answer.
    self.abandonUnansweredEffects()
    self.reportUnfinishedWork(when: "The test store was released")
  }

  /// The state as of the last step the test asserted.
  ///
  /// An action an effect sent changes it only once the test receives it (or skips it, or a
  /// non-exhaustive store takes it), as the state passed to that step's assertion closure:
  ///
  /// ```swift
  /// await store.send(.factButtonTapped)
  /// #expect(store.state.fact == nil)      // the response is not received yet
  /// await store.receive(\.factResponse.success) { $0.fact = "1 is a good number." }
  /// #expect(store.state.fact == "1 is a good number.")
  /// ```
  public var state: State {
    self.lastState
  }

  /// The dependencies the reducer and the effects it creates from now on use; change them
  /// between steps:
  ///
  /// ```swift
  /// store.dependencies.factClient.fetch = { _ in throw SomeError() }
  /// await store.send(.factButtonTapped)
  /// ```
  public var dependencies: DependencyValues {
    get { self.core.dependencies }
    set { self.core.replaceDependencies(with: newValue) }
  }

  /// Numbers a step that sends an action: its effects are told apart by it.
  func nextStep() -> Int {
    self.lastStep += 1
    return self.lastStep
  }

  func location(
    _ fileID: StaticString, _ filePath: StaticString, _ line: UInt, _ column: UInt
  ) -> TestSourceLocation {
    TestSourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
  }
}

/// What the root feature's `@Dependency(\.dismiss)` calls in a test store: marks the store
/// dismissed and cancels its effects.
@MainActor
final class RootDismissal {
  weak var store: (any DismissibleTestStore)?

  func dismiss() {
    self.store?.dismissRootFeature()
  }
}

/// A test store, as its root feature's dismissal sees it: without its generic types.
@MainActor
protocol DismissibleTestStore: AnyObject {
  func dismissRootFeature()
}

extension TestStore: DismissibleTestStore {
  func dismissRootFeature() {
    switch self.history.dismiss() {
    case .cancelEffects: self.core.registry.cancelAll()
    case .none: break
    }
  }
}

/// The test store type of a reducer: `TestStoreOf<Feature>`.
public typealias TestStoreOf<R: Reducer> = TestStore<R.State, R.Action> where R.State: Equatable

func reportIssue(_ message: String, at location: TestSourceLocation) {
  reportIssue(
    message,
    fileID: location.fileID,
    filePath: location.filePath,
    line: location.line,
    column: location.column
  )
}

/// Reports a known issue: shown, but not failing the test.
///
/// Swift Testing shows it as a known issue. XCTest on Linux has no expected failures, and
/// IssueReporting's `withExpectedIssue` fails the test there, so the test support's
/// `XCTExpectFailure` takes it instead; without the test support it is only printed.
func reportSkipped(_ message: String, at location: TestSourceLocation) {
  #if !canImport(ObjectiveC)
    if case .xcTest? = TestContext.current {
      guard
        !TestSupportLinkage.expectFailure(
          message,
          fileID: location.fileID,
          filePath: location.filePath,
          line: location.line,
          column: location.column
        )
      else { return }
      for reporter in IssueReporters.current {
        reporter.expectIssue(
          message,
          fileID: location.fileID,
          filePath: location.filePath,
          line: location.line,
          column: location.column
        )
      }
      return
    }
  #endif
  withExpectedIssue {
    reportIssue(message, at: location)
  }
}

import ComposableEffects

// Test helpers written as TCA users write theirs: each takes its call site as `file:` and
// `line:` and hands them on to the test store, so that a failure points at the helper's caller.
// The assertion closure goes in `assert:`, as in TCA: a trailing closure cannot follow `line:`.
// They live apart from the tests that call them, so that the file a failure names is seen to be
// the caller's, not this one.

/// The forms of `TestStore.send`.
enum SendForm: CaseIterable, Sendable {
  case action
  case caseKeyPath
  case caseKeyPathWithValue
}

/// The forms of `TestStore.receive`, with the timeout as a `Duration` or in nanoseconds.
enum ReceiveForm: CaseIterable, Sendable {
  case action
  case caseKeyPath
  case caseKeyPathWithValue
  case predicate
  case actionWithNanoseconds
  case caseKeyPathWithNanoseconds
  case caseKeyPathWithValueWithNanoseconds
  case predicateWithNanoseconds
}

/// The forms of a timeout: a `Duration` or nanoseconds.
enum TimeoutForm: CaseIterable, Sendable {
  case duration
  case nanoseconds
}

@MainActor
func makeCounterStore(
  file: StaticString = #filePath, line: UInt = #line
) -> TestStoreOf<CounterFeature> {
  TestStore(
    initialState: CounterFeature.State(), reducer: { CounterFeature() }, file: file, line: line
  )
}

/// Sends `.increment` (or `.factResponse("1")`), asserting that it sets the count (or the fact)
/// to `expected`.
@MainActor
func send(
  _ form: SendForm,
  to store: TestStoreOf<CounterFeature>,
  expecting expected: Int,
  file: StaticString = #filePath,
  line: UInt = #line
) async {
  switch form {
  case .action:
    await store.send(.increment, assert: { $0.count = expected }, file: file, line: line)
  case .caseKeyPath:
    await store.send(\.increment, assert: { $0.count = expected }, file: file, line: line)
  case .caseKeyPathWithValue:
    await store.send(
      \.factResponse, "1", assert: { $0.fact = "\(expected)" }, file: file, line: line
    )
  }
}

/// Asserts the store's count.
@MainActor
func assertCount(
  _ store: TestStoreOf<CounterFeature>, is count: Int,
  file: StaticString = #filePath, line: UInt = #line
) {
  store.assert({ $0.count = count }, file: file, line: line)
}

/// Receives the response to `.fact` for a count of 0, asserting the fact it sets.
@MainActor
func receiveFact(
  _ form: ReceiveForm,
  from store: TestStoreOf<CounterFeature>,
  expecting fact: String,
  file: StaticString = #filePath,
  line: UInt = #line
) async {
  let response = "0 is a test number."
  let update: (inout CounterFeature.State) -> Void = { $0.fact = fact }
  let isResponse: (CounterFeature.Action) -> Bool = { $0 == .factResponse(response) }
  switch form {
  case .action:
    await store.receive(.factResponse(response), assert: update, file: file, line: line)
  case .caseKeyPath:
    await store.receive(\.factResponse, assert: update, file: file, line: line)
  case .caseKeyPathWithValue:
    await store.receive(\.factResponse, response, assert: update, file: file, line: line)
  case .predicate:
    await store.receive(isResponse, assert: update, file: file, line: line)
  case .actionWithNanoseconds:
    await store.receive(
      .factResponse(response), timeout: 1_000_000_000, assert: update, file: file, line: line
    )
  case .caseKeyPathWithNanoseconds:
    await store.receive(
      \.factResponse, timeout: 1_000_000_000, assert: update, file: file, line: line
    )
  case .caseKeyPathWithValueWithNanoseconds:
    await store.receive(
      \.factResponse, response, timeout: 1_000_000_000, assert: update, file: file, line: line
    )
  case .predicateWithNanoseconds:
    await store.receive(
      isResponse, timeout: 1_000_000_000, assert: update, file: file, line: line
    )
  }
}

/// Finishes the store.
@MainActor
func finish(
  _ store: TestStoreOf<CounterFeature>, _ form: TimeoutForm,
  file: StaticString = #filePath, line: UInt = #line
) async {
  switch form {
  case .duration:
    await store.finish(timeout: .seconds(1), file: file, line: line)
  case .nanoseconds:
    await store.finish(timeout: 1_000_000_000, file: file, line: line)
  }
}

/// Skips the actions received and not asserted.
@MainActor
func skipReceived(
  _ store: TestStoreOf<CounterFeature>, file: StaticString = #filePath, line: UInt = #line
) async {
  await store.skipReceivedActions(file: file, line: line)
}

/// Skips the effects still running.
@MainActor
func skipInFlight(
  _ store: TestStoreOf<CounterFeature>, file: StaticString = #filePath, line: UInt = #line
) async {
  await store.skipInFlightEffects(file: file, line: line)
}

/// Waits a moment for the effects of one step to finish.
@MainActor
func finishSoon(
  _ task: TestStoreTask, _ form: TimeoutForm,
  file: StaticString = #filePath, line: UInt = #line
) async {
  switch form {
  case .duration:
    await task.finish(timeout: .milliseconds(50), file: file, line: line)
  case .nanoseconds:
    await task.finish(timeout: 50_000_000, file: file, line: line)
  }
}

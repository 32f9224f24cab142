import IssueReporting
import Dispatch

extension SyncEffectHandler {
  /// Performs the effect under the test handler of `frame`: blocks until the test answers.
  @usableFromInline
  static func _performUnderTest(
    _ arguments: Arguments,
    at frame: HandlerFrame,
    default body: (Arguments) throws(Failure) -> Output
  ) throws(Failure) -> Output {
    let runtime = unsafeDowncast(frame, to: TestHandlerFrame.self).runtime
    if runtime.runsOnMainActor {
      // The test runs on the main actor too: blocking here would keep it from ever answering.
      reportIssue(TestHandlerMessage.synchronousEffectOnMainActor(describe(arguments)))
      return try _perform(arguments, in: frame.outer, default: body)
    }
    let answer = runtime.performBlocking(
      key: ObjectIdentifier(Self.self),
      kind: .value,
      description: describe(arguments),
      arguments: arguments
    )
    switch answer {
    case .value(let value):
      return value as! Output
    case .failure(let error):
      throw error as! Failure
    case .forward:
      return try _perform(arguments, in: frame.outer, default: body)
    case .abandon:
      if let output = abandonedOutput(Output.self) { return output }
      if let error = CancellationError() as? Failure { throw error }
      runtime.parked()
      parkThreadForever()
    }
  }
}

extension AsyncEffectHandler {
  /// Performs the effect under the test handler of `frame`: suspends until the test answers.
  @usableFromInline
  nonisolated(nonsending)
  static func _performUnderTest(
    _ arguments: Arguments,
    at frame: HandlerFrame,
    default body: nonisolated(nonsending) (Arguments) async throws(Failure) -> Output
  ) async throws(Failure) -> Output {
    let runtime = unsafeDowncast(frame, to: TestHandlerFrame.self).runtime
    let answer = await runtime.perform(
      key: ObjectIdentifier(Self.self),
      kind: .value,
      description: describe(arguments),
      arguments: arguments
    )
    switch answer {
    case .value(let value):
      return value as! Output
    case .failure(let error):
      throw error as! Failure
    case .forward:
      return try await _perform(arguments, in: frame.outer, default: body)
    case .abandon:
      if let output = abandonedOutput(Output.self) { return output }
      if let error = CancellationError() as? Failure { throw error }
      runtime.parked()
      await parkTaskForever()
    }
  }
}

extension AsyncSequenceEffectHandler {
  /// Performs a sequence effect under the test handler of `frame`: the program gets a sequence
  /// each of whose elements the test answers.
  @usableFromInline
  static func _performSequenceUnderTest(
    _ arguments: Arguments,
    at frame: HandlerFrame,
    default body: @escaping (Arguments) -> Output
  ) -> Output {
    TestEffectSequence<Self>(
      runtime: unsafeDowncast(frame, to: TestHandlerFrame.self).runtime,
      arguments: arguments,
      outer: frame.outer,
      makeDefault: body
    )
  }
}

/// The sequence a sequence effect returns under a test handler: each element the program pulls
/// is one step the test answers. An answer of `nil` ends it, an error fails it, and a forwarded
/// step takes the next element of the sequence the next handler outward returns.
struct TestEffectSequence<Handler: AsyncSequenceEffectHandler>: AsyncSequence {
  typealias Element = Handler.Element
  typealias Failure = any Error

  let runtime: TestHandlerRuntime
  let arguments: Handler.Arguments
  let outer: HandlerFrame?
  let makeDefault: (Handler.Arguments) -> Handler.Output

  func makeAsyncIterator() -> Iterator {
    Iterator(sequence: self)
  }

  struct Iterator: AsyncIteratorProtocol {
    let sequence: TestEffectSequence
    var forwarded: (any AsyncIteratorProtocol<Element, any Error>)?
    var isDone = false

    init(sequence: TestEffectSequence) {
      self.sequence = sequence
    }

    mutating func next() async throws -> Element? {
      guard !isDone else { return nil }
      let arguments = sequence.arguments
      let answer = await sequence.runtime.perform(
        key: ObjectIdentifier(Handler.self),
        kind: .element,
        description: Handler.describe(arguments),
        arguments: arguments
      )
      switch answer {
      case .value(let element):
        let element = element as! Element?
        if element == nil { isDone = true }
        return element
      case .failure(let error):
        isDone = true
        throw error
      case .forward:
        if forwarded == nil {
          let sequence = self.sequence
          forwarded = HandlerScope.withOverride(HandlerScope.bits(sequence.outer)) {
            Handler._performSequence(sequence.arguments, default: sequence.makeDefault)
          }.makeAsyncIterator()
        }
        return try await forwarded!.next()
      case .abandon:
        isDone = true
        return nil
      }
    }
  }
}

/// A value to resume an abandoned effect with, when its type has an obvious one: `()` or `nil`.
func abandonedOutput<Output>(_ type: Output.Type) -> Output? {
  if let void = () as? Output { return void }
  if let optional = type as? any ExpressibleByNilLiteral.Type {
    return (optional.init(nilLiteral: ()) as! Output)
  }
  return nil
}

/// Leaves a program thread whose effect can never be answered blocked for good: there is no
/// value to resume it with, and running on would perform real effects after the test.
func parkThreadForever() -> Never {
  while true { DispatchSemaphore(value: 0).wait() }
}

/// Leaves a program task whose effect can never be answered suspended for good.
nonisolated(nonsending)
func parkTaskForever() async -> Never {
  await withUnsafeContinuation { (continuation: UnsafeContinuation<Void, Never>) in
    parkedTasks.withLock { $0.append(continuation) }
  }
  fatalError("A parked task was resumed.")
}

/// Every parked task, never resumed. A parked task, and what it holds, is kept for the rest of
/// the process on purpose; listing it here keeps it reachable, so a leak checker
/// (LeakSanitizer) sees memory kept on purpose, not memory lost.
private let parkedTasks = Locked<[UnsafeContinuation<Void, Never>]>([])

/// One effect performed by a program under a test handler, waiting for the test to answer it.
package final class PerformedEffect: @unchecked Sendable {
  /// What the program did.
  enum Kind: Equatable {
    /// Performed an effect and waits for its result.
    case value
    /// Pulled the next element of an effect's asynchronous sequence.
    case element
    /// Created a task with `Task.effect`; the program does not wait.
    case task(name: String?, id: Int)
  }

  /// How the test answers. Handed from the test to the suspended program, never shared.
  package enum Answer: @unchecked Sendable {
    /// The effect returns this value (an element, or `nil` ending a sequence).
    case value(Any)
    /// The effect throws this error.
    case failure(any Error)
    /// The effect goes to the next handler outward.
    case forward
    /// The test ended without answering.
    case abandon
  }

  /// The handler type of the effect, `nil` for a task.
  let key: ObjectIdentifier?
  let kind: Kind
  /// The arguments, as `Handler.Arguments`. The program is suspended while the test reads them.
  let arguments: Any
  private let resumeProgram: @Sendable (Answer) -> Void
  // Described only for a failure message: describing arguments and the action that started
  // the effect (with custom-dump) costs far more than performing the effect.
  private let describeEffect: () -> String
  private let performedBy: EffectOrigin?

  init(
    key: ObjectIdentifier?,
    kind: Kind,
    description: @autoclosure @escaping () -> String,
    arguments: Any,
    performedBy origin: EffectOrigin?,
    resume: @escaping @Sendable (Answer) -> Void
  ) {
    self.key = key
    self.kind = kind
    self.describeEffect = description
    self.performedBy = origin
    self.arguments = arguments
    self.resumeProgram = resume
  }

  /// The effect with its arguments as a call, for messages: `Console.print("Hello")`, followed
  /// by the action whose effect performed it under a test store.
  package var description: String {
    let description = self.describeEffect()
    return self.performedBy.map { "\(description), performed by the effect of \($0.describe())" }
      ?? description
  }

  /// Resumes the program with the test's answer.
  package func resume(_ answer: Answer) {
    resumeProgram(answer)
  }

  /// Whether a performance of `Handler`'s effect of this kind.
  func matches<Handler: EffectHandler>(_ handler: Handler.Type, kind: Kind) -> Bool {
    key == ObjectIdentifier(handler) && self.kind == kind
  }

  /// The task's name, for a task.
  package var taskName: String?? {
    guard case .task(let name, _) = kind else { return .none }
    return .some(name)
  }
}

/// Describes, when asked, the action whose effect performs effects in a task: computed only
/// when an effect is performed under a test store, not for every effect a test store starts.
package final class EffectOrigin: Sendable {
  package let describe: @Sendable () -> String

  package init(_ describe: @escaping @Sendable () -> String) {
    self.describe = describe
  }
}

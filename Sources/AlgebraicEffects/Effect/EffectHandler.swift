/// A handler for one effect: the type that `@Effect` generates beside the effect's function.
///
/// You rarely name this protocol yourself. `@Effect` on `Console.print(_:)` generates
/// `Console.Print`, a handler type whose initialiser takes a closure with the effect's
/// signature, and you install it with `with { } perform: { }`:
///
/// ```swift
/// with {
///   Console.Print { line in Console.print(line.uppercased()) }
/// } perform: {
///   echo()
/// }
/// ```
///
/// A handler's identity is its type: the innermost installed handler whose type matches the
/// performed effect handles it.
public protocol EffectHandler: Sendable {
  /// The effect's arguments: `Void` for none, the value itself for one, a tuple for several.
  associatedtype Arguments

  /// What performing the effect returns.
  associatedtype Output

  /// What performing the effect throws: `Never` for an effect that does not throw.
  associatedtype Failure: Error

  /// The effect's name as written at a call site, for example `Console.print`.
  static var effectName: String { get }

  /// Describes a performance of the effect for failure messages, for example
  /// `Console.print("Hello")`.
  static func describe(_ arguments: Arguments) -> String
}

/// A handler for a synchronous effect.
///
/// `@Effect` conforms the handlers it generates for non-`async` functions to this protocol.
public protocol SyncEffectHandler: EffectHandler {
  /// Handles one performance of the effect.
  func handle(_ arguments: Arguments) throws(Failure) -> Output
}

/// A handler for an asynchronous effect.
///
/// `@Effect` conforms the handlers it generates for `async` functions to this protocol.
public protocol AsyncEffectHandler: EffectHandler {
  /// Handles one performance of the effect, on the caller's executor.
  nonisolated(nonsending)
  func handle(_ arguments: Arguments) async throws(Failure) -> Output
}

/// A handler for a synchronous effect that returns `any AsyncSequence<Element, any Error>`.
///
/// Under `withTestHandler` each element the program pulls from such a sequence is one step the test answers.
public protocol AsyncSequenceEffectHandler: SyncEffectHandler
where Output == any AsyncSequence<Element, any Error>, Failure == Never {
  /// The type of the sequence's elements.
  associatedtype Element
}

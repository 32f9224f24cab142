/// Turns a static function into an effect: an operation whose behaviour the handlers installed
/// around its caller decide.
///
/// ```swift
/// enum Console {
///   @Effect
///   static func readLine() -> String? {
///     Swift.readLine()
///   }
///
///   @Effect
///   static func print(_ line: String) {
///     Swift.print(line)
///   }
/// }
/// ```
///
/// The function's body becomes the effect's default behaviour, used where no handler is
/// installed. The macro generates beside the function:
///
/// - a handler type named after the function, capitalised (`Console.print` → `Console.Print`),
///   whose initialiser takes a closure with the function's signature;
/// - an instance property with the function's name, of type ``EffectPath``, which lets tests
///   write `effect.expect(\.Console.print) { … }` once the namespace opts in (see ``EffectPaths``).
///
/// `@Effect(name: "FetchData")` names the handler type instead, for a function whose capitalised
/// name would clash with another type (`data(from:) -> Data` would otherwise declare a
/// `Data` that hides Foundation's inside the namespace). The key path property then takes that
/// name with a lowercase first letter, so that overloads named apart stay apart:
///
/// ```swift
/// enum HTTP {
///   @Effect(name: "FetchData")
///   static func data(from url: URL) async throws -> Data { … }
/// }
/// // HTTP.FetchData { url in … }, and \.HTTP.fetchData in tests
/// ```
///
/// The function may be `async`, `throws` or `throws(E)`, take any arguments and return any value,
/// including `any AsyncSequence<Element, any Error>`, whose elements a test then answers one by one.
///
/// A generic function gets a generic handler type, with the same constraints. Each type
/// argument is an effect of its own: a handler for `Int` leaves `Double` alone, and a test
/// expects the effect by its handler type, as a property cannot be generic:
///
/// ```swift
/// extension Effect {
///   @Effect
///   static func combine<Value: AdditiveArithmetic & Sendable>(_ a: Value, _ b: Value) -> Value {
///     a + b
///   }
/// }
///
/// with { Effect.Combine<Int> { a, b in a * b } } perform: { Effect.combine(2, 3) }  // 6
/// try await effect.expect(Effect.Combine<Int>.self) { a, b in a - b }
/// ```
///
/// > Tip: Declare an `async` effect `nonisolated(nonsending)` (or enable the
/// > `NonisolatedNonsendingByDefault` upcoming feature) so that performing it never leaves its
/// > caller's actor: `nonisolated(nonsending) static func data(for url: URL) async throws -> Data`.
/// > A plain `static func … async` runs on the global executor, so each call from the main
/// > actor hops off it and back, which costs far more than finding and calling the handler.
///
/// > Important: Handlers are `@Sendable`: they may be called from any task the program starts.
/// > Keep the state they touch in a lock, for example `LockIsolated` or `Mutex`.
@attached(peer, names: arbitrary)
@attached(body)
public macro Effect(name: String? = nil) = #externalMacro(module: "AlgebraicEffectsMacros", type: "EffectMacro")

/// Makes every method of a type run with the handlers that were installed when the instance
/// was created.
///
/// ```swift
/// @EffectScope
/// struct Program {
///   func run() {
///     Console.print("Hello")
///   }
/// }
///
/// let program = with {
///   Console.Print { Console.print($0.uppercased()) }
/// } perform: {
///   Program()
/// }
/// program.run()  // HELLO, wherever it is called from
/// ```
///
/// The macro adds a stored property that captures the handlers at initialisation and wraps
/// the body of each instance method, synchronous or `async`, in that captured scope, layered
/// over the caller's: the captured handlers handle first, and an effect they do not handle (or
/// forward) goes on to the handlers around the call, a test handler's included. Handlers the
/// caller's scope already holds (an instance used where it was created) are not installed
/// twice. Mark a method `@EffectScopeIgnored` to run it in the caller's scope alone.
@attached(member, names: named(_effectScope))
@attached(memberAttribute)
public macro EffectScope() = #externalMacro(module: "AlgebraicEffectsMacros", type: "EffectScopeMacro")

/// Marks a method of an `@EffectScope` type that runs in its caller's scope only, without the
/// handlers the instance captured:
///
/// ```swift
/// @EffectScope
/// final class Model {
///   func load() async { … }           // the captured handlers, over the caller's
///   @EffectScopeIgnored
///   func reset() { … }                // the caller's handlers alone
/// }
/// ```
@attached(peer)
public macro EffectScopeIgnored() = #externalMacro(module: "AlgebraicEffectsMacros", type: "EffectScopeIgnoredMacro")

/// Runs a method's body in the handler scope its instance captured; `@EffectScope` adds it to
/// every instance method, and you never write it yourself.
@attached(body)
public macro EffectScoped() = #externalMacro(module: "AlgebraicEffectsMacros", type: "EffectScopedMacro")

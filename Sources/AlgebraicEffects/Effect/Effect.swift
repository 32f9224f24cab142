/// The namespace that programs written for Swift Effect extend: another name for
/// ``EffectPaths``, the root of the key paths a test handler's `expect` accepts.
///
/// Extending it does two things. A property that returns a namespace of effects makes its
/// effects reachable by key path, and a static effect declared in it is performed as
/// `Effect.name(…)`:
///
/// ```swift
/// struct Console {
///   @Effect static func writeLine(_ line: String) { print(line) }
/// }
///
/// extension Effect {
///   var Console: MyApp.Console { MyApp.Console() }
///
///   @Effect
///   static func combine<Value: AdditiveArithmetic & Sendable>(_ a: Value, _ b: Value) -> Value {
///     a + b
///   }
/// }
///
/// // in a test:
/// try await effect.expect(\.Console.writeLine) { #expect($0 == "5") }
/// try await effect.expect(Effect.Combine<Int>.self) { a, b in a * b }
/// ```
///
/// > Important: `ComposableEffects` declares its own `Effect<Action>`, the result of a reducer.
/// > In a file that imports `ComposableEffects` alone, `Effect` is that type: a module's own
/// > declarations hide those of the modules it re-exports. A file that imports both modules
/// > sees two `Effect`s and must say which; write ``EffectPaths`` there for this one (it is the
/// > same type), or import `ComposableEffects` alone, which brings everything in this module.
public typealias Effect = EffectPaths

import Observation

/// A feature's state that can be observed through the `Observation` module, property by
/// property.
///
/// Conform with the ``ObservableState()`` macro, never by hand.
public protocol ObservableState: Observable {
  /// The identity of this state: copies share it, a new state has its own.
  var _$id: ObservableStateID { get }

  /// Gives this state a new identity, no longer that of the copies it was made from; it keeps
  /// their observers. An in-place change through a parent calls it first, so that the parent
  /// can tell a change of the state from its replacement by a copy.
  mutating func _$willModify()

  /// The name of the property `keyPath` leads to, when it is one of this state's own; for
  /// showing the key path where the platform cannot name it.
  static func _$propertyName(of keyPath: AnyKeyPath) -> String?
}

extension ObservableState {
  /// No name: an enum state has no properties of its own that an action sets.
  public static func _$propertyName(of keyPath: AnyKeyPath) -> String? { nil }
}

/// Makes a feature's state observable through the `Observation` module: a view, or any code
/// in `withObservationTracking`, that reads a property is told when that property changes.
///
/// ```swift
/// @ObservableState
/// struct State: Equatable {
///   var count = 0
///   var isLoading = false
///   @ObservationStateIgnored var log: [String] = []
/// }
///
/// withObservationTracking {
///   _ = state.count
/// } onChange: {
///   print("count will change")
/// }
/// state.count += 1        // prints "count will change"
/// ```
///
/// Each stored `var` is observed, unless it is marked ``ObservationStateIgnored()``; `let`
/// properties never change and need no observing. The state stays a value: `Equatable` and
/// `Hashable`, when the struct adopts them, compare its properties and nothing else, and its
/// mirror (`dump`, `customDump`, test failures) shows them under their own names.
///
/// On an enum, the macro gives the state the identity of its case, and of the state in the
/// case when it has one: the property holding the enum is told when the case changes, and the
/// state in the case tells its own observers about its changes.
///
/// > Important: Copies of a state share its observers, so that reading a copy of a store's
/// > state observes the store's state. A property with `willSet` or `didSet` observers cannot be
/// > observed; change it in the reducer instead, or mark it ``ObservationStateIgnored()``.
@attached(extension, conformances: ObservableState, CustomReflectable)
@attached(
  member,
  conformances: CustomReflectable,
  names: named(_$observationRegistrar), named(_$id), named(_$willModify), named(_$propertyName),
    named(customMirror)
)
@attached(memberAttribute)
public macro ObservableState() =
  #externalMacro(module: "ComposableEffectsMacros", type: "ObservableStateMacro")

/// Observes a stored property of an ``ObservableState()`` struct; the struct's macro adds it to
/// every stored `var`, and you never write it yourself.
@attached(accessor, names: named(init), named(get), named(set), named(_modify))
@attached(peer, names: prefixed(_))
public macro ObservationStateTracked() =
  #externalMacro(module: "ComposableEffectsMacros", type: "ObservationStateTrackedMacro")

/// Leaves a stored property of an ``ObservableState()`` struct unobserved: changing it tells
/// no one.
///
/// ```swift
/// @ObservableState
/// struct State {
///   var count = 0
///   @ObservationStateIgnored var cache: [Int: String] = [:]
/// }
/// ```
@attached(accessor, names: named(willSet))
public macro ObservationStateIgnored() =
  #externalMacro(module: "ComposableEffectsMacros", type: "ObservationStateIgnoredMacro")

/// The identity of a value of observable state: copies of a state share it, a new state has its
/// own.
///
/// Identities tell a state that was replaced (`state.child = Child.State()`) from one that was
/// changed in place (`state.child.count += 1`). Only the first is a change of the property that
/// holds the state; the second is a change of the state's own property, which its own observers
/// are told about.
///
/// > Note: An implementation detail of ``ObservableState()``, public because its expansions use
/// > it. Read a state's identity through `_$id`.
public struct ObservableStateID: Hashable, Sendable {
  /// An object whose identity is the state's; it is never read.
  private final class Location: Sendable {}

  private let location: Location
  /// The cases an enum state's identity went through, outermost last: `.a(x)` and `.b(x)` are
  /// different states even when `x` is the same.
  private var tags: [Int] = []

  /// A new identity, equal to no other.
  public init() {
    location = Location()
  }

  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.location === rhs.location && lhs.tags == rhs.tags
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(location))
    hasher.combine(tags)
  }

  /// This identity, as the identity of the enum case number `tag` that holds its state.
  public func _$tag(_ tag: Int) -> Self {
    var tagged = self
    tagged.tags.append(tag)
    return tagged
  }

  /// The identity of a state held by an enum case.
  public static func _$id<State: ObservableState>(for state: State) -> Self {
    state._$id
  }

  /// A new identity for a value that has none, which is therefore never taken for an
  /// unchanged one.
  @_disfavoredOverload
  public static func _$id<Value>(for value: Value) -> Self {
    Self()
  }

  /// Calls `_$willModify()` on a state held by an enum case.
  public static func _$willModify<State: ObservableState>(_ state: inout State) {
    state._$willModify()
  }

  /// Does nothing to a value that is not observable state.
  @_disfavoredOverload
  public static func _$willModify<Value>(_ value: inout Value) {}
}

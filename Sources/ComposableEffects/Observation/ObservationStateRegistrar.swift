import Observation

/// The observers of an ``ObservableState()`` struct, and its identity, stored in it by the macro.
///
/// Copies of a state share their registrar: a view that reads a copy of a store's state
/// observes the store's state. `_$willModify()` gives a copy an identity of its own, and keeps
/// its observers.
///
/// Every registrar equals every other and hashes nothing, so that a state's synthesized
/// `Equatable` and `Hashable` conformances compare its own properties only.
///
/// > Note: An implementation detail of ``ObservableState()``, public because its expansions use
/// > it.
public struct ObservationStateRegistrar: Sendable {
  /// The identity of the state that stores this registrar.
  public private(set) var id = ObservableStateID()
  private(set) var registrar = ObservationRegistrar()

  /// A registrar with no observers, for a new state.
  public init() {}

  /// Gives the state a new identity, as an in-place change through its parent does, so that
  /// the parent can tell whether the change put another state (even a copy) in its place.
  /// Its observers stay: they are still told about the changes made to its properties.
  public mutating func _$willModify() {
    id = ObservableStateID()
  }

  /// Reports a read of `subject[keyPath: keyPath]` to the observation in progress, if any.
  public func access<Subject: Observable, Member>(
    _ subject: Subject, keyPath: KeyPath<Subject, Member>
  ) {
    registrar.access(subject, keyPath: keyPath)
  }

  /// Sets `storage` to `newValue` and tells the observers of `keyPath`, unless the value is a
  /// plain value (an `Int`, a `Bool`, a struct of them) set to what it already was.
  @_disfavoredOverload
  public func mutate<Subject: Observable, Member>(
    _ subject: Subject, keyPath: KeyPath<Subject, Member>,
    _ storage: inout Member, _ newValue: Member
  ) {
    if _isPOD(Member.self), Self.hasSameBytes(storage, newValue) {
      storage = newValue
    } else {
      registrar.withMutation(of: subject, keyPath: keyPath) { storage = newValue }
    }
  }

  /// Whether two values of a plain type are bit for bit the same; TCA's rule for telling that
  /// setting such a property changed nothing. Values of other types are never compared: that
  /// could cost as much as the change.
  private static func hasSameBytes<Member>(_ lhs: Member, _ rhs: Member) -> Bool {
    withUnsafeBytes(of: lhs) { lhs in
      withUnsafeBytes(of: rhs) { rhs in lhs.elementsEqual(rhs) }
    }
  }

  /// Sets `storage` to `newValue`, telling the observers of `keyPath` only when the new state is
  /// another state and not an updated copy of the same one, whose changes its own observers
  /// have been told.
  public func mutate<Subject: Observable, Member: ObservableState>(
    _ subject: Subject, keyPath: KeyPath<Subject, Member>,
    _ storage: inout Member, _ newValue: Member
  ) {
    if storage._$id == newValue._$id {
      storage = newValue
    } else {
      registrar.withMutation(of: subject, keyPath: keyPath) { storage = newValue }
    }
  }

  /// Sets `storage` to `newValue`, telling the observers of `keyPath` unless both are the same
  /// state.
  public func mutate<Subject: Observable, Member: ObservableState>(
    _ subject: Subject, keyPath: KeyPath<Subject, Member?>,
    _ storage: inout Member?, _ newValue: Member?
  ) {
    if storage?._$id == newValue?._$id {
      storage = newValue
    } else {
      registrar.withMutation(of: subject, keyPath: keyPath) { storage = newValue }
    }
  }

  /// Begins an in-place change of `subject[keyPath: keyPath]`, whose observers are told now.
  @_disfavoredOverload
  public func willModify<Subject: Observable, Member>(
    _ subject: Subject, keyPath: KeyPath<Subject, Member>, _ member: inout Member
  ) -> ObservableStateID? {
    registrar.willSet(subject, keyPath: keyPath)
    return nil
  }

  /// Ends an in-place change begun with `willModify(_:keyPath:_:)`.
  @_disfavoredOverload
  public func didModify<Subject: Observable, Member>(
    _ subject: Subject, keyPath: KeyPath<Subject, Member>, _ member: Member,
    _ oldID: ObservableStateID?
  ) {
    registrar.didSet(subject, keyPath: keyPath)
  }

  /// Begins an in-place change of a state, whose observers are told only if the change
  /// replaces it: changes to its properties are told to its own observers.
  ///
  /// The state first gets a new identity, so that a change that puts a copy of it in its place
  /// (`state.child.replace(with: copy)`) is told as a replacement, as in TCA.
  public func willModify<Subject: Observable, Member: ObservableState>(
    _ subject: Subject, keyPath: KeyPath<Subject, Member>, _ member: inout Member
  ) -> ObservableStateID? {
    member._$willModify()
    return member._$id
  }

  /// Ends an in-place change of a state, telling the observers of `keyPath` if it was replaced.
  public func didModify<Subject: Observable, Member: ObservableState>(
    _ subject: Subject, keyPath: KeyPath<Subject, Member>, _ member: Member,
    _ oldID: ObservableStateID?
  ) {
    guard member._$id != oldID else { return }
    // Told late, the value is already new: a copy of the old value to restore would make
    // every in-place change of the state copy it.
    registrar.willSet(subject, keyPath: keyPath)
    registrar.didSet(subject, keyPath: keyPath)
  }

  /// Begins an in-place change of an optional state, whose observers are told only if the
  /// change replaces it or removes it.
  public func willModify<Subject: Observable, Member: ObservableState>(
    _ subject: Subject, keyPath: KeyPath<Subject, Member?>, _ member: inout Member?
  ) -> ObservableStateID? {
    member?._$id
  }

  /// Ends an in-place change of an optional state, telling the observers of `keyPath` if it was
  /// replaced, added or removed.
  public func didModify<Subject: Observable, Member: ObservableState>(
    _ subject: Subject, keyPath: KeyPath<Subject, Member?>, _ member: Member?,
    _ oldID: ObservableStateID?
  ) {
    guard member?._$id != oldID else { return }
    registrar.willSet(subject, keyPath: keyPath)
    registrar.didSet(subject, keyPath: keyPath)
  }
}

// A collection of observable states (an array, an `IdentifiedArray`, a `StackState`) is told
// as TCA tells it: a change to one field of one element is told to the observers of that field
// alone, through the element's own registrar; the collection's observers are told only when
// its elements are others (inserted, removed, moved, replaced).
extension ObservationStateRegistrar {
  /// Sets `storage` to `newValue`, telling the observers of `keyPath` unless both hold the same
  /// states in the same order.
  public func mutate<Subject: Observable, Member: Collection>(
    _ subject: Subject, keyPath: KeyPath<Subject, Member>,
    _ storage: inout Member, _ newValue: Member
  ) where Member.Element: ObservableState {
    if _CollectionIdentity(storage) == _CollectionIdentity(newValue) {
      storage = newValue
    } else {
      registrar.withMutation(of: subject, keyPath: keyPath) { storage = newValue }
    }
  }

  /// Begins an in-place change of a collection of states: its elements' identities, to tell
  /// once it ends whether it holds other elements.
  public func willModify<Subject: Observable, Member: Collection>(
    _ subject: Subject, keyPath: KeyPath<Subject, Member>, _ member: inout Member
  ) -> _CollectionIdentity where Member.Element: ObservableState {
    _CollectionIdentity(member)
  }

  /// Ends an in-place change of a collection of states, telling the observers of `keyPath` if
  /// its elements are not the same states in the same order.
  public func didModify<Subject: Observable, Member: Collection>(
    _ subject: Subject, keyPath: KeyPath<Subject, Member>, _ member: Member,
    _ oldIdentity: _CollectionIdentity
  ) where Member.Element: ObservableState {
    guard _CollectionIdentity(member) != oldIdentity else { return }
    registrar.willSet(subject, keyPath: keyPath)
    registrar.didSet(subject, keyPath: keyPath)
  }
}

/// The identities of a collection's observable states, in order: what an in-place change of the
/// collection compares to tell a change of an element's field from a change of the collection.
///
/// > Note: An implementation detail of ``ObservableState()``, public because its expansions use
/// > it.
public struct _CollectionIdentity: Equatable {
  private let ids: [ObservableStateID]

  init<C: Collection>(_ collection: C) where C.Element: ObservableState {
    self.ids = collection.map(\._$id)
  }
}

extension ObservationStateRegistrar: Hashable {
  public static func == (lhs: Self, rhs: Self) -> Bool { true }
  public func hash(into hasher: inout Hasher) {}
}

/// A registrar is never part of a state's data: encoding writes nothing, and decoding gives a
/// new registrar, so that a `Codable` state can be ``ObservableState()`` with a synthesized
/// conformance, as in TCA.
extension ObservationStateRegistrar: Codable {
  /// A new registrar, with no observers and an identity of its own; the decoder is not read.
  public init(from decoder: any Decoder) throws {
    self.init()
  }

  /// Writes nothing: observers and identity belong to a live state, not to its data.
  public func encode(to encoder: any Encoder) throws {}
}

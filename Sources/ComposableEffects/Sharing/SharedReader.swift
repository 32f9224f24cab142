import CustomDump
import Dependencies

/// A shared value, read-only: what a feature gets that must see a value change but never
/// change it itself.
///
/// ```swift
/// @ObservableState
/// struct State {
///   @SharedReader(.appStorage("isHapticsOn")) var isHapticsOn = true
///   @SharedReader var count: Int      // passed in as `$count.reader` or `SharedReader($count)`
/// }
/// ```
@dynamicMemberLookup
@propertyWrapper
public struct SharedReader<Value>: Sendable {
  /// The handle's part that inlinable code can name (its ``SharedHandleCore/liveBox``).
  @usableFromInline let core: SharedHandleCore<Value>

  private var handle: SharedHandle<Value, any SharedReadable<Value>> {
    unsafeDowncast(self.core, to: SharedHandle<Value, any SharedReadable<Value>>.self)
  }

  init(reference: any SharedReadable<Value>) {
    self.core = SharedHandle<Value, any SharedReadable<Value>>(reference)
  }

  /// What the value is read through: the box of its key, or a projection.
  var reference: any SharedReadable<Value> {
    self.handle.reference
  }

  /// A read-only view of `base`: it sees every change made through `base`.
  public init(_ base: Shared<Value>) {
    self.init(reference: base.reference)
  }

  /// A read-only shared value that never changes: for previews and tests of a feature that
  /// takes a reader.
  public init(value: sending Value) {
    self.init(reference: SharedBox(value: value))
  }

  /// The same shared value.
  public init(projectedValue: SharedReader<Value>) {
    self = projectedValue
  }

  /// The value a shared optional holds, read-only; `nil` while it holds nothing.
  public init?(_ base: SharedReader<Value?>) {
    guard let initialValue = base.reference.read(nil) else { return nil }
    self.init(
      reference: SharedReaderOptionalReference(base: base.reference, initialValue: initialValue)
    )
  }

  /// The value a shared optional holds, read-only; `nil` while it holds nothing.
  public init?(_ base: Shared<Value?>) {
    self.init(SharedReader<Value?>(base))
  }

  /// The value stored by `key`, or `wrappedValue` when nothing is stored yet.
  public init(wrappedValue: @autoclosure () -> Value, _ key: some SharedReaderKey<Value>) {
    self.init(reference: Self.box(for: key, default: wrappedValue))
  }

  /// The value stored by `key`, or `wrappedValue` when nothing is stored yet.
  @_disfavoredOverload
  public init(wrappedValue: @autoclosure () -> Value, _ key: some SharedKey<Value>) {
    self.init(Shared(wrappedValue: wrappedValue(), key))
  }

  /// The optional value stored by `key`, `nil` when nothing is stored.
  ///
  /// Disfavored: when a key's name also names a key with a default, `@SharedReader(.name)`
  /// means the one with the default.
  @_disfavoredOverload
  public init<Wrapped>(_ key: some SharedReaderKey<Value>) where Value == Wrapped? {
    self.init(wrappedValue: nil, key)
  }

  /// The value stored by `key`, which must load one: throws when nothing is stored, or
  /// loading fails.
  ///
  /// The key is asked once: the value it answers is the new box's value, with nothing left
  /// loading. When the key is already in use, the value it shares is the one given back.
  public init(require key: some SharedReaderKey<Value>) async throws {
    guard let value = try await SharedRequire.load(key) else { throw SharedRequire.NothingStored() }
    let reference = Self.box(for: key, default: { value }, loadsStoredValue: false)
    self.init(reference: reference)
    if let error = reference.loadError { throw error }
  }

  private static func box<Key: SharedReaderKey<Value>>(
    for key: Key, default initialValue: () -> Value, loadsStoredValue: Bool = true
  ) -> SharedBox<Value> {
    @Dependency(SharedBoxes.self) var boxes
    return boxes.box(for: key, default: initialValue, loadsStoredValue: loadsStoredValue) {
      SharedPersistence(readerKey: key, initialValue: $0)
    }
  }

  /// The value.
  @inlinable
  public var wrappedValue: Value {
    if let box = self.core.liveBox { return box._withUnsafeGuaranteedRef { $0.readLive() } }
    return self.read()
  }

  /// The value read through the reference, as a running assertion sees it.
  @usableFromInline
  func read() -> Value {
    self.reference.read(SharedAssertion.current)
  }

  /// The shared value itself, to pass on to another feature.
  ///
  /// Assigning it points this value, and every copy of it, at what `newValue` reads (another
  /// key, say), as `load(_:)` does without loading; observers of the value it read are told.
  /// Copies of `newValue` do not follow this value's later switches, nor this one theirs.
  public var projectedValue: SharedReader<Value> {
    get { self }
    nonmutating set {
      self.handle.replace(with: newValue.reference).box.touch()
    }
  }

  /// A part of the value, shared read-only.
  public subscript<Member>(
    dynamicMember keyPath: KeyPath<Value, Member>
  ) -> SharedReader<Member> {
    SharedReader<Member>(
      reference: SharedReaderKeyPathReference(base: self.reference, keyPath: keyPath)
    )
  }

  /// A read-only value computed from this one by `body`, each time it is read: it follows
  /// every change, and its observers are told of them.
  ///
  /// ```swift
  /// let isOverBudget = $expenses.read { $0.reduce(0, +) > budget }   // SharedReader<Bool>
  /// ```
  public func read<Member>(
    _ body: @escaping @Sendable (Value) -> Member
  ) -> SharedReader<Member> {
    SharedReader<Member>(reference: SharedReaderClosureReference(base: self.reference, body: body))
  }

  /// Whether the key is loading the value.
  public var isLoading: Bool {
    self.reference.box.isLoading
  }

  /// Why the key last failed to load the value, if it did.
  public var loadError: (any Error)? {
    self.reference.box.loadError
  }

  /// Loads the stored value again: for keys that cannot tell of changes by themselves.
  ///
  /// ``isLoading`` is `true` until the key answers. A failure is thrown, and kept as
  /// ``loadError`` while the value stays as it was.
  public func load() async throws {
    try await self.reference.box.load()
  }

  /// Switches this shared value to another key, and loads the value stored there: a search
  /// whose results follow the query the user types.
  ///
  /// ```swift
  /// case .searchTextChanged(let text):
  ///   return .run { [results = state.$results] _ in
  ///     try await results.load(.search(text))
  ///   }
  /// ```
  ///
  /// From then on this value and every copy of it read from `key` and see its changes;
  /// observers are told. When loading fails, the error is thrown and kept as ``loadError``, and
  /// the value stays as it is. See ``Shared/load(_:)``.
  public func load(_ key: some SharedReaderKey<Value>) async throws {
    let current = self.reference.read(nil)
    try await self.switchAndLoad(Self.box(for: key, default: { current }, loadsStoredValue: false))
  }

  /// Switches this shared value to a key that can also save, shared with the `@Shared` values
  /// of that key, and loads the value stored there.
  @_disfavoredOverload
  public func load(_ key: some SharedKey<Value>) async throws {
    let current = self.reference.read(nil)
    try await self.switchAndLoad(
      Shared<Value>.box(for: key, default: { current }, loadsStoredValue: false)
    )
  }

  private func switchAndLoad(_ box: SharedBox<Value>) async throws {
    self.handle.replace(with: box).box.touch()
    try await box.load()
  }
}

extension SharedReader: Equatable where Value: Equatable {
  /// Whether the two values are equal (in a test store's assertion, the left-hand side's as
  /// expected, the right-hand side's live: see ``Shared``).
  public static func == (lhs: Self, rhs: Self) -> Bool {
    guard let side = SharedAssertion.current else {
      return lhs.reference.read(nil) == rhs.reference.read(nil)
    }
    return lhs.reference.read(side) == rhs.reference.read(side.actual)
  }
}

extension SharedReader: Identifiable where Value: Identifiable {
  /// The value's identifier.
  public var id: Value.ID {
    self.wrappedValue.id
  }
}

extension SharedReader: CustomStringConvertible {
  /// The shared value's type and where its value lives: `SharedReader<Int>(.inMemory("count"))`, or
  /// `SharedReader<Int>(value: 0)` for a value no key stores.
  public var description: String {
    "\(Self.self)(\(self.reference.description))"
  }
}

extension SharedReader: CustomDumpRepresentable {
  /// Dumps as its value.
  public var customDumpValue: Any {
    self.wrappedValue
  }
}

extension SharedReader: _CustomDiffObject {
  /// In a test store's failure, the value expected and the live one.
  public var _customDiffValues: (Any, Any) {
    let side = SharedAssertion.current
    return (self.reference.read(side), self.reference.read(side?.actual))
  }

  /// The identity of the value it is part of: a dump marks every holder after the first, of
  /// the value or of a part of it, as a reference to one shared value.
  public var _objectIdentifier: ObjectIdentifier {
    ObjectIdentifier(self.reference.box)
  }
}

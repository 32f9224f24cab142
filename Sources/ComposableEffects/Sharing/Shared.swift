import CustomDump
import Dependencies

/// A value shared by reference between features, and possibly stored somewhere: in memory,
/// in a file, in user defaults.
///
/// Every `@Shared` of the same key holds the same value: a change made through one is seen at
/// once by all the others, across features and stores, and observers (`@ObservableState`,
/// `withObservationTracking`) are told of it.
///
/// ```swift
/// @ObservableState
/// struct State {
///   @Shared(.inMemory("count")) var count = 0
///   @Shared(.fileStorage(.documentsDirectory.appending(path: "items.json"))) var items: [Item] = []
///   @Shared(.appStorage("isHapticsOn")) var isHapticsOn = true
/// }
///
/// state.$count.withLock { $0 += 1 }   // change it under its lock
/// let count = state.count              // read it
/// ```
///
/// `@Shared(value:)` makes a shared value that no key stores, to pass to a child feature:
///
/// ```swift
/// let signUp = Shared(value: SignUpData())
/// ChildFeature.State(signUp: signUp)
/// ```
///
/// In a ``TestStore``, a step asserts the shared values its action changed like any other
/// state, by changing them in its closure: `$0.$count.withLock { $0 = 1 }`. See
/// <doc:SharingState>.
@dynamicMemberLookup
@propertyWrapper
public struct Shared<Value>: Sendable {
  /// The handle's part that inlinable code can name (its ``SharedHandleCore/liveBox``).
  @usableFromInline let core: SharedHandleCore<Value>

  private var handle: SharedHandle<Value, any SharedReference<Value>> {
    unsafeDowncast(self.core, to: SharedHandle<Value, any SharedReference<Value>>.self)
  }

  init(reference: any SharedReference<Value>) {
    self.core = SharedHandle<Value, any SharedReference<Value>>(reference)
  }

  /// What the value is read and written through: the box of its key, or a projection.
  var reference: any SharedReference<Value> {
    self.handle.reference
  }

  /// A shared value that no key stores: holders of it (and of its copies) share it.
  public init(value: sending Value) {
    self.init(reference: SharedBox(value: value))
  }

  /// The same shared value: lets `@Shared var count: Int` be initialized as `_count =
  /// Shared(projectedValue: count)`, or a closure parameter be declared `@Shared`.
  public init(projectedValue: Shared<Value>) {
    self = projectedValue
  }

  /// The value a shared optional holds, as a shared value of its own; `nil` while it holds
  /// nothing.
  ///
  /// ```swift
  /// if let user = Shared($currentUser) {
  ///   ProfileFeature.State(user: user)   // Shared<User>
  /// }
  /// ```
  ///
  /// Once the optional becomes `nil`, the unwrapped value keeps reading the value it last held.
  public init?(_ base: Shared<Value?>) {
    guard let initialValue = base.reference.read(nil) else { return nil }
    self.init(reference: SharedOptionalReference(base: base.reference, initialValue: initialValue))
  }

  /// The value stored by `key`, or `wrappedValue` when nothing is stored yet.
  ///
  /// ```swift
  /// @Shared(.appStorage("isOn")) var isOn = false
  /// ```
  public init(wrappedValue: @autoclosure () -> Value, _ key: some SharedKey<Value>) {
    self.init(reference: Self.box(for: key, default: wrappedValue))
  }

  /// The optional value stored by `key`, `nil` when nothing is stored.
  ///
  /// Disfavored: when a key's name also names a key with a default, `@Shared(.name)` means the
  /// one with the default.
  @_disfavoredOverload
  public init<Wrapped>(_ key: some SharedKey<Value>) where Value == Wrapped? {
    self.init(wrappedValue: nil, key)
  }

  /// The value stored by `key`, which must load one: throws when nothing is stored, or
  /// loading fails.
  ///
  /// ```swift
  /// let settings = try await Shared(require: .fileStorage(settingsURL))   // Shared<Settings>
  /// ```
  ///
  /// The key is asked once: the value it answers is the new box's value, with nothing left
  /// loading. When the key is already in use, the value it shares is the one given back.
  public init(require key: some SharedKey<Value>) async throws {
    guard let value = try await SharedRequire.load(key) else { throw SharedRequire.NothingStored() }
    let reference = Self.box(for: key, default: { value }, loadsStoredValue: false)
    self.init(reference: reference)
    if let error = reference.loadError { throw error }
  }

  static func box<Key: SharedKey<Value>>(
    for key: Key, default initialValue: () -> Value, loadsStoredValue: Bool = true
  ) -> SharedBox<Value> {
    @Dependency(SharedBoxes.self) var boxes
    return boxes.box(for: key, default: initialValue, loadsStoredValue: loadsStoredValue) {
      SharedPersistence(key: key, initialValue: $0)
    }
  }

  /// The value. Change it with ``withLock(_:fileID:filePath:line:column:)``.
  @inlinable
  public var wrappedValue: Value {
    get {
      if let box = self.core.liveBox { return box._withUnsafeGuaranteedRef { $0.readLive() } }
      return self.read()
    }
    @available(*, unavailable, message: "Change a shared value with '$value.withLock { … }'.")
    nonmutating set { self.withLock { $0 = newValue } }
  }

  /// The shared value itself, to pass on to another feature, or to change with
  /// ``withLock(_:fileID:filePath:line:column:)``.
  ///
  /// Assigning it points this value, and every copy of it, at what `newValue` reads (another
  /// key, say), as ``load(_:)`` does without loading; observers of the value it read are told.
  /// Copies of `newValue` do not follow this value's later switches, nor this one theirs.
  public var projectedValue: Shared<Value> {
    get { self }
    nonmutating set {
      self.handle.replace(with: newValue.reference).box.touch()
    }
  }

  /// Changes the value under its lock, so that a read-modify-write from one place is never
  /// interleaved with another's.
  ///
  /// ```swift
  /// state.$count.withLock { $0 += 1 }
  /// ```
  ///
  /// The closure changes the value where it is stored, so it must not read or change the same
  /// shared value through another handle (another copy, a projection): that stops the program,
  /// with a message saying so. Read what the change needs before calling `withLock`. An
  /// unwrapped optional or an element of a shared identified array read there gives the value it
  /// last read, so `$syncUps.withLock { _ = $0.remove(id: state.syncUp.id) }` works.
  ///
  /// Its result may be ignored, as in swift-sharing: `$todos.withLock { $0.append(todo) }` on an
  /// identified array needs no `_ =`.
  @inlinable
  @discardableResult
  public func withLock<R>(
    _ operation: (inout Value) throws -> R,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) rethrows -> R {
    if let box = self.core.liveBox {
      return try box._withUnsafeGuaranteedRef {
        try $0.change(tracker: SharedChangeTracker.current, operation)
      }
    }
    return try self.update(operation)
  }

  /// The value read through the reference, as a running assertion sees it.
  @usableFromInline
  func read() -> Value {
    self.reference.read(SharedAssertion.current)
  }

  /// A change made through the reference, as a running assertion sees it.
  @usableFromInline
  func update<R>(_ operation: (inout Value) throws -> R) rethrows -> R {
    try self.reference.update(SharedAssertion.current, operation)
  }

  /// A part of the value, shared: changing it changes this value.
  ///
  /// ```swift
  /// ProfileFeature.State(name: $signUp.name)   // Shared<String>
  /// ```
  public subscript<Member>(
    dynamicMember keyPath: WritableKeyPath<Value, Member>
  ) -> Shared<Member> {
    Shared<Member>(reference: SharedKeyPathReference(base: self.reference, keyPath: keyPath))
  }

  /// A read-only part of the value, shared.
  public subscript<Member>(
    dynamicMember keyPath: KeyPath<Value, Member>
  ) -> SharedReader<Member> {
    SharedReader(self)[dynamicMember: keyPath]
  }

  /// This shared value, read-only.
  public var reader: SharedReader<Value> {
    SharedReader(self)
  }

  /// A read-only value computed from this one by `body`, each time it is read: it follows
  /// every change, and its observers are told of them.
  ///
  /// ```swift
  /// let total = state.$items.read { $0.map(\.price).reduce(0, +) }   // SharedReader<Int>
  /// ```
  ///
  /// Prefer dynamic member lookup (`$items.count`) for a property: `read` is for what a key
  /// path cannot say.
  public func read<Member>(
    _ body: @escaping @Sendable (Value) -> Member
  ) -> SharedReader<Member> {
    SharedReader(self).read(body)
  }

  /// Whether the key is loading the value.
  public var isLoading: Bool {
    self.reference.box.isLoading
  }

  /// Why the key last failed to load the value, if it did: the value is then the last one
  /// loaded (or the initial value).
  public var loadError: (any Error)? {
    self.reference.box.loadError
  }

  /// Why the key last failed to save the value, if it did.
  public var saveError: (any Error)? {
    self.reference.box.saveError
  }

  /// Loads the stored value again: for keys that cannot tell of changes by themselves.
  ///
  /// ``isLoading`` is `true` until the key answers. A failure is thrown, and kept as
  /// ``loadError`` while the value stays as it was.
  public func load() async throws {
    try await self.reference.box.load()
  }

  /// Switches this shared value to another key, and loads the value stored there.
  ///
  /// From then on this shared value, and every copy of it (the state of the store that holds
  /// it, an effect that captured it), reads from and writes to `key`; observers are told.
  /// Other `@Shared` values of the old key keep it.
  ///
  /// ```swift
  /// case .profileSelected(let id):
  ///   return .run { [profile = state.$profile] _ in
  ///     try await profile.load(.fileStorage(.documentsDirectory.appending(path: "\(id).json")))
  ///   }
  /// ```
  ///
  /// When nothing is stored under `key`, the value stays as it is (and is saved there on its
  /// next change). When loading fails, the error is thrown and kept as ``loadError``, the value
  /// stays as it is, and the shared value is switched all the same. A value already shared
  /// under `key` is joined, and reloaded.
  public func load(_ key: some SharedKey<Value>) async throws {
    let current = self.reference.read(nil)
    let box = Self.box(for: key, default: { current }, loadsStoredValue: false)
    self.handle.replace(with: box).box.touch()
    try await box.load()
  }

  /// Saves the value now, without waiting for the key's coalescing.
  ///
  /// Runs where it is called (on the caller's actor), as a change's save does: no hop to
  /// another thread and back for a key that saves at once, as the file storage does.
  nonisolated(nonsending)
  public func save() async throws {
    try await self.reference.box.save()
  }
}

extension Shared: Equatable where Value: Equatable {
  /// Whether the two values are equal.
  ///
  /// In a test store's assertion, the left-hand side is the expected state: its value is read
  /// from before the step (with the assertion's changes), the right-hand side's live.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    guard let side = SharedAssertion.current else {
      return lhs.reference.read(nil) == rhs.reference.read(nil)
    }
    return lhs.reference.read(side) == rhs.reference.read(side.actual)
  }
}

extension Shared: Identifiable where Value: Identifiable {
  /// The value's identifier.
  public var id: Value.ID {
    self.wrappedValue.id
  }
}

extension Shared: CustomStringConvertible {
  /// The shared value's type and where its value lives: `Shared<Int>(.inMemory("count"))`, or
  /// `Shared<Int>(value: 0)` for a value no key stores.
  public var description: String {
    "\(Self.self)(\(self.reference.description))"
  }
}

extension Shared: CustomDumpRepresentable {
  /// Dumps as its value.
  public var customDumpValue: Any {
    self.wrappedValue
  }
}

extension Shared: _CustomDiffObject {
  /// In a test store's failure, the value expected (from before the step, with the
  /// assertion's changes) and the live one.
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

/// `Shared(require:)` and `SharedReader(require:)`: a load asked for before the value exists.
enum SharedRequire {
  struct NothingStored: Error, CustomStringConvertible {
    var description: String { "The shared key stores no value." }
  }

  static func load<Key: SharedReaderKey>(_ key: Key) async throws -> Key.Value? {
    let result = await withCheckedContinuation { continuation in
      key.load(
        context: .userInitiated,
        continuation: LoadContinuation(String(describing: key)) {
          continuation.resume(returning: $0)
        }
      )
    }
    return try result.get()
  }
}

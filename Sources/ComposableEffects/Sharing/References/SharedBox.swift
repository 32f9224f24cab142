import AlgebraicEffects
import CustomDump
import Dependencies
import Observation

/// What the rest of the package needs of a ``SharedBox`` without knowing its value's type: its
/// persistence, and its test snapshot.
protocol SharedBoxProtocol: AnyObject, Sendable {
  var isLoading: Bool { get }
  var loadError: (any Error)? { get }
  var saveError: (any Error)? { get }
  func load() async throws
  func save() async throws
  /// Tells the value's observers that it changed, though it did not: a `Shared` that read it
  /// now reads another key's value.
  func touch()
  /// Ends a test store's step: forgets the value kept from before it, unless only an effect
  /// changed the value (outside a reducer), in which case the change is carried to the next
  /// step. Returns whether it was carried.
  func endStep(carryingEffectChanges: Bool) -> Bool

  /// The value from before the change, and the live one, dumped, if a change is tracked.
  var trackedChange: (before: String, after: String)? { get }
}

/// The box that owns a shared value: every ``Shared`` and ``SharedReader`` of it, and every
/// projection into it, reads and writes here. It tells observers of each change, hands each
/// change to its key to persist, and takes what its key loads or hears from outside.
///
/// While a test store tracks changes (``SharedChangeTracker``), the first change after each of
/// its steps keeps the value from before, so the store can tell what changed and the test can
/// assert it on that copy.
final class SharedBox<Value>: SharedReference, SharedBoxProtocol, Observable {
  /// What a test store's assertion reads and writes instead of the live value.
  struct Snapshot {
    var before: Value
    var expected: Value?
    var partial: Value?
    /// Whether only effects changed the value (outside a reducer) since the step began: the
    /// step then sees the value from before, and the change is asserted by the next one (or
    /// `store.assert`), as in TCA, whose effects run after the step's assertion.
    var isDeferred: Bool
  }

  struct Storage {
    var value: Value
    var snapshot: Snapshot?
    var isLoading = false
    var loadError: (any Error)?
    var saveError: (any Error)?
  }

  private let storage: ReentrantLocked<Storage>
  private let registrar = ObservationRegistrar()
  let persistence: SharedPersistence<Value>?

  init(value: Value, persistence: SharedPersistence<Value>? = nil) {
    self.storage = ReentrantLocked(Storage(value: value))
    self.persistence = persistence
  }

  /// The property observers see change: the value, and its loading state.
  var observed: Value {
    self.read(nil)
  }

  var box: any SharedBoxProtocol { self }

  var description: String {
    if let persistence = self.persistence { return persistence.description }
    let value = self.storage.withLock { $0.value }
    return "value: \(String(reflecting: value))"
  }

  func read(_ side: SharedAssertion?) -> Value {
    self.registrar.access(self, keyPath: \.observed)
    return self.storage.withLock { storage in
      switch side?.side {
      case nil: storage.value
      case .expected?: storage.snapshot?.expected ?? storage.snapshot?.before ?? storage.value
      case .partial?: storage.snapshot?.partial ?? storage.value
      case .actual?:
        side?.tracker.defersEffectChanges == true && storage.snapshot?.isDeferred == true
          ? storage.snapshot?.before ?? storage.value : storage.value
      }
    }
  }

  func update<Result>(
    _ side: SharedAssertion?, _ body: (inout Value) throws -> Result
  ) rethrows -> Result {
    if let side, side.side != .actual { return try self.updateSnapshot(side, body) }
    let tracker = SharedChangeTracker.current
    let isReducing = SharedChangeTracker.isReducing
    self.registrar.willSet(self, keyPath: \.observed)
    defer { self.registrar.didSet(self, keyPath: \.observed) }
    var startsTracking = false
    var newValue: Value?
    let result = try self.storage.whileLocked {
      var value = self.storage.withLock { storage in
        if tracker != nil {
          if storage.snapshot == nil {
            storage.snapshot = Snapshot(before: storage.value, isDeferred: !isReducing)
            startsTracking = true
          } else if isReducing {
            storage.snapshot?.isDeferred = false
          }
        }
        return storage.value
      }
      // On a copy, under the held lock: the body may read this value through another handle
      // (a projection, the state that holds it), and sees it as it was before the change.
      defer {
        self.storage.withLock { $0.value = value }
        newValue = value
      }
      return try body(&value)
    }
    if startsTracking { tracker?.record(self) }
    if let persistence = self.persistence, let newValue {
      persistence.save(newValue, context: .didSet, into: self)
    }
    return result
  }

  /// A change made by a test store's assertion: to its copy, never to the live value.
  private func updateSnapshot<Result>(
    _ side: SharedAssertion, _ body: (inout Value) throws -> Result
  ) rethrows -> Result {
    var startsTracking = false
    let result = try self.storage.whileLocked {
      var snapshot = self.storage.withLock { storage in
        startsTracking = storage.snapshot == nil
        return storage.snapshot ?? Snapshot(before: storage.value, isDeferred: false)
      }
      let live = self.storage.withLock { $0.value }
      // As in `update`: the body may read this value again, so it runs outside any access.
      defer { self.storage.withLock { $0.snapshot = snapshot } }
      switch side.side {
      case .expected, .actual:
        var value = snapshot.expected ?? snapshot.before
        defer { snapshot.expected = value }
        return try body(&value)
      case .partial:
        var value = snapshot.partial ?? live
        defer { snapshot.partial = value }
        return try body(&value)
      }
    }
    if startsTracking { side.tracker.record(self) }
    return result
  }

  func endStep(carryingEffectChanges: Bool) -> Bool {
    self.storage.withLock { storage in
      guard carryingEffectChanges, var snapshot = storage.snapshot, snapshot.isDeferred,
        snapshot.expected == nil, snapshot.partial == nil
      else {
        storage.snapshot = nil
        return false
      }
      snapshot.isDeferred = false
      storage.snapshot = snapshot
      return true
    }
  }

  var trackedChange: (before: String, after: String)? {
    self.storage.withLock { storage in
      storage.snapshot.map {
        (String(customDumping: $0.before), String(customDumping: storage.value))
      }
    }
  }

  /// Takes what the key loaded or heard from outside: a value (`nil` for the initial one), or
  /// an error, kept as ``loadError`` while the value stays as it was.
  ///
  /// Observers are told once the value is in place, so that one told of a change from outside
  /// (another thread) reads the new value.
  func receive(_ result: Result<Value?, any Error>, initialValue: Value) {
    defer {
      self.registrar.willSet(self, keyPath: \.observed)
      self.registrar.didSet(self, keyPath: \.observed)
    }
    self.storage.withLock { storage in
      storage.isLoading = false
      switch result {
      case .success(let value):
        storage.value = value ?? initialValue
        storage.loadError = nil
      case .failure(let error):
        storage.loadError = error
      }
    }
  }

  /// Observers are told once the state is in place, as ``receive(_:initialValue:)`` tells
  /// them: a key reports it from another thread, and an observer told of it reads it then.
  func setLoading(_ isLoading: Bool) {
    defer {
      self.registrar.willSet(self, keyPath: \.observed)
      self.registrar.didSet(self, keyPath: \.observed)
    }
    self.storage.withLock { $0.isLoading = isLoading }
  }

  /// Observers are told once the error is in place; see ``setLoading(_:)``.
  func saved(_ result: Result<Void, any Error>) {
    defer {
      self.registrar.willSet(self, keyPath: \.observed)
      self.registrar.didSet(self, keyPath: \.observed)
    }
    self.storage.withLock { storage in
      switch result {
      case .success:
        // What is stored is now this value: a failure to load what was there before no
        // longer says anything about it.
        storage.saveError = nil
        storage.loadError = nil
      case .failure(let error):
        storage.saveError = error
      }
    }
  }

  var isLoading: Bool {
    self.registrar.access(self, keyPath: \.observed)
    return self.storage.withLock { $0.isLoading }
  }

  var loadError: (any Error)? {
    self.registrar.access(self, keyPath: \.observed)
    return self.storage.withLock { $0.loadError }
  }

  var saveError: (any Error)? {
    self.registrar.access(self, keyPath: \.observed)
    return self.storage.withLock { $0.saveError }
  }

  func touch() {
    self.registrar.willSet(self, keyPath: \.observed)
    self.registrar.didSet(self, keyPath: \.observed)
  }

  /// Loads the stored value again; ``isLoading`` until the key answers.
  func load() async throws {
    guard let persistence = self.persistence else { return }
    self.setLoading(true)
    try await persistence.load(into: self)
  }

  func save() async throws {
    guard let persistence = self.persistence else { return }
    try await persistence.save(self.read(nil), into: self)
  }
}

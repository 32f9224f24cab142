import AlgebraicEffects
import CustomDump
import Dependencies
import Foundation
import Observation

/// What the rest of the package needs of a ``SharedBox`` without knowing its value's type: its
/// persistence, and its test snapshot.
protocol SharedBoxProtocol: AnyObject, Sendable {
  var isLoading: Bool { get }
  var loadError: (any Error)? { get }
  var saveError: (any Error)? { get }
  func load() async throws
  nonisolated(nonsending)
  func save() async throws
  /// Tells the value's observers that it changed, though it did not: a `Shared` that read it
  /// now reads another key's value.
  func touch()
  /// Ends a test store's step: forgets the value kept from before it, unless only an effect
  /// changed the value (outside a reducer), in which case the change is carried to the next
  /// step. Returns whether it was carried.
  func endStep(carryingEffectChanges: Bool) -> Bool
  /// How a save of the value went: a failure is kept as its `saveError`.
  func saved(_ result: Result<Void, any Error>)

  /// The value from before the change, and the live one, dumped, if a change is tracked.
  var trackedChange: (before: String, after: String)? { get }

  /// Whether this thread is inside a change of the value, where it cannot be read.
  var isChangedHere: Bool { get }
}


/// The box that owns a shared value: every ``Shared`` and ``SharedReader`` of it, and every
/// projection into it, reads and writes here. It tells observers of each change, hands each
/// change to its key to persist, and takes what its key loads or hears from outside.
///
/// A read or a write takes one lock: a change is made where the value is stored, never on a
/// copy, and the key path observers are told of is built once per box.
///
/// A ``Shared`` whose handle points at its box reads and changes it through ``readLive()`` and
/// ``change(tracker:_:)``, which are inlinable so that they are specialised for the value's type
/// where they are called: unspecialised, a generic read spent most of its time looking up type
/// metadata.
///
/// While a test store tracks changes (``SharedChangeTracker``), the first change after each of
/// its steps keeps the value from before, so the store can tell what changed and the test can
/// assert it on that copy.
@usableFromInline
final class SharedBox<Value>: SharedReference, SharedBoxProtocol, Observable, @unchecked Sendable {
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

  /// Everything but the value, behind the same lock.
  private struct State {
    var snapshot: Snapshot?
    var isLoading = false
    var loadError: (any Error)?
    var saveError: (any Error)?
  }

  /// Reentrant, so that a read from inside a change (through another handle) finds out that it
  /// is one instead of waiting on itself. A pthread lock, which Thread Sanitizer sees.
  @usableFromInline let lock = NSRecursiveLock()
  /// Unchecked by Swift's dynamic exclusivity enforcement: every access holds ``lock``, and one
  /// from inside a change on the same thread is caught by ``isChanging``.
  @usableFromInline @exclusivity(unchecked) var value: Value
  /// Whether a `withLock` is changing the value in place. A read that finds it set holds the
  /// lock, so it comes from inside that change, on its thread (see ``isChangedHere``).
  @usableFromInline @exclusivity(unchecked) var isChanging = false
  private var state = State()
  /// The loads on their way, and whether a change overtook each. Apart from ``State``, whose
  /// type is generic: a change reaches this without looking up that type's metadata.
  @exclusivity(unchecked) private var loads = SharedLoadStateMachine()
  @usableFromInline let registrar = ObservationRegistrar()
  /// `\.observed`, built once: Swift instantiates a generic class's key path afresh each time
  /// the literal is evaluated, which was most of what a read cost.
  @usableFromInline let observedKeyPath: KeyPath<SharedBox, Value> = \.observed
  let persistence: SharedPersistence<Value>?
  /// Whether a change is handed to the key to save (``SharedPersistence/savesChanges``).
  @usableFromInline let savesChanges: Bool
  /// Whether the key takes changes itself (``SharedKeyTakingChanges``): it is told of a change,
  /// and reads the value when it writes it.
  @usableFromInline let keyTakesChanges: Bool
  /// For a key taking changes: whether it was told of a change it has not read the value for
  /// yet. Further changes need not tell it again, and cost it nothing.
  @usableFromInline @exclusivity(unchecked) var isChangeHandedToKey = false
  /// The first load, when the box is made loading its stored value: it is on its way from the
  /// box's birth, so that a change made through another declaration of the key before the load
  /// is even asked for overtakes it too.
  let initialLoad: SharedLoadStateMachine.Load?

  /// A box holding `value`; with `loadsStoredValue`, loading (its ``initialLoad``) until
  /// ``receive(_:of:initialValue:)`` is given that load's answer.
  init(value: Value, persistence: SharedPersistence<Value>? = nil, loadsStoredValue: Bool = false) {
    self.value = value
    self.persistence = persistence
    self.savesChanges = persistence?.savesChanges ?? false
    self.keyTakesChanges = persistence?.takesChanges ?? false
    if loadsStoredValue {
      self.state.isLoading = true
      self.initialLoad = self.loads.loadBegan()
    } else {
      self.initialLoad = nil
    }
    // Only for a key that reads the value back: the report holds the box weakly, and a weak
    // reference is kept for the life of the box.
    if self.keyTakesChanges { persistence?.saveReport.attach(self) }
  }

  /// The property observers see change: the value, and its loading state.
  var observed: Value {
    self.read(nil)
  }

  var box: any SharedBoxProtocol { self }

  var description: String {
    if let persistence = self.persistence { return persistence.description }
    return "value: \(String(reflecting: self.withLock { self.value }))"
  }

  private func withLock<Result>(_ body: () throws -> Result) rethrows -> Result {
    self.lock.lock()
    defer { self.lock.unlock() }
    return try body()
  }

  /// Whether this thread is inside a change of the value (`withLock`), where the value cannot
  /// be read: a projection that keeps the value it last read (an unwrapped optional, an element
  /// of an identified array) answers with that instead.
  var isChangedHere: Bool {
    self.withLock { self.isChanging }
  }

  /// The live value, outside a test store's assertion: ``read(_:)`` with no side.
  @inlinable
  final func readLive() -> Value {
    self.registrar.access(self, keyPath: self.observedKeyPath)
    self.lock.lock()
    defer { self.lock.unlock() }
    if self.isChanging { self.accessDuringChange() }
    return self.value
  }

  func read(_ side: SharedAssertion?) -> Value {
    guard let side else { return self.readLive() }
    self.registrar.access(self, keyPath: self.observedKeyPath)
    self.lock.lock()
    defer { self.lock.unlock() }
    if self.isChanging { self.accessDuringChange() }
    switch side.side {
    case .expected:
      return self.state.snapshot?.expected ?? self.state.snapshot?.before ?? self.value
    case .partial:
      return self.state.snapshot?.partial ?? self.value
    case .actual:
      return side.tracker.defersEffectChanges && self.state.snapshot?.isDeferred == true
        ? self.state.snapshot?.before ?? self.value : self.value
    }
  }

  /// A read or a change from inside the value's own change, on the thread making it: the value
  /// is being changed in place, so there is nothing whole to read, nor to change.
  @usableFromInline
  func accessDuringChange() -> Never {
    fatalError(
      """
      \(self.persistence?.description ?? "A shared value") was used inside its own \
      'withLock', through another handle, while the closure was changing it. Read what the \
      change needs before 'withLock', and change the value the closure is given.
      """
    )
  }

  func update<Result>(
    _ side: SharedAssertion?, _ body: (inout Value) throws -> Result
  ) rethrows -> Result {
    if let side, side.side != .actual { return try self.updateSnapshot(side, body) }
    return try self.change(tracker: SharedChangeTracker.current, body)
  }

  /// Changes the live value in place, under the lock, and tells observers; with a `tracker`, the
  /// first change since its step began keeps the value from before (``Snapshot``).
  @inlinable
  final func change<Result>(
    tracker: SharedChangeTracker?, _ body: (inout Value) throws -> Result
  ) rethrows -> Result {
    self.registrar.willSet(self, keyPath: self.observedKeyPath)
    defer { self.registrar.didSet(self, keyPath: self.observedKeyPath) }
    self.lock.lock()
    if self.isChanging { self.accessDuringChange() }
    let tracks = tracker.map { _ in self.beginTracking() } ?? false
    self.isChanging = true
    self.changeBegan()
    defer {
      self.isChanging = false
      if tracks || (self.savesChanges && !(self.keyTakesChanges && self.isChangeHandedToKey)) {
        self.endChange(recordingIn: tracks ? tracker : nil)
      } else {
        self.lock.unlock()
      }
    }
    return try body(&self.value)
  }

  /// Under the lock, as a tracked change begins: whether it is the first since the step began
  /// (the value from before is then kept), and whether a reducer makes it.
  @usableFromInline
  func beginTracking() -> Bool {
    let isReducing = SharedChangeTracker.isReducing
    guard self.state.snapshot == nil else {
      if isReducing { self.state.snapshot?.isDeferred = false }
      return false
    }
    self.state.snapshot = Snapshot(before: self.value, isDeferred: !isReducing)
    return true
  }

  /// Under the lock, as a change begins: the loads on their way are overtaken by it.
  @usableFromInline
  func changeBegan() {
    self.loads.written()
  }

  /// Ends a change that is tracked or saved: unlocks, then records the box in `tracker` and
  /// hands the new value to the key to save (or tells a key taking changes, once until it reads
  /// the value).
  @usableFromInline
  func endChange(recordingIn tracker: SharedChangeTracker?) {
    var saved: Value?
    var tellsKey = false
    if self.savesChanges {
      if self.keyTakesChanges {
        tellsKey = !self.isChangeHandedToKey
        self.isChangeHandedToKey = true
      } else {
        saved = self.value
      }
    }
    self.lock.unlock()
    tracker?.record(self)
    if tellsKey {
      self.persistence?.changed()
    } else if let saved, let persistence = self.persistence {
      persistence.save(saved, context: .didSet, into: self)
    }
  }

  /// The value, for a key taking changes to write: the next change tells the key again.
  ///
  /// Under the lock that a change tells the key under, so a change is either in the value read
  /// here or told to the key afresh, never lost between.
  func valueHandedToKey() -> Value {
    self.withLock {
      self.isChangeHandedToKey = false
      return self.value
    }
  }

  /// The key will not write the change it was told of: the next change tells it again.
  func handOffGivenUp() {
    self.withLock { self.isChangeHandedToKey = false }
  }

  /// A change made by a test store's assertion: to its copy, never to the live value.
  private func updateSnapshot<Result>(
    _ side: SharedAssertion, _ body: (inout Value) throws -> Result
  ) rethrows -> Result {
    var startsTracking = false
    var (snapshot, live) = self.withLock {
      startsTracking = self.state.snapshot == nil
      return (self.state.snapshot ?? Snapshot(before: self.value, isDeferred: false), self.value)
    }
    // On copies, outside the lock: the body may read this value again through another handle.
    defer {
      self.withLock { self.state.snapshot = snapshot }
      if startsTracking { side.tracker.record(self) }
    }
    switch side.side {
    case .expected, .actual:
      var value = snapshot.expected ?? snapshot.before
      defer { snapshot.expected = value }
      return try body(&value)
    case .partial:
      defer { snapshot.partial = live }
      return try body(&live)
    }
  }

  func endStep(carryingEffectChanges: Bool) -> Bool {
    self.withLock {
      guard carryingEffectChanges, var snapshot = self.state.snapshot, snapshot.isDeferred,
        snapshot.expected == nil, snapshot.partial == nil
      else {
        self.state.snapshot = nil
        return false
      }
      snapshot.isDeferred = false
      self.state.snapshot = snapshot
      return true
    }
  }

  var trackedChange: (before: String, after: String)? {
    let change = self.withLock { self.state.snapshot.map { ($0.before, self.value) } }
    return change.map { (String(customDumping: $0.0), String(customDumping: $0.1)) }
  }

  /// Takes what the key heard from outside: a value (`nil` for the initial one), or an error,
  /// kept as ``loadError`` while the value stays as it was.
  ///
  /// Observers are told once the value is in place, so that one told of a change from outside
  /// (another thread) reads the new value.
  func receive(_ result: Result<Value?, any Error>, initialValue: Value) {
    defer { self.touch() }
    self.withLock {
      self.state.isLoading = false
      self.take(result, initialValue: initialValue)
    }
  }

  /// Takes the answer to `load`, as ``receive(_:initialValue:)`` takes a change from outside,
  /// unless the value was changed since the load began (``SharedLoadStateMachine``): the
  /// answer is then older than the value, which stays, and stays handed to the key to save.
  func receive(
    _ result: Result<Value?, any Error>, of load: SharedLoadStateMachine.Load,
    initialValue: Value
  ) {
    defer { self.touch() }
    self.withLock {
      self.state.isLoading = false
      switch self.loads.answered(load) {
      case .take: self.take(result, initialValue: initialValue)
      case .drop: break
      }
    }
  }

  private func take(_ result: Result<Value?, any Error>, initialValue: Value) {
    switch result {
    case .success(let value):
      self.value = value ?? initialValue
      self.state.loadError = nil
    case .failure(let error):
      self.state.loadError = error
    }
  }

  /// Observers are told once the state is in place, as ``receive(_:initialValue:)`` tells
  /// them: a key reports it from another thread, and an observer told of it reads it then.
  func setLoading(_ isLoading: Bool) {
    defer { self.touch() }
    self.withLock { self.state.isLoading = isLoading }
  }

  /// Observers are told once the error is in place; see ``setLoading(_:)``.
  /// A success that finds no error to clear tells no one: a key saving every change would
  /// otherwise wake every observer a second time per change.
  func saved(_ result: Result<Void, any Error>) {
    let changed = self.withLock { () -> Bool in
      switch result {
      case .success:
        // What is stored is now this value: a failure to load what was there before no
        // longer says anything about it.
        guard self.state.saveError != nil || self.state.loadError != nil else { return false }
        self.state.saveError = nil
        self.state.loadError = nil
      case .failure(let error):
        self.state.saveError = error
      }
      return true
    }
    if changed { self.touch() }
  }

  var isLoading: Bool {
    self.registrar.access(self, keyPath: self.observedKeyPath)
    return self.withLock { self.state.isLoading }
  }

  var loadError: (any Error)? {
    self.registrar.access(self, keyPath: self.observedKeyPath)
    return self.withLock { self.state.loadError }
  }

  var saveError: (any Error)? {
    self.registrar.access(self, keyPath: self.observedKeyPath)
    return self.withLock { self.state.saveError }
  }

  func touch() {
    self.registrar.willSet(self, keyPath: self.observedKeyPath)
    self.registrar.didSet(self, keyPath: self.observedKeyPath)
  }

  /// Loads the stored value again; ``isLoading`` until the key answers.
  func load() async throws {
    guard let persistence = self.persistence else { return }
    let load = self.withLock {
      self.state.isLoading = true
      return self.loads.loadBegan()
    }
    self.touch()
    try await persistence.load(load, into: self)
  }

  nonisolated(nonsending)
  func save() async throws {
    guard let persistence = self.persistence else { return }
    try await persistence.save(self.read(nil), into: self)
  }
}

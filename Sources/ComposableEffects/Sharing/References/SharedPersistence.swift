import AlgebraicEffects
import ConcurrencyExtras

/// A box's key, without its type: how the box loads, saves and hears from outside.
final class SharedPersistence<Value>: Sendable {
  let description: String
  private let initialValue: UncheckedSendable<Value>
  private let loadValue: @Sendable (LoadContext<Value>, LoadContinuation<Value>) -> Void
  private let saveValue: (@Sendable (Value, SaveContext, SaveContinuation) -> Void)?
  /// For a key taking changes itself (``SharedKeyTakingChanges``): what a change is told to.
  private let takeChange: (@Sendable () -> Void)?
  /// Where such a key reads the value it writes, and tells how its writes went: the box,
  /// attached as it is made.
  let saveReport = SharedSaveReport<Value>()
  private let subscription = Locked<SharedSubscription?>(nil)

  init<Key: SharedReaderKey<Value>>(readerKey key: Key, initialValue: Value) {
    self.description = String(describing: key)
    self.initialValue = UncheckedSendable(initialValue)
    self.loadValue = { key.load(context: $0, continuation: $1) }
    self.saveValue = nil
    self.takeChange = nil
  }

  init<Key: SharedKey<Value>>(key: Key, initialValue: Value) {
    self.description = String(describing: key)
    self.initialValue = UncheckedSendable(initialValue)
    self.loadValue = { key.load(context: $0, continuation: $1) }
    if key is any SharedKeyWithoutStorage {
      self.saveValue = nil
    } else {
      self.saveValue = { key.save($0, context: $1, continuation: $2) }
    }
    if let key = key as? any SharedKeyTakingChanges<Value> {
      self.takeChange = key.changeTaker(reportingTo: self.saveReport)
    } else {
      self.takeChange = nil
    }
  }

  /// Loads the stored value into `box` (its ``SharedBox/initialLoad``, unless the caller loads
  /// it itself) and subscribes it to outside changes: the box's first moments, right after it
  /// is made.
  func start<Key: SharedReaderKey<Value>>(_ key: Key, box: SharedBox<Value>) {
    let initialValue = self.initialValue.value
    if let load = box.initialLoad {
      // Loading until the key answers, which may be long after the declaration returns; a
      // change made meanwhile overtakes the answer.
      self.loadValue(
        .initialValue(initialValue),
        LoadContinuation(self.description) { [weak box] result in
          box?.receive(result, of: load, initialValue: initialValue)
        }
      )
    }
    let subscription = key.subscribe(
      context: .initialValue(initialValue),
      subscriber: SharedSubscriber { [weak box] result in
        box?.receive(result, initialValue: initialValue)
      } onLoading: { [weak box] isLoading in
        box?.setLoading(isLoading)
      } onSaved: { [weak box] result in
        box?.saved(result)
      }
    )
    self.subscription.withLock { $0 = subscription }
  }

  /// Asks the key for the stored value and gives its answer to `box` as the answer to `load`.
  func load(_ load: SharedLoadStateMachine.Load, into box: SharedBox<Value>) async throws {
    let initialValue = self.initialValue.value
    // The value's type need not be `Sendable`; it only crosses from the key to this task.
    let result = await withCheckedContinuation { continuation in
      self.loadValue(
        .userInitiated,
        LoadContinuation(self.description) { continuation.resume(returning: UncheckedSendable($0)) }
      )
    }.value
    box.receive(result, of: load, initialValue: initialValue)
    if case .failure(let error) = result { throw error }
  }

  /// Whether a change is handed to the key to save: not for a key that keeps nothing outside
  /// the box (``SharedKeyWithoutStorage``), nor for a reader's.
  var savesChanges: Bool {
    self.saveValue != nil
  }

  /// Whether the key takes changes itself (``SharedKeyTakingChanges``): a change is then told
  /// with ``changed()``, not handed with ``save(_:context:into:)``.
  var takesChanges: Bool {
    self.takeChange != nil
  }

  /// Tells a key taking changes that the value changed.
  func changed() {
    self.takeChange?()
  }

  /// Hands a change to the key; a failure is kept as the box's `saveError`.
  func save(_ value: Value, context: SaveContext, into box: SharedBox<Value>) {
    self.saveValue?(
      value, context,
      SaveContinuation(self.description) { [weak box] result in box?.saved(result) }
    )
  }

  nonisolated(nonsending)
  func save(_ value: Value, into box: SharedBox<Value>) async throws {
    guard let saveValue = self.saveValue else { return }
    let result = await withCheckedContinuation { continuation in
      saveValue(
        value, .userInitiated,
        SaveContinuation(self.description) { continuation.resume(returning: $0) }
      )
    }
    box.saved(result)
    if case .failure(let error) = result { throw error }
  }
}

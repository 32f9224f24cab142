import AlgebraicEffects
@_spi(Internals) import Dependencies
import IssueReporting

/// The boxes of the keyed shared values: every `@Shared` of the same key gets the same box.
///
/// Boxes are kept for the life of the process (a key is a place, and its value outlives the
/// features that show it). Under test the dependency gives each test a fresh set, so that each
/// test starts from its own values.
final class SharedBoxes: Sendable {
  private struct Identity: Hashable {
    let keyType: ObjectIdentifier
    let id: AnyHashable
  }

  private let boxes = Locked<[Identity: any SharedBoxProtocol]>([:])

  /// The writers of the files these shared values are kept in: their pauses and what they last
  /// wrote belong to these values, and end with them (with the test, under test).
  let fileWriters = FileWriters()

  /// The box of `key`, made (loading the stored value, and subscribing to changes) if it is
  /// the first use of the key. `loadsStoredValue: false` leaves the load to the caller, which
  /// loads with `load()` and hears how it went (`load(_:)`).
  ///
  /// The initial value is computed outside the lock: it may declare shared values of its own (a
  /// model whose properties are `@Shared`), which come back here. Two declarations of one key
  /// made at once may both compute it; the first to be registered is the value of both.
  ///
  /// A new box is registered under the lock of the dependency cache, which a dependency's
  /// initialiser (its `liveValue` or `testValue`, computed on first use) holds while it runs: a
  /// declaration made while an initialiser runs elsewhere waits for it to end, so that it sees
  /// what the initialiser wrote to a key it declared. The initialiser's own declarations, on
  /// its thread, pass (the lock is recursive).
  func box<Key: SharedReaderKey>(
    for key: Key,
    default initialValue: () throws -> Key.Value,
    loadsStoredValue: Bool = true,
    persistence: (Key.Value) -> SharedPersistence<Key.Value>
  ) rethrows -> SharedBox<Key.Value> {
    let identity = Self.identity(of: key)
    switch self.lookUp(identity, as: Key.Value.self) {
    case .found(let box):
      return box
    case .holdsAnotherType:
      reportIssue(
        """
        The shared key \(String(describing: key)) holds a value of another type than \
        \(Key.Value.self): this reference gets a value of its own.
        """
      )
      let initialValue = try initialValue()
      return self.started(
        SharedBox(
          value: initialValue, persistence: persistence(initialValue),
          loadsStoredValue: loadsStoredValue
        ),
        key: key
      )
    case .none:
      let initialValue = try initialValue()
      // Loading from before it is registered: a change made through another declaration that
      // finds it there, before its load is asked for, is newer than the load's answer.
      let made = SharedBox(
        value: initialValue, persistence: persistence(initialValue),
        loadsStoredValue: loadsStoredValue
      )
      let registered = Self.afterDependencyInitialisers {
        self.boxes.withLock { boxes in
          if let box = boxes[identity] { return box }
          boxes[identity] = made
          return made
        }
      }
      guard registered === made else {
        // Another declaration registered the key while this one computed its initial value.
        return (registered as? SharedBox<Key.Value>) ?? self.started(made, key: key)
      }
      return self.started(made, key: key)
    }
  }

  /// The box already registered for `key`, if there is one and it holds a value of the key's
  /// type.
  func existingBox<Key: SharedReaderKey>(for key: Key) -> SharedBox<Key.Value>? {
    guard case .found(let box) = self.lookUp(Self.identity(of: key), as: Key.Value.self) else {
      return nil
    }
    return box
  }

  private enum LookUp<Value> {
    case found(SharedBox<Value>)
    case holdsAnotherType
    case none
  }

  private func lookUp<Value>(_ identity: Identity, as _: Value.Type) -> LookUp<Value> {
    guard let box = self.boxes.withLock({ $0[identity] }) else { return .none }
    guard let box = box as? SharedBox<Value> else { return .holdsAnotherType }
    return .found(box)
  }

  /// Runs `body` once no dependency's initialiser runs on another thread, and before another
  /// may start: under the lock the dependency cache holds while it computes a dependency.
  private static func afterDependencyInitialisers<Result>(_ body: () -> Result) -> Result {
    let cache = DependencyValues._current.cachedValues
    cache.lock.lock()
    defer { cache.lock.unlock() }
    return body()
  }

  private static func identity<Key: SharedReaderKey>(of key: Key) -> Identity {
    let keyType = (Key.self as? any SharedKeyWrapping.Type)?.wrappedKeyType ?? Key.self
    return Identity(keyType: ObjectIdentifier(keyType), id: AnyHashable(key.id))
  }

  private func started<Key: SharedReaderKey>(
    _ box: SharedBox<Key.Value>, key: Key
  ) -> SharedBox<Key.Value> {
    box.persistence?.start(key, box: box)
    return box
  }
}

extension SharedBoxes: DependencyKey {
  static var liveValue: SharedBoxes { SharedBoxes() }
  static var testValue: SharedBoxes { SharedBoxes() }
}

/// A key that stands for another (a key with a default): both share one box.
protocol SharedKeyWrapping {
  static var wrappedKeyType: Any.Type { get }
}

import AlgebraicEffects
import Dependencies
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

  /// The box of `key`, made (loading the stored value, and subscribing to changes) if it is
  /// the first use of the key. `loadsStoredValue: false` leaves the load to the caller, which
  /// loads with `load()` and hears how it went (`load(_:)`).
  func box<Key: SharedReaderKey>(
    for key: Key,
    default initialValue: () throws -> Key.Value,
    loadsStoredValue: Bool = true,
    persistence: (Key.Value) -> SharedPersistence<Key.Value>
  ) rethrows -> SharedBox<Key.Value> {
    let keyType = (Key.self as? any SharedKeyWrapping.Type)?.wrappedKeyType ?? Key.self
    let identity = Identity(keyType: ObjectIdentifier(keyType), id: AnyHashable(key.id))
    let (box, isNew) = try self.boxes.withLock { boxes in
      if let box = boxes[identity] {
        if let box = box as? SharedBox<Key.Value> { return (box, false) }
        reportIssue(
          """
          The shared key \(String(describing: key)) holds a value of another type than \
          \(Key.Value.self): this reference gets a value of its own.
          """
        )
      }
      let initialValue = try initialValue()
      let box = SharedBox(value: initialValue, persistence: persistence(initialValue))
      if boxes[identity] == nil { boxes[identity] = box }
      return (box, true)
    }
    if isNew, let persistence = box.persistence {
      persistence.start(key, box: box, loadsStoredValue: loadsStoredValue)
    }
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

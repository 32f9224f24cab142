/// What changed between two JSON documents, as a JSON Patch (RFC 6902): the operations that,
/// applied in order to the first, give the second.
///
/// ```swift
/// let changes = JSONPatch.changes(from: before, to: after)
/// // [{"op":"replace","path":"/count","value":2}]
/// ```
///
/// Objects are compared member by member, so a change deep in the state is one operation at
/// its place. Arrays whose elements are all objects with distinct `id` members (an
/// `IdentifiedArray` of `Identifiable` values) are compared by id: an element added, removed or
/// moved in a list of thousands is one operation, and an element that changed is changed where
/// it is. Other arrays are compared by position, after what they start and end with alike.
public enum JSONPatch {
  /// The operations that take `old` to `new`; none when they are equal.
  public static func changes(from old: JSONValue, to new: JSONValue) -> [JSONPatchOperation] {
    var operations: [JSONPatchOperation] = []
    self.compare(old, new, at: .root, into: &operations)
    return operations
  }

  private static func compare(
    _ old: JSONValue, _ new: JSONValue, at path: JSONPointer,
    into operations: inout [JSONPatchOperation]
  ) {
    guard old != new else { return }
    switch (old, new) {
    case (.object(let old), .object(let new)):
      for key in old.keys.sorted() where new[key] == nil {
        operations.append(.remove(path: path.appending(key)))
      }
      for key in new.keys.sorted() {
        guard let newMember = new[key] else { continue }
        if let oldMember = old[key] {
          self.compare(oldMember, newMember, at: path.appending(key), into: &operations)
        } else {
          operations.append(.add(path: path.appending(key), value: newMember))
        }
      }
    case (.array(let old), .array(let new)):
      if let oldIDs = self.ids(of: old), let newIDs = self.ids(of: new) {
        self.compareByID(old, oldIDs, new, newIDs, at: path, into: &operations)
      } else {
        self.compareByPosition(old, new, at: path, into: &operations)
      }
    default:
      operations.append(.replace(path: path, value: new))
    }
  }

  /// The `id` of each element, if every element is an object with one and no two are equal.
  private static func ids(of array: [JSONValue]) -> [JSONValue]? {
    var ids: [JSONValue] = []
    ids.reserveCapacity(array.count)
    var seen: Set<JSONValue> = []
    for element in array {
      guard case .object(let members) = element, let id = members["id"], seen.insert(id).inserted
      else { return nil }
      ids.append(id)
    }
    return ids
  }

  /// Removes what is gone (from the end, so that the indices still to come stay right), then
  /// walks the new order: an element already in place is compared, one further on is moved
  /// here, and one that is new is added.
  private static func compareByID(
    _ old: [JSONValue], _ oldIDs: [JSONValue], _ new: [JSONValue], _ newIDs: [JSONValue],
    at path: JSONPointer, into operations: inout [JSONPatchOperation]
  ) {
    let kept = Set(newIDs)
    var oldByID: [JSONValue: JSONValue] = [:]
    for (id, element) in zip(oldIDs, old) { oldByID[id] = element }
    var current = oldIDs
    for index in current.indices.reversed() where !kept.contains(current[index]) {
      operations.append(.remove(path: path.appending(index)))
      current.remove(at: index)
    }
    for (index, id) in newIDs.enumerated() {
      if index < current.count, current[index] == id {
        // In place.
      } else if let from = current[index...].firstIndex(of: id) {
        operations.append(.move(from: path.appending(from), path: path.appending(index)))
        current.insert(current.remove(at: from), at: index)
      } else {
        operations.append(.add(path: path.appending(index), value: new[index]))
        current.insert(id, at: index)
        continue
      }
      if let before = oldByID[id] {
        self.compare(before, new[index], at: path.appending(index), into: &operations)
      }
    }
  }

  private static func compareByPosition(
    _ old: [JSONValue], _ new: [JSONValue], at path: JSONPointer,
    into operations: inout [JSONPatchOperation]
  ) {
    var start = 0
    while start < old.count, start < new.count, old[start] == new[start] { start += 1 }
    var end = 0
    while end < old.count - start, end < new.count - start,
      old[old.count - 1 - end] == new[new.count - 1 - end]
    {
      end += 1
    }
    let oldMiddle = old.count - start - end
    let newMiddle = new.count - start - end
    let common = min(oldMiddle, newMiddle)
    for offset in 0..<common {
      self.compare(
        old[start + offset], new[start + offset], at: path.appending(start + offset),
        into: &operations
      )
    }
    // From the last, so that each index still names the element it did.
    for offset in (common..<oldMiddle).reversed() {
      operations.append(.remove(path: path.appending(start + offset)))
    }
    for offset in common..<newMiddle {
      operations.append(.add(path: path.appending(start + offset), value: new[start + offset]))
    }
  }
}

import AlgebraicEffects

/// A shared optional value seen as the value it holds: `Shared($currentUser)`.
///
/// Once the base becomes `nil`, reads give the last value it held, so that a feature still
/// showing the value does not crash; writes then change that last value only. A read from inside
/// a change of the base (`$syncUps.withLock { $0.remove(id: state.syncUp.id) }`, where
/// `state.syncUp` unwraps `$syncUps[id: id]`) gives that last value too: the base is being
/// changed in place, and the value this read last saw is the one from before the change.
final class SharedOptionalReference<Value>: SharedReference {
  private let base: any SharedReference<Value?>
  private let last: Locked<Value>

  init(base: any SharedReference<Value?>, initialValue: Value) {
    self.base = base
    self.last = Locked(initialValue)
  }

  func read(_ side: SharedAssertion?) -> Value {
    guard !self.base.box.isChangedHere, let value = self.base.read(side) else {
      return self.last.withLock { $0 }
    }
    if side == nil { self.last.withLock { $0 = value } }
    return value
  }

  func update<Result>(
    _ side: SharedAssertion?, _ body: (inout Value) throws -> Result
  ) rethrows -> Result {
    try self.base.update(side) { optional in
      guard var value = optional else {
        return try self.last.withLock { try body(&$0) }
      }
      defer {
        optional = value
        if side == nil { self.last.withLock { [value] in $0 = value } }
      }
      return try body(&value)
    }
  }

  var box: any SharedBoxProtocol { self.base.box }

  var description: String { "\(self.base.description)!" }
}

/// A shared optional value seen read-only as the value it holds: `SharedReader($currentUser)`.
final class SharedReaderOptionalReference<Value>: SharedReadable {
  private let base: any SharedReadable<Value?>
  private let last: Locked<Value>

  init(base: any SharedReadable<Value?>, initialValue: Value) {
    self.base = base
    self.last = Locked(initialValue)
  }

  func read(_ side: SharedAssertion?) -> Value {
    guard !self.base.box.isChangedHere, let value = self.base.read(side) else {
      return self.last.withLock { $0 }
    }
    if side == nil { self.last.withLock { $0 = value } }
    return value
  }

  var box: any SharedBoxProtocol { self.base.box }

  var description: String { "\(self.base.description)!" }
}

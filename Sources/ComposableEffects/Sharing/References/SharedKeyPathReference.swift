import ConcurrencyExtras

/// A part of another shared value, reached by a key path: `$signUp.name`. Reads and writes go
/// to the base, so every holder of the base sees a change made through the part.
final class SharedKeyPathReference<Base, Value>: SharedReference {
  private let base: any SharedReference<Base>
  private let keyPath: UncheckedSendable<WritableKeyPath<Base, Value>>

  init(base: any SharedReference<Base>, keyPath: WritableKeyPath<Base, Value>) {
    self.base = base
    self.keyPath = UncheckedSendable(keyPath)
  }

  func read(_ side: SharedAssertion?) -> Value {
    self.base.read(side)[keyPath: self.keyPath.value]
  }

  func update<Result>(
    _ side: SharedAssertion?, _ body: (inout Value) throws -> Result
  ) rethrows -> Result {
    try self.base.update(side) { try body(&$0[keyPath: self.keyPath.value]) }
  }

  var box: any SharedBoxProtocol { self.base.box }

  var description: String {
    "\(self.base.description)\(SharedKeyPathName.describe(self.keyPath.value))"
  }
}

/// A read-only part of another shared value, reached by a key path: `$items.count`.
final class SharedReaderKeyPathReference<Base, Value>: SharedReadable {
  private let base: any SharedReadable<Base>
  private let keyPath: UncheckedSendable<KeyPath<Base, Value>>

  init(base: any SharedReadable<Base>, keyPath: KeyPath<Base, Value>) {
    self.base = base
    self.keyPath = UncheckedSendable(keyPath)
  }

  func read(_ side: SharedAssertion?) -> Value {
    self.base.read(side)[keyPath: self.keyPath.value]
  }

  var box: any SharedBoxProtocol { self.base.box }

  var description: String {
    "\(self.base.description)\(SharedKeyPathName.describe(self.keyPath.value))"
  }
}

/// The text of a key path after its root type: `.name`, `[id: 1]`.
enum SharedKeyPathName {
  static func describe(_ keyPath: AnyKeyPath) -> String {
    let text = String(describing: keyPath)
    guard text.hasPrefix("\\"), let dot = text.firstIndex(where: { $0 == "." || $0 == "[" }) else {
      return ".\(text)"
    }
    return String(text[dot...])
  }
}

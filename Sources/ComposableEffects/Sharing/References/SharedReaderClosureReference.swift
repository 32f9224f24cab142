/// A value computed from another shared value by a closure: `$items.read { $0.count }`. It
/// holds nothing of its own: each read runs the closure on the base's value, so it follows the
/// base, and observing it observes the base.
final class SharedReaderClosureReference<Base, Value>: SharedReadable {
  private let base: any SharedReadable<Base>
  private let body: @Sendable (Base) -> Value

  init(base: any SharedReadable<Base>, body: @escaping @Sendable (Base) -> Value) {
    self.base = base
    self.body = body
  }

  func read(_ side: SharedAssertion?) -> Value {
    self.body(self.base.read(side))
  }

  var box: any SharedBoxProtocol { self.base.box }

  var description: String { "\(self.base.description).read { … }" }
}

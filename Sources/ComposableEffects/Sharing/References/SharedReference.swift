/// What a ``SharedReader`` reads through: the box that owns a value (``SharedBox``), or a
/// projection into another reference's value.
///
/// Every read takes the side of a test store's assertion into account (``SharedAssertion``):
/// outside one, `side` is `nil` and the live value is read.
protocol SharedReadable<Value>: AnyObject, Sendable {
  associatedtype Value

  /// The value, as `side` sees it: the live value when `side` is `nil`.
  func read(_ side: SharedAssertion?) -> Value

  /// The box that owns the value: its persistence, and its identity.
  var box: any SharedBoxProtocol { get }

  /// A name for dumps and failures: the key, or the path from it.
  var description: String { get }
}

/// What a ``Shared`` reads and writes through.
protocol SharedReference<Value>: SharedReadable {
  /// Changes the value exclusively, as `side` sees it: the live value when `side` is `nil`.
  func update<Result>(
    _ side: SharedAssertion?,
    _ body: (inout Value) throws -> Result
  ) rethrows -> Result
}

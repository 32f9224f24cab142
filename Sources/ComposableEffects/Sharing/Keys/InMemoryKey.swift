/// A key that keeps a shared value in memory, for the life of the process: every
/// `@Shared(.inMemory("name"))` shares it, and nothing is written anywhere.
///
/// ```swift
/// @Shared(.inMemory("count")) var count = 0
/// ```
///
/// Under test each test starts from its own values.
public struct InMemoryKey<Value: Sendable>: SharedKey {
  private let key: String

  init(_ key: String) {
    self.key = key
  }

  /// The name: keys of the same name (and value type) share one value.
  public var id: String {
    self.key
  }

  /// Nothing is loaded: the value lives in the shared value's box, begun from its initial
  /// value.
  public func load(context: LoadContext<Value>, continuation: LoadContinuation<Value>) {
    continuation.resumeReturningInitialValue()
  }

  /// Nothing changes from outside.
  public func subscribe(
    context: LoadContext<Value>, subscriber: SharedSubscriber<Value>
  ) -> SharedSubscription {
    SharedSubscription {}
  }

  /// Nothing is written: the box holds the value.
  public func save(_ value: Value, context: SaveContext, continuation: SaveContinuation) {
    continuation.resume()
  }
}

extension InMemoryKey: CustomStringConvertible {
  /// `.inMemory("name")`.
  public var description: String {
    ".inMemory(\(String(reflecting: self.key)))"
  }
}

extension SharedReaderKey {
  /// A key keeping a value in memory under `key`, shared by every `@Shared` of that name.
  ///
  /// ```swift
  /// @Shared(.inMemory("count")) var count = 0
  /// ```
  public static func inMemory<Value>(_ key: String) -> Self where Self == InMemoryKey<Value> {
    InMemoryKey(key)
  }
}

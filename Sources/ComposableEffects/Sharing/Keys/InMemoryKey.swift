import Dependencies

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
  /// Where the value is held: the box of this key, among the boxes of the dependencies the key
  /// was made with.
  private let boxes: SharedBoxes

  init(_ key: String) {
    @Dependency(SharedBoxes.self) var boxes
    self.key = key
    self.boxes = boxes
  }

  /// The name: keys of the same name (and value type) share one value.
  public var id: String {
    self.key
  }

  /// The value held under this name, if a shared value of it exists; otherwise the initial
  /// value.
  ///
  /// The value lives in the shared value's box, so a load asked for (`load()`,
  /// `require:`) answers with what the box holds, and the first load of a new shared value with
  /// its initial value.
  public func load(context: LoadContext<Value>, continuation: LoadContinuation<Value>) {
    guard case .userInitiated = context, let box = self.boxes.existingBox(for: self) else {
      continuation.resumeReturningInitialValue()
      return
    }
    continuation.resume(returning: box.read(nil))
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

extension InMemoryKey: SharedKeyWithoutStorage {}

/// A key whose value lives in its box alone (``InMemoryKey``): a change is handed to no key to
/// save, so it costs no continuation, and no second notice to observers that it was saved.
protocol SharedKeyWithoutStorage {}

extension _SharedKeyDefault: SharedKeyWithoutStorage where Base: SharedKeyWithoutStorage {}

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

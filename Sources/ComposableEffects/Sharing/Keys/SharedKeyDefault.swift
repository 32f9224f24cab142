extension SharedReaderKey {
  /// A key with a default value, so that `@Shared(.key)` needs none:
  ///
  /// ```swift
  /// extension SharedReaderKey where Self == InMemoryKey<Stats>.Default {
  ///   static var stats: Self {
  ///     Self[.inMemory("stats"), default: Stats()]
  ///   }
  /// }
  ///
  /// @Shared(.stats) var stats
  /// ```
  public typealias Default = _SharedKeyDefault<Self>
}

/// A key and the value a shared value of it starts from when nothing is stored. Written
/// `SomeKey.Default`, and made with `Self[key, default: value]`.
public struct _SharedKeyDefault<Base: SharedReaderKey>: SharedReaderKey {
  let base: Base
  let defaultValue: @Sendable () -> Base.Value

  /// `key`, whose shared values start from `value` when nothing is stored.
  public static subscript(
    _ key: Base, default value: @autoclosure @escaping @Sendable () -> Base.Value
  ) -> Self {
    Self(base: key, defaultValue: value)
  }

  /// The value shared values of this key start from when nothing is stored (unless their
  /// declaration gives another).
  public var initialValue: Base.Value {
    self.defaultValue()
  }

  /// The identifier of the key it wraps: a key and its defaulted form share one value.
  public var id: Base.ID {
    self.base.id
  }

  /// Loads as the key it wraps.
  public func load(context: LoadContext<Base.Value>, continuation: LoadContinuation<Base.Value>) {
    self.base.load(context: context, continuation: continuation)
  }

  /// Subscribes as the key it wraps.
  public func subscribe(
    context: LoadContext<Base.Value>, subscriber: SharedSubscriber<Base.Value>
  ) -> SharedSubscription {
    self.base.subscribe(context: context, subscriber: subscriber)
  }
}

extension _SharedKeyDefault: SharedKey where Base: SharedKey {
  /// Saves as the key it wraps.
  public func save(_ value: Base.Value, context: SaveContext, continuation: SaveContinuation) {
    self.base.save(value, context: context, continuation: continuation)
  }
}

extension _SharedKeyDefault: CustomStringConvertible {
  /// The description of the key it wraps.
  public var description: String {
    String(describing: self.base)
  }
}

extension Shared {
  /// The value stored by `key`, or the key's default when nothing is stored.
  public init(_ key: _SharedKeyDefault<some SharedKey<Value>>) {
    self.init(wrappedValue: key.defaultValue(), key)
  }

  /// The value stored by `key`, or `wrappedValue` (instead of the key's default) when nothing
  /// is stored.
  @_disfavoredOverload
  public init(wrappedValue: @autoclosure () -> Value, _ key: _SharedKeyDefault<some SharedKey<Value>>) {
    self.init(wrappedValue: wrappedValue(), key)
  }
}

extension SharedReader {
  /// The value stored by `key`, or the key's default when nothing is stored.
  public init(_ key: _SharedKeyDefault<some SharedReaderKey<Value>>) {
    self.init(wrappedValue: key.defaultValue(), key)
  }

  /// The value stored by `key`, or `wrappedValue` (instead of the key's default) when nothing
  /// is stored.
  @_disfavoredOverload
  public init(
    wrappedValue: @autoclosure () -> Value, _ key: _SharedKeyDefault<some SharedReaderKey<Value>>
  ) {
    self.init(wrappedValue: wrappedValue(), key)
  }
}

extension _SharedKeyDefault: SharedKeyWrapping {
  static var wrappedKeyType: Any.Type { Base.self }
}

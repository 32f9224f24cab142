/// A place a shared value is read from: loads it, and tells of changes made there.
///
/// The package's keys (``InMemoryKey``, ``FileStorageKey``, ``AppStorageKey``) cover most uses;
/// conform to this protocol (or ``SharedKey``, to save too) for another place, such as a remote
/// configuration:
///
/// ```swift
/// struct RemoteFlagKey: SharedReaderKey {
///   let name: String
///   var id: String { name }
///
///   func load(context: LoadContext<Bool>, continuation: LoadContinuation<Bool>) {
///     continuation.resume(returning: Flags.current[name] ?? false)
///   }
///
///   func subscribe(
///     context: LoadContext<Bool>, subscriber: SharedSubscriber<Bool>
///   ) -> SharedSubscription {
///     let token = Flags.observe(name) { subscriber.yield($0) }
///     return SharedSubscription { token.cancel() }
///   }
/// }
///
/// @SharedReader(RemoteFlagKey(name: "newOnboarding")) var isNewOnboarding = false
/// ```
///
/// Every `@Shared` or `@SharedReader` of keys with the same ``id`` (and type) holds the same
/// value: the key loads it once, when the first one is made, and subscribes to its changes.
public protocol SharedReaderKey<Value>: Sendable {
  /// The type of the value stored.
  associatedtype Value: Sendable

  /// What makes two keys the same place: the key itself by default.
  associatedtype ID: Hashable = Self

  /// Identifies the place: keys with equal identifiers share one value.
  var id: ID { get }

  /// Loads the stored value, resuming `continuation` exactly once: with the value, with
  /// `resumeReturningInitialValue()` when nothing is stored, or with an error.
  func load(context: LoadContext<Value>, continuation: LoadContinuation<Value>)

  /// Starts telling `subscriber` of changes made to the stored value from outside, until the
  /// returned subscription is cancelled.
  func subscribe(
    context: LoadContext<Value>, subscriber: SharedSubscriber<Value>
  ) -> SharedSubscription
}

extension SharedReaderKey where ID == Self {
  /// The key itself.
  public var id: Self { self }
}

/// Why a key is asked to load: to begin a shared value that has this initial value, or because
/// the user called `load()`.
public enum LoadContext<Value> {
  /// The first load of a shared value, whose declaration gives this value when nothing is
  /// stored.
  case initialValue(Value)

  /// A load asked for with ``Shared/load()`` or ``SharedReader/load()``.
  case userInitiated

  /// The value given by the declaration, when it is the first load.
  public var initialValue: Value? {
    guard case .initialValue(let value) = self else { return nil }
    return value
  }
}

extension LoadContext: Sendable where Value: Sendable {}

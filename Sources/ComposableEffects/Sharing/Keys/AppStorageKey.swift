import ConcurrencyExtras
import Dependencies
import Foundation

/// A key that keeps a shared value in user defaults, as SwiftUI's `@AppStorage` does: a
/// `Bool`, `Int`, `Double`, `String`, `[String]`, `URL`, `Data` or `Date`, a `RawRepresentable`
/// of a `String` or an `Int`, any other `Codable` value (as JSON data), or an optional of any
/// of them.
///
/// ```swift
/// @Shared(.appStorage("isHapticsOn")) var isHapticsOn = true
/// @Shared(.appStorage("theme")) var theme = Theme.system   // enum Theme: String
/// ```
///
/// The defaults are the `DependencyValues.defaultAppStorage` dependency (`.standard`), unless
/// the key names a `store`; under test, a fresh suite of defaults for each test, so tests never
/// touch the real ones.
public struct AppStorageKey<Value: Sendable>: SharedKey {
  private let key: String
  private let store: UncheckedSendable<UserDefaults>
  private let get: @Sendable (UserDefaults, String) -> Value?
  private let set: @Sendable (UserDefaults, String, Value) -> Void

  init(
    _ key: String,
    store: UserDefaults?,
    get: @escaping @Sendable (UserDefaults, String) -> Value?,
    set: @escaping @Sendable (UserDefaults, String, Value) -> Void
  ) {
    @Dependency(\.defaultAppStorage) var defaultStore
    self.key = key
    self.store = UncheckedSendable(store ?? defaultStore)
    self.get = get
    self.set = set
    AppStorageSuites.use(self.store.value, by: ".appStorage(\(String(reflecting: key)))")
  }

  /// The name in its defaults: keys of the same name and defaults share one value.
  public struct ID: Hashable, Sendable {
    let key: String
    let store: ObjectIdentifier
  }

  /// The name in its defaults.
  public var id: ID {
    ID(key: self.key, store: ObjectIdentifier(self.store.value))
  }

  /// Reads the stored value; nothing stored gives the initial value, which the first load of a
  /// shared value writes to the defaults, so that other readers of the defaults see the value
  /// the app shows.
  ///
  /// The read and that write are one step for every writer of this package: a change saved by
  /// another thread between them would otherwise be written over with the initial value.
  public func load(context: LoadContext<Value>, continuation: LoadContinuation<Value>) {
    let (stored, wroteInitialValue) = AppStorageSuites.writing { () -> (Value?, Bool) in
      let stored = self.get(self.store.value, self.key)
      guard stored == nil, case .initialValue(let initialValue) = context else {
        return (stored, false)
      }
      self.set(self.store.value, self.key, initialValue)
      return (nil, true)
    }
    if wroteInitialValue { AppStorageSuites.announceWrite(of: self.key, in: self.store.value) }
    continuation.resume(with: .success(stored))
  }

  /// Tells of changes made to the defaults elsewhere, as far as they are announced.
  ///
  /// On Apple platforms Foundation announces every change made in the process. On Linux it
  /// announces none: a holder sees the changes made through this package (through any store
  /// object for the same suite), and a direct write (`defaults.set(…)`) once the code that made
  /// it posts `UserDefaults.didChangeNotification` with the store as its object. Changes made
  /// by another process are not seen on Linux.
  public func subscribe(
    context: LoadContext<Value>, subscriber: SharedSubscriber<Value>
  ) -> SharedSubscription {
    let observer = NotificationCenter.default.addObserver(
      forName: UserDefaults.didChangeNotification, object: nil, queue: nil
    ) { [self] notification in
      guard AppStorageSuites.mustReread(self.key, in: self.store.value, on: notification) else {
        return
      }
      subscriber.yield(with: .success(self.get(self.store.value, self.key)))
    }
    let token = UncheckedSendable(observer)
    return SharedSubscription { NotificationCenter.default.removeObserver(token.value) }
  }

  /// Writes the value to the defaults.
  public func save(_ value: Value, context: SaveContext, continuation: SaveContinuation) {
    self.write(value)
    continuation.resume()
  }

  private func write(_ value: Value) {
    AppStorageSuites.writing { self.set(self.store.value, self.key, value) }
    AppStorageSuites.announceWrite(of: self.key, in: self.store.value)
  }
}

extension AppStorageKey: CustomStringConvertible {
  /// `.appStorage("name")`.
  public var description: String {
    ".appStorage(\(String(reflecting: self.key)))"
  }
}

extension SharedReaderKey {
  /// A `Bool` kept in user defaults under `key`.
  public static func appStorage(_ key: String, store: UserDefaults? = nil) -> Self
  where Self == AppStorageKey<Bool> {
    AppStorageKey(key, store: store, get: { $0.object(forKey: $1) as? Bool }, set: { $0.set($2, forKey: $1) })
  }

  /// An `Int` kept in user defaults under `key`.
  public static func appStorage(_ key: String, store: UserDefaults? = nil) -> Self
  where Self == AppStorageKey<Int> {
    AppStorageKey(key, store: store, get: { $0.object(forKey: $1) as? Int }, set: { $0.set($2, forKey: $1) })
  }

  /// A `Double` kept in user defaults under `key`.
  public static func appStorage(_ key: String, store: UserDefaults? = nil) -> Self
  where Self == AppStorageKey<Double> {
    AppStorageKey(key, store: store, get: { $0.object(forKey: $1) as? Double }, set: { $0.set($2, forKey: $1) })
  }

  /// A `String` kept in user defaults under `key`.
  public static func appStorage(_ key: String, store: UserDefaults? = nil) -> Self
  where Self == AppStorageKey<String> {
    AppStorageKey(key, store: store, get: { $0.string(forKey: $1) }, set: { $0.set($2, forKey: $1) })
  }

  /// An array of strings kept in user defaults under `key`.
  public static func appStorage(_ key: String, store: UserDefaults? = nil) -> Self
  where Self == AppStorageKey<[String]> {
    AppStorageKey(key, store: store, get: { $0.stringArray(forKey: $1) }, set: { $0.set($2, forKey: $1) })
  }

  /// A `URL` kept in user defaults under `key`.
  public static func appStorage(_ key: String, store: UserDefaults? = nil) -> Self
  where Self == AppStorageKey<URL> {
    AppStorageKey(key, store: store, get: { $0.url(forKey: $1) }, set: { $0.set($2, forKey: $1) })
  }

  /// `Data` kept in user defaults under `key`.
  public static func appStorage(_ key: String, store: UserDefaults? = nil) -> Self
  where Self == AppStorageKey<Data> {
    AppStorageKey(key, store: store, get: { $0.data(forKey: $1) }, set: { $0.set($2, forKey: $1) })
  }

  /// A `Date` kept in user defaults under `key`.
  public static func appStorage(_ key: String, store: UserDefaults? = nil) -> Self
  where Self == AppStorageKey<Date> {
    AppStorageKey(key, store: store, get: { $0.object(forKey: $1) as? Date }, set: { $0.set($2, forKey: $1) })
  }

  /// Any other `Codable` value kept in user defaults under `key`, as JSON data.
  ///
  /// ```swift
  /// @Shared(.appStorage("layout")) var layout = Layout(columns: 2)
  /// ```
  ///
  /// Disfavored, so that a value user defaults hold natively (a `Bool`, a `String`), or one
  /// backed by a string or an integer, is kept as such even though it is `Codable` too. Stored
  /// data that cannot be decoded reads as nothing stored.
  @_disfavoredOverload
  public static func appStorage<Value: Codable & Sendable>(
    _ key: String, store: UserDefaults? = nil
  ) -> Self where Self == AppStorageKey<Value> {
    AppStorageKey(
      key, store: store,
      get: { defaults, key in AppStorageCoding.decode(Value.self, defaults.data(forKey: key)) },
      set: { defaults, key, value in AppStorageCoding.store(value, in: defaults, key: key) }
    )
  }

  /// A value of a `String`-backed type (an enum of strings) kept in user defaults under `key`.
  public static func appStorage<Value: RawRepresentable & Sendable>(
    _ key: String, store: UserDefaults? = nil
  ) -> Self where Value.RawValue == String, Self == AppStorageKey<Value> {
    AppStorageKey(
      key, store: store,
      get: { $0.string(forKey: $1).flatMap(Value.init(rawValue:)) },
      set: { $0.set($2.rawValue, forKey: $1) }
    )
  }

  /// A value of an `Int`-backed type (an enum of integers) kept in user defaults under `key`.
  public static func appStorage<Value: RawRepresentable & Sendable>(
    _ key: String, store: UserDefaults? = nil
  ) -> Self where Value.RawValue == Int, Self == AppStorageKey<Value> {
    AppStorageKey(
      key, store: store,
      get: { ($0.object(forKey: $1) as? Int).flatMap(Value.init(rawValue:)) },
      set: { $0.set($2.rawValue, forKey: $1) }
    )
  }

  /// An optional `Bool` kept in user defaults under `key`: `nil` removes it.
  public static func appStorage(_ key: String, store: UserDefaults? = nil) -> Self
  where Self == AppStorageKey<Bool?> {
    .optional(key, store: store) { $0.object(forKey: $1) as? Bool }
  }

  /// An optional `Int` kept in user defaults under `key`: `nil` removes it.
  public static func appStorage(_ key: String, store: UserDefaults? = nil) -> Self
  where Self == AppStorageKey<Int?> {
    .optional(key, store: store) { $0.object(forKey: $1) as? Int }
  }

  /// An optional `Double` kept in user defaults under `key`: `nil` removes it.
  public static func appStorage(_ key: String, store: UserDefaults? = nil) -> Self
  where Self == AppStorageKey<Double?> {
    .optional(key, store: store) { $0.object(forKey: $1) as? Double }
  }

  /// An optional `String` kept in user defaults under `key`: `nil` removes it.
  public static func appStorage(_ key: String, store: UserDefaults? = nil) -> Self
  where Self == AppStorageKey<String?> {
    .optional(key, store: store) { $0.string(forKey: $1) }
  }

  /// An optional array of strings kept in user defaults under `key`: `nil` removes it.
  public static func appStorage(_ key: String, store: UserDefaults? = nil) -> Self
  where Self == AppStorageKey<[String]?> {
    .optional(key, store: store) { $0.stringArray(forKey: $1) }
  }

  /// An optional `URL` kept in user defaults under `key`: `nil` removes it.
  public static func appStorage(_ key: String, store: UserDefaults? = nil) -> Self
  where Self == AppStorageKey<URL?> {
    .optional(key, store: store) { $0.url(forKey: $1) }
  }

  /// Optional `Data` kept in user defaults under `key`: `nil` removes it.
  public static func appStorage(_ key: String, store: UserDefaults? = nil) -> Self
  where Self == AppStorageKey<Data?> {
    .optional(key, store: store) { $0.data(forKey: $1) }
  }

  /// An optional `Date` kept in user defaults under `key`: `nil` removes it.
  public static func appStorage(_ key: String, store: UserDefaults? = nil) -> Self
  where Self == AppStorageKey<Date?> {
    .optional(key, store: store) { $0.object(forKey: $1) as? Date }
  }

  /// Any other optional `Codable` value kept in user defaults under `key`, as JSON data: `nil`
  /// removes it.
  @_disfavoredOverload
  public static func appStorage<Wrapped: Codable & Sendable>(
    _ key: String, store: UserDefaults? = nil
  ) -> Self where Self == AppStorageKey<Wrapped?> {
    AppStorageKey(
      key, store: store,
      get: { defaults, key in
        AppStorageCoding.decode(Wrapped.self, defaults.data(forKey: key)).map { .some($0) }
      },
      set: { defaults, key, value in
        if let value {
          AppStorageCoding.store(value, in: defaults, key: key)
        } else {
          defaults.removeObject(forKey: key)
        }
      }
    )
  }

  /// An optional value of a `String`-backed type kept in user defaults under `key`: `nil`
  /// removes it.
  public static func appStorage<Wrapped: RawRepresentable & Sendable>(
    _ key: String, store: UserDefaults? = nil
  ) -> Self where Wrapped.RawValue == String, Self == AppStorageKey<Wrapped?> {
    AppStorageKey(
      key, store: store,
      get: { defaults, key in
        defaults.string(forKey: key).flatMap(Wrapped.init(rawValue:)).map { .some($0) }
      },
      set: { defaults, key, value in
        if let value { defaults.set(value.rawValue, forKey: key) } else {
          defaults.removeObject(forKey: key)
        }
      }
    )
  }

  /// An optional value of an `Int`-backed type kept in user defaults under `key`: `nil`
  /// removes it.
  public static func appStorage<Wrapped: RawRepresentable & Sendable>(
    _ key: String, store: UserDefaults? = nil
  ) -> Self where Wrapped.RawValue == Int, Self == AppStorageKey<Wrapped?> {
    AppStorageKey(
      key, store: store,
      get: { defaults, key in
        (defaults.object(forKey: key) as? Int).flatMap(Wrapped.init(rawValue:)).map { .some($0) }
      },
      set: { defaults, key, value in
        if let value { defaults.set(value.rawValue, forKey: key) } else {
          defaults.removeObject(forKey: key)
        }
      }
    )
  }
}

extension AppStorageKey {
  /// An optional value stored as itself: reading gives `.some` when stored (the value loaded),
  /// and saving `nil` removes it.
  fileprivate static func optional<Wrapped>(
    _ key: String, store: UserDefaults?,
    get: @escaping @Sendable (UserDefaults, String) -> Wrapped?
  ) -> Self where Value == Wrapped? {
    AppStorageKey(
      key, store: store,
      get: { defaults, key in get(defaults, key).map { .some($0) } },
      set: { defaults, key, value in
        if let value { defaults.set(value, forKey: key) } else {
          defaults.removeObject(forKey: key)
        }
      }
    )
  }
}

/// How `Codable` values that user defaults cannot hold natively are kept there: as JSON data.
private enum AppStorageCoding {
  static func decode<Value: Decodable>(_ type: Value.Type, _ data: Data?) -> Value? {
    // Data that does not decode (written by another version of the app) reads as nothing
    // stored, so the shared value keeps its initial value until it is next saved.
    data.flatMap { try? JSONDecoder().decode(Value.self, from: $0) }
  }

  static func store<Value: Encodable>(_ value: Value, in defaults: UserDefaults, key: String) {
    guard let data = try? JSONEncoder().encode(value) else { return }
    defaults.set(data, forKey: key)
  }
}

private enum AppStorageDependency: DependencyKey {
  static var liveValue: UncheckedSendable<UserDefaults> { UncheckedSendable(.standard) }
  static var testValue: UncheckedSendable<UserDefaults> {
    // A suite of its own for each test; on Linux, defaults reach the disk only when asked to.
    UncheckedSendable(UserDefaults(suiteName: "composable-effects.tests.\(UUID().uuidString)")!)
  }
}

extension DependencyValues {
  /// The user defaults `.appStorage` keys use when they name none: `.standard`, and under test
  /// a fresh suite for each test, so tests never touch the real defaults.
  public var defaultAppStorage: UserDefaults {
    get { self[AppStorageDependency.self].value }
    set { self[AppStorageDependency.self] = UncheckedSendable(newValue) }
  }
}

private enum AppStorageKeyFormatWarningKey: DependencyKey {
  static let liveValue = true
  static let testValue = true
}

extension DependencyValues {
  /// Whether an app storage key whose name key-value observing cannot watch (a dot in it, or a
  /// leading "@") is reported: `true` by default.
  ///
  /// Kept so that code written for swift-sharing, which turns the report off with
  /// `$0.appStorageKeyFormatWarningEnabled = false`, compiles unchanged. This package observes
  /// every key through notifications, on every platform, so such a name works like any other
  /// and nothing is reported whatever this says.
  public var appStorageKeyFormatWarningEnabled: Bool {
    get { self[AppStorageKeyFormatWarningKey.self] }
    set { self[AppStorageKeyFormatWarningKey.self] = newValue }
  }
}

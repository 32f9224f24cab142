import ComposableEffects
import Foundation

extension DependencyValues {
  /// The database `.postgres` keys use when none is given to them.
  ///
  /// By default, the database at the `DATABASE_URL` environment variable, if it is set and
  /// valid; `nil` otherwise (and in tests and previews), and the keys then fail with
  /// ``PostgresSharedError/noDatabase``.
  public var postgres: PostgresSharedDatabase? {
    get { self[PostgresDatabaseKey.self] }
    set { self[PostgresDatabaseKey.self] = newValue }
  }
}

private enum PostgresDatabaseKey: DependencyKey {
  static let liveValue: PostgresSharedDatabase? = {
    guard let url = ProcessInfo.processInfo.environment["DATABASE_URL"] else { return nil }
    return try? PostgresSharedDatabase(url: url)
  }()
  static let testValue: PostgresSharedDatabase? = nil
}

import Foundation
import PostgresNIO

/// Reads a connection string into postgres-nio's configuration.
enum PostgresURL {
  static func configuration(_ string: String) throws -> PostgresClient.Configuration {
    guard
      let components = URLComponents(string: string),
      components.scheme == "postgres" || components.scheme == "postgresql",
      let host = components.host, !host.isEmpty,
      let user = components.user, !user.isEmpty
    else {
      throw PostgresSharedError.invalidURL(string)
    }
    let database = components.path.hasPrefix("/") ? String(components.path.dropFirst()) : ""
    return PostgresClient.Configuration(
      host: host,
      port: components.port ?? 5432,
      username: user.removingPercentEncoding ?? user,
      password: components.password.map { $0.removingPercentEncoding ?? $0 },
      database: database.isEmpty ? nil : database,
      tls: .disable
    )
  }
}

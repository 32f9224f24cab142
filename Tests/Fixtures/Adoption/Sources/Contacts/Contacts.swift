import ComposableEffects

/// Feature code written for Apple platforms: `URLSession` and `URL.documentsDirectory` with
/// nothing imported but the package.
public struct ContactsClient: Sendable {
  public var fetch: @Sendable () async throws -> Data
}

extension ContactsClient: DependencyKey {
  public static let liveValue = ContactsClient {
    try await URLSession.shared.data(from: URL(string: "http://127.0.0.1/contacts")!).0
  }
}

public enum ContactsFiles {
  public static var saved: URL {
    .documentsDirectory.appending(component: "contacts.json")
  }
}

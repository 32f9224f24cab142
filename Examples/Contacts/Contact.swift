import Foundation

/// A person in the contacts list.
public struct Contact: Equatable, Identifiable, Sendable {
  /// The contact's identity, which stays the same when the contact is edited.
  public let id: UUID

  /// The contact's name.
  public var name: String

  /// The contact `id` named `name`.
  public init(id: UUID, name: String) {
    self.id = id
    self.name = name
  }
}

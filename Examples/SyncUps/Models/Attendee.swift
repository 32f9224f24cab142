/// A person who takes part in a sync-up, and speaks in turn during its meetings.
public struct Attendee: Codable, Equatable, Identifiable, Sendable {
  /// The attendee's identity, stable across renames.
  public let id: ModelID<Self>
  /// The attendee's name; a form may leave it blank for a moment.
  public var name: String

  /// An attendee named `name`.
  public init(id: ID, name: String = "") {
    self.id = id
    self.name = name
  }
}

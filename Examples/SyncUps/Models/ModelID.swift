import Foundation

/// The identifier of a model value: a UUID that also carries, in its type, the model it names.
///
/// `SyncUp.ID` and `Attendee.ID` are both UUIDs underneath, but the compiler keeps them apart,
/// so an attendee's identifier can never be passed where a sync-up's is wanted:
///
/// ```swift
/// let syncUp = SyncUp(id: SyncUp.ID(uuid()))
/// let attendee = Attendee(id: Attendee.ID(uuid()))
/// ```
///
/// TCA's SyncUps app spells these identifiers with swift-tagged's `Tagged<Self, UUID>`; this
/// example has the same initialisers, so its features and tests read the same without the
/// extra package.
public struct ModelID<Model>: Hashable, Sendable, Codable {
  /// The UUID underneath.
  public var rawValue: UUID

  /// The identifier wrapping `rawValue`.
  public init(_ rawValue: UUID) {
    self.rawValue = rawValue
  }

  /// A new, random identifier. Features make theirs from the `uuid` dependency instead, so
  /// tests can predict them.
  public init() {
    self.init(UUID())
  }

  /// Decodes the identifier from a bare UUID string, as it is stored.
  public init(from decoder: any Decoder) throws {
    self.init(try decoder.singleValueContainer().decode(UUID.self))
  }

  /// Encodes the identifier as a bare UUID string.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(self.rawValue)
  }
}

extension ModelID: CustomStringConvertible {
  /// The UUID's string.
  public var description: String {
    self.rawValue.uuidString
  }
}

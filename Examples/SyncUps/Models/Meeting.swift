import Foundation

/// A meeting a sync-up held: when it was, and what was said.
///
/// The app shows a past meeting on a screen of its own, pushed on the navigation stack with
/// the sync-up it belongs to (`AppFeature.Path.State.meeting(meeting, syncUp: syncUp)`); the
/// screen only displays, so the meeting needs no reducer.
public struct Meeting: Codable, Equatable, Identifiable, Sendable {
  /// The meeting's identity.
  public let id: ModelID<Self>
  /// When the meeting ended.
  public let date: Date
  /// What the speech recogniser heard; empty when nothing was recorded.
  public var transcript: String

  /// A meeting held on `date`, with its transcript.
  public init(id: ID, date: Date, transcript: String) {
    self.id = id
    self.date = date
    self.transcript = transcript
  }
}

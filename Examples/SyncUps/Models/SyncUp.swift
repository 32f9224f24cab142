import ComposableEffects
import Foundation

/// A recurring meeting in which each attendee speaks for an equal share of the time.
///
/// ```swift
/// let syncUp = SyncUp(
///   id: SyncUp.ID(uuid()),
///   attendees: [Attendee(id: Attendee.ID(uuid()), name: "Ada")],
///   duration: .seconds(5 * 60),
///   title: "Morning sync"
/// )
/// ```
public struct SyncUp: Codable, Equatable, Identifiable, Sendable {
  /// The sync-up's identity, stable across edits.
  public let id: ModelID<Self>
  /// Who speaks, in speaking order.
  public var attendees: IdentifiedArrayOf<Attendee>
  /// How long a meeting lasts.
  public var duration: Duration
  /// The meetings held so far, the most recent first.
  public var meetings: IdentifiedArrayOf<Meeting>
  /// The colours the sync-up is shown in.
  public var theme: Theme
  /// The sync-up's name.
  public var title: String

  /// A sync-up; everything but its identity has a default, as a new one in the form does.
  public init(
    id: ID,
    attendees: IdentifiedArrayOf<Attendee> = [],
    duration: Duration = .seconds(5 * 60),
    meetings: IdentifiedArrayOf<Meeting> = [],
    theme: Theme = .bubblegum,
    title: String = ""
  ) {
    self.id = id
    self.attendees = attendees
    self.duration = duration
    self.meetings = meetings
    self.theme = theme
    self.title = title
  }

  /// Each attendee's share of the meeting.
  public var durationPerAttendee: Duration {
    self.duration / self.attendees.count
  }
}

import Foundation

extension SyncUp {
  /// A sync-up with six attendees and one-minute meetings, for tests and demonstrations.
  public static let mock = Self(
    id: ID(),
    attendees: [
      Attendee(id: Attendee.ID(), name: "Ada"),
      Attendee(id: Attendee.ID(), name: "Grace"),
      Attendee(id: Attendee.ID(), name: "Alan"),
      Attendee(id: Attendee.ID(), name: "Edsger"),
      Attendee(id: Attendee.ID(), name: "Barbara"),
      Attendee(id: Attendee.ID(), name: "Donald"),
    ],
    duration: .seconds(60),
    meetings: [
      Meeting(
        id: Meeting.ID(),
        date: Date(timeIntervalSince1970: 1_700_000_000),
        transcript: "We shipped the parser, and the release notes go out tomorrow."
      )
    ],
    theme: .orange,
    title: "Design"
  )

  /// A two-person engineering sync-up.
  public static let engineeringMock = Self(
    id: ID(),
    attendees: [
      Attendee(id: Attendee.ID(), name: "Linus"),
      Attendee(id: Attendee.ID(), name: "Margaret"),
    ],
    duration: .seconds(10 * 60),
    theme: .periwinkle,
    title: "Engineering"
  )

  /// A two-person product sync-up.
  public static let designMock = Self(
    id: ID(),
    attendees: [
      Attendee(id: Attendee.ID(), name: "Frances"),
      Attendee(id: Attendee.ID(), name: "John"),
    ],
    duration: .seconds(30 * 60),
    theme: .poppy,
    title: "Product"
  )
}

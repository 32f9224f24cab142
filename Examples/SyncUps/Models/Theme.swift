/// The colour scheme a sync-up is shown in.
public enum Theme: String, CaseIterable, Codable, Equatable, Identifiable, Sendable {
  /// Bubblegum on its contrasting text colour.
  case bubblegum
  /// Buttercup on its contrasting text colour.
  case buttercup
  /// Indigo on its contrasting text colour.
  case indigo
  /// Lavender on its contrasting text colour.
  case lavender
  /// Magenta on its contrasting text colour.
  case magenta
  /// Navy on its contrasting text colour.
  case navy
  /// Orange on its contrasting text colour.
  case orange
  /// Oxblood on its contrasting text colour.
  case oxblood
  /// Periwinkle on its contrasting text colour.
  case periwinkle
  /// Poppy on its contrasting text colour.
  case poppy
  /// Purple on its contrasting text colour.
  case purple
  /// Seafoam on its contrasting text colour.
  case seafoam
  /// Sky on its contrasting text colour.
  case sky
  /// Tan on its contrasting text colour.
  case tan
  /// Teal on its contrasting text colour.
  case teal
  /// Yellow on its contrasting text colour.
  case yellow

  /// The theme itself: each theme is its own identity in a picker.
  public var id: Self { self }

  /// The theme's name as a person reads it: "Bubblegum".
  public var name: String { self.rawValue.capitalized }
}

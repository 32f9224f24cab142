/// A colour the animated dot can take: the rainbow's, and the white it starts with.
///
/// A stand-in for SwiftUI's `Color`, which exists only where SwiftUI does; it is a plain
/// `Sendable` value, so an effect can send it.
public enum DotColor: String, CaseIterable, Equatable, Sendable {
  /// The dot's colour before any animation.
  case white
  /// Red, the rainbow's first colour.
  case red
  /// Blue.
  case blue
  /// Green.
  case green
  /// Orange.
  case orange
  /// Pink.
  case pink
  /// Purple.
  case purple
  /// Yellow.
  case yellow
  /// Black, the rainbow's last colour.
  case black

  /// The colours the rainbow button cycles through, in order, one a second.
  public static let rainbow: [DotColor] = [
    .red, .blue, .green, .orange, .pink, .purple, .yellow, .black,
  ]
}

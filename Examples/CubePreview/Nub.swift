/// The finger-like pointer the preview moves over the cube to show where the player tapped.
public struct Nub: Equatable, Sendable {
  /// Where the nub is.
  public enum Location: Equatable, Sendable {
    /// Over a face of the cube.
    case face(CubeFace)
    /// Out of sight, beside the cube.
    case offScreen
  }

  /// Where the nub is.
  public var location: Location

  /// Whether the nub is pressed down, as a finger dragging across faces.
  public var isPressed: Bool

  /// A nub; by default out of sight and not pressed.
  public init(location: Location = .offScreen, isPressed: Bool = false) {
    self.location = location
    self.isPressed = isPressed
  }
}

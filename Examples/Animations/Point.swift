/// A point on the screen, where the user tapped and where the dot moves to.
///
/// A stand-in for `CGPoint`, which exists only where Core Graphics does.
public struct Point: Equatable, Sendable {
  /// The horizontal coordinate, in points from the left edge.
  public var x: Double

  /// The vertical coordinate, in points from the top edge.
  public var y: Double

  /// The point at (`x`, `y`).
  public init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }
}

/// The position of one of the 27 small cubes that make up the 3 × 3 × 3 cube: each
/// coordinate is 0, 1 or 2, and (2, 2, 2) is the corner nearest the player.
public struct LatticePoint: Equatable, Hashable, Sendable {
  /// Left to right.
  public var x: Int

  /// Bottom to top.
  public var y: Int

  /// Back to front.
  public var z: Int

  /// The cube at (`x`, `y`, `z`).
  public init(x: Int, y: Int, z: Int) {
    self.x = x
    self.y = y
    self.z = z
  }
}

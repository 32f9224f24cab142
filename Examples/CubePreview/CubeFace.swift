import ComposableEffects

/// One face of one of the small cubes, with the letter printed on it: what a player taps to
/// spell a word.
public struct CubeFace: Equatable, Sendable {
  /// Which of a cube's three visible faces.
  public enum Side: Equatable, Sendable {
    /// The face looking up.
    case top
    /// The face looking toward the player's left.
    case left
    /// The face looking toward the player's right.
    case right
  }

  /// The cube the face belongs to.
  public var cube: LatticePoint

  /// Which of the cube's faces it is.
  public var side: Side

  /// The letter printed on the face.
  public var letter: Character

  /// The `side` face of `cube`, showing `letter`.
  public init(cube: LatticePoint, side: Side, letter: Character) {
    self.cube = cube
    self.side = side
    self.letter = letter
  }
}

extension CubeFace: CustomDumpStringConvertible {
  /// The face on one line, letter first, as a player reads it: `"C" on top of (0, 2, 0)`.
  public var customDumpDescription: String {
    "\"\(letter)\" on \(side) of (\(cube.x), \(cube.y), \(cube.z))"
  }
}

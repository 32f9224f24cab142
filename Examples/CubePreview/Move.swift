/// One move of a game, as the preview replays it.
public enum Move: Equatable, Sendable {
  /// The player spelled a word by selecting these faces, in order.
  case playedWord([CubeFace])
  /// The player removed the cube at this position: there is nothing to replay.
  case removedCube(LatticePoint)
}

import ArgumentParser
import ComposableEffects
import CubePreview
import Rainbow

/// `examples cube-preview`: seed 003's isowords playback effect: replaying a word on the cube
/// is one long effect of nub moves and face selections, cancelled when the preview goes away.
struct CubePreviewCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "cube-preview",
    abstract: "Replays a word on the cube from one long effect, cancelled when the preview closes."
  )

  @OptionGroup var options: SpeedOptions

  @Option(help: "The word to replay: \(wordLengths.lowerBound) to \(wordLengths.upperBound) letters.")
  var word = "CAMERA"

  @Option(help: "Close the preview, cancelling its task, after this many faces are selected.")
  var cancelAfter: Int?

  func validate() throws {
    guard Self.wordLengths.contains(word.count), word.allSatisfy({ $0.isLetter && $0.isASCII })
    else {
      throw ValidationError(
        "--word must be \(Self.wordLengths.lowerBound) to \(Self.wordLengths.upperBound) letters A to Z."
      )
    }
    if let cancelAfter, !(1..<word.count).contains(cancelAfter) {
      throw ValidationError("--cancel-after must be between 1 and \(word.count - 1).")
    }
  }

  @MainActor
  func run() async throws {
    let word = word.uppercased()
    let faces = zip(word, Self.tour).map { letter, face in
      CubeFace(cube: face.cube, side: face.side, letter: letter)
    }
    heading("Cube preview: replaying “\(word)”")
    let store = liveStore(
      initialState: CubePreview.State(moves: [.playedWord(faces)]),
      reducer: CubePreview(),
      speed: options.speed
    )

    let replay = store.send(.task)
    note("the preview appeared: its .task action started the replay")
    // Watches the selection as the preview would show it, until the replay ends.
    let watching = Task {
      var selected = 0
      repeat {
        if store.selectedFaces.count != selected {
          selected = store.selectedFaces.count
          let spelled = "[\(word.prefix(selected))]".green.bold + word.dropFirst(selected)
          note("selected “\(store.selectedWord.last ?? " ")”, \(selected) of \(faces.count): \(spelled)")
          if let cancelAfter, selected >= cancelAfter {
            note("the preview went away: cancelling the task that runs the replay")
            replay.cancel()
            return
          }
        }
      } while await observeChange(of: { _ = store.selectedFaces })
    }
    await replay.finish()
    watching.cancel()
    await watching.value

    if cancelAfter != nil {
      let stopped = store.state
      try? await SpeedClock(speed: options.speed).sleep(for: .milliseconds(1500))
      note(
        store.state == stopped
          ? "nothing happened in the 1.5 s after the cancellation: "
            + "\(store.selectedFaces.count) of \(faces.count) faces selected"
          : "unexpected: the replay went on after the cancellation"
      )
    } else {
      note("replayed \(store.selectedWord.green.bold): the nub is off screen again")
    }
  }

  private static let wordLengths = 3...12

  /// A path over neighbouring faces of the cube, which the word's letters are laid along.
  private static let tour: [(cube: LatticePoint, side: CubeFace.Side)] = [
    (LatticePoint(x: 0, y: 2, z: 0), .top),
    (LatticePoint(x: 1, y: 2, z: 0), .top),
    (LatticePoint(x: 1, y: 2, z: 1), .top),
    (LatticePoint(x: 2, y: 2, z: 2), .top),
    (LatticePoint(x: 2, y: 2, z: 2), .right),
    (LatticePoint(x: 2, y: 1, z: 2), .right),
    (LatticePoint(x: 2, y: 1, z: 2), .left),
    (LatticePoint(x: 1, y: 1, z: 2), .left),
    (LatticePoint(x: 1, y: 0, z: 2), .left),
    (LatticePoint(x: 2, y: 0, z: 1), .right),
    (LatticePoint(x: 2, y: 1, z: 0), .right),
    (LatticePoint(x: 2, y: 2, z: 0), .top),
  ]
}

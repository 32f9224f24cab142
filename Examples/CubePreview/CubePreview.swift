import ComposableEffects

/// The replay of a move on the cube: the nub glides to each face of a played word and selects
/// it, as the player did, so that others can see how the word was found.
///
/// The whole replay is one effect that reads top to bottom, a script of user actions with
/// pauses between them: read low power mode, let the cube sit still for a second, then for
/// each face move the nub, press it and select the face, and finally release the nub and move
/// it away:
///
/// ```swift
/// let store = Store(initialState: CubePreview.State(moves: [move])) {
///   CubePreview()
/// }
/// let replay = store.send(.task)   // as the view's `.task` modifier would
/// …
/// replay.cancel()                  // the view went away: the replay stops
/// ```
///
/// The effect is returned from ``Action/task`` and lives as long as the task that sent it:
/// cancelling that task, as SwiftUI does when the view disappears, stops the replay where it
/// is, so no more faces are selected (and no more sounds played) after the preview is closed.
@Reducer
public struct CubePreview: Sendable {
  /// The state of the feature.
  @ObservableState
  public struct State: Equatable {
    /// Whether the device is saving power, which the cube's rendering would take into
    /// account.
    public var isOnLowPowerMode: Bool

    /// The index in ``moves`` of the move to replay.
    public var moveIndex: Int

    /// The moves of the game.
    public var moves: [Move]

    /// The pointer showing where the player tapped.
    public var nub: Nub

    /// The faces selected so far in the replay.
    public var selectedFaces: [CubeFace]

    /// A state replaying `moves[moveIndex]`, with no face selected yet.
    ///
    /// - Precondition: `moveIndex` is an index of `moves`.
    public init(
      isOnLowPowerMode: Bool = false,
      moveIndex: Int = 0,
      moves: [Move],
      nub: Nub = Nub(),
      selectedFaces: [CubeFace] = []
    ) {
      precondition(moves.indices.contains(moveIndex), "The move to replay must be one of the moves.")
      self.isOnLowPowerMode = isOnLowPowerMode
      self.moveIndex = moveIndex
      self.moves = moves
      self.nub = nub
      self.selectedFaces = selectedFaces
    }

    /// The letters of the faces selected so far.
    public var selectedWord: String {
      String(selectedFaces.map(\.letter))
    }
  }

  /// What can happen in the feature.
  public enum Action: Equatable {
    /// The low power mode setting was read.
    case lowPowerModeResponse(Bool)
    /// The replay selected a face.
    case selectFace(CubeFace)
    /// The replay moved the nub.
    case setNubLocation(Nub.Location)
    /// The replay pressed the nub down or lifted it.
    case setNubPressed(Bool)
    /// The preview appeared: the replay starts, and lasts as long as the task that sent this.
    case task
  }

  @Dependency(\.continuousClock) var clock
  @Dependency(\.lowPowerMode) var lowPowerMode

  /// The feature.
  public init() {}

  /// The feature's logic.
  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .lowPowerModeResponse(let isOnLowPowerMode):
        state.isOnLowPowerMode = isOnLowPowerMode
        return .none

      case .selectFace(let face):
        state.selectedFaces.append(face)
        return .none

      case .setNubLocation(let location):
        state.nub.location = location
        return .none

      case .setNubPressed(let isPressed):
        state.nub.isPressed = isPressed
        return .none

      case .task:
        state.nub = Nub()
        state.selectedFaces = []
        return .run { [move = state.moves[state.moveIndex]] send in
          await send(
            .lowPowerModeResponse(await lowPowerMode.start().first(where: { _ in true }) ?? false)
          )
          // Let the cube sit still for a moment before the replay begins.
          try await clock.sleep(for: .seconds(1))

          guard case .playedWord(let faces) = move
          else { return }

          for (index, face) in faces.enumerated() {
            await send(.setNubLocation(.face(face)))
            // The time the nub takes to glide to the face.
            try await clock.sleep(for: .milliseconds(600))
            if index == faces.startIndex {
              await send(.setNubPressed(true))
            }
            await send(.selectFace(face))
          }
          try await clock.sleep(for: .milliseconds(600))
          await send(.setNubPressed(false))
          await send(.setNubLocation(.offScreen))
        }
      }
    }
  }
}

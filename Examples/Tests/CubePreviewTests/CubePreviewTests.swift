import ComposableEffects
import ComposableEffectsTestSupport
import CubePreview
import Testing

/// Seed 003, "isowords: Playback Effects": the replay of a word is one long effect that sends
/// user actions with pauses between them, and stops when its task is cancelled.
@MainActor
@Suite struct CubePreviewTests {
  let clock = TestClock()
  let c = CubeFace(cube: LatticePoint(x: 0, y: 2, z: 0), side: .top, letter: "C")
  let a = CubeFace(cube: LatticePoint(x: 1, y: 2, z: 0), side: .top, letter: "A")
  let b = CubeFace(cube: LatticePoint(x: 2, y: 2, z: 0), side: .right, letter: "B")

  @Test func theReplaySelectsEachFaceOfTheWord() async {
    let store = TestStore(initialState: CubePreview.State(moves: [.playedWord([c, a, b])])) {
      CubePreview()
    } withDependencies: {
      $0.continuousClock = clock
      $0.lowPowerMode.start = { AsyncStream { $0.yield(true) } }
    }

    await store.send(.task)
    await store.receive(.lowPowerModeResponse(true)) {
      $0.isOnLowPowerMode = true
    }

    await clock.advance(by: .seconds(1))
    await store.receive(.setNubLocation(.face(c))) {
      $0.nub.location = .face(c)
    }
    await clock.advance(by: .milliseconds(600))
    await store.receive(.setNubPressed(true)) {
      $0.nub.isPressed = true
    }
    await store.receive(.selectFace(c)) {
      $0.selectedFaces = [c]
    }
    await store.receive(.setNubLocation(.face(a))) {
      $0.nub.location = .face(a)
    }

    await clock.advance(by: .milliseconds(600))
    await store.receive(.selectFace(a)) {
      $0.selectedFaces = [c, a]
    }
    await store.receive(.setNubLocation(.face(b))) {
      $0.nub.location = .face(b)
    }

    await clock.advance(by: .milliseconds(600))
    await store.receive(.selectFace(b)) {
      $0.selectedFaces = [c, a, b]
    }
    #expect(store.state.selectedWord == "CAB")

    await clock.advance(by: .milliseconds(600))
    await store.receive(.setNubPressed(false)) {
      $0.nub.isPressed = false
    }
    await store.receive(.setNubLocation(.offScreen)) {
      $0.nub.location = .offScreen
    }
    await store.finish()
  }

  @Test func theCubeSitsStillForASecondBeforeTheReplay() async {
    let store = TestStore(initialState: CubePreview.State(moves: [.playedWord([c, a, b])])) {
      CubePreview()
    } withDependencies: {
      $0.continuousClock = clock
      $0.lowPowerMode.start = { AsyncStream { $0.yield(false) } }
    }

    let replay = await store.send(.task)
    await store.receive(.lowPowerModeResponse(false))

    await clock.advance(by: .milliseconds(999))
    #expect(store.state.nub.location == .offScreen)
    await clock.advance(by: .milliseconds(1))
    await store.receive(.setNubLocation(.face(c))) {
      $0.nub.location = .face(c)
    }

    await replay.cancel()
  }

  @Test func cancellingTheTaskStopsTheReplay() async {
    let store = TestStore(initialState: CubePreview.State(moves: [.playedWord([c, a, b])])) {
      CubePreview()
    } withDependencies: {
      $0.continuousClock = clock
      $0.lowPowerMode.start = { AsyncStream { $0.yield(false) } }
    }

    let replay = await store.send(.task)
    await store.receive(.lowPowerModeResponse(false))
    await clock.advance(by: .seconds(1))
    await store.receive(.setNubLocation(.face(c))) {
      $0.nub.location = .face(c)
    }
    await clock.advance(by: .milliseconds(600))
    await store.receive(.setNubPressed(true)) {
      $0.nub.isPressed = true
    }
    await store.receive(.selectFace(c)) {
      $0.selectedFaces = [c]
    }
    await store.receive(.setNubLocation(.face(a))) {
      $0.nub.location = .face(a)
    }

    await replay.cancel()
    #expect(replay.isCancelled)
    await clock.advance(by: .seconds(10))
    await store.finish()
  }

  @Test func aRemovedCubeHasNothingToReplay() async {
    let store = TestStore(
      initialState: CubePreview.State(moves: [.removedCube(LatticePoint(x: 1, y: 1, z: 2))])
    ) {
      CubePreview()
    } withDependencies: {
      $0.continuousClock = clock
      $0.lowPowerMode.start = { AsyncStream { $0.yield(false) } }
    }

    await store.send(.task)
    await store.receive(.lowPowerModeResponse(false))
    await clock.advance(by: .seconds(1))
    await store.finish()
  }

  @Test func theReplayIsOfTheMoveAtTheMoveIndex() async {
    let store = TestStore(
      initialState: CubePreview.State(
        moveIndex: 1,
        moves: [.playedWord([c, a, b]), .playedWord([a])]
      )
    ) {
      CubePreview()
    } withDependencies: {
      $0.continuousClock = clock
      $0.lowPowerMode.start = { AsyncStream { $0.yield(false) } }
    }

    await store.send(.task)
    await store.receive(.lowPowerModeResponse(false))
    await clock.advance(by: .seconds(1))
    await store.receive(.setNubLocation(.face(a))) {
      $0.nub.location = .face(a)
    }
    await clock.advance(by: .milliseconds(600))
    await store.receive(.setNubPressed(true)) {
      $0.nub.isPressed = true
    }
    await store.receive(.selectFace(a)) {
      $0.selectedFaces = [a]
    }
    await clock.advance(by: .milliseconds(600))
    await store.receive(.setNubPressed(false)) {
      $0.nub.isPressed = false
    }
    await store.receive(.setNubLocation(.offScreen)) {
      $0.nub.location = .offScreen
    }
    await store.finish()
  }

  @Test func withoutALowPowerModeSettingTheDeviceIsNotSavingPower() async {
    let store = TestStore(
      initialState: CubePreview.State(
        isOnLowPowerMode: true,
        moves: [.removedCube(LatticePoint(x: 1, y: 1, z: 2))]
      )
    ) {
      CubePreview()
    } withDependencies: {
      $0.continuousClock = clock
      $0.lowPowerMode.start = { .finished }
    }

    await store.send(.task)
    await store.receive(.lowPowerModeResponse(false)) {
      $0.isOnLowPowerMode = false
    }
    await clock.advance(by: .seconds(1))
    await store.finish()
  }

  @Test func replayingAgainStartsFromAnEmptySelection() async {
    let store = TestStore(
      initialState: CubePreview.State(
        moves: [.removedCube(LatticePoint(x: 1, y: 1, z: 2))],
        nub: Nub(location: .face(c), isPressed: true),
        selectedFaces: [c]
      )
    ) {
      CubePreview()
    } withDependencies: {
      $0.continuousClock = clock
      $0.lowPowerMode.start = { AsyncStream { $0.yield(false) } }
    }

    await store.send(.task) {
      $0.nub = Nub()
      $0.selectedFaces = []
    }
    await store.receive(.lowPowerModeResponse(false))
    await clock.advance(by: .seconds(1))
    await store.finish()
  }
}

import Animations
import ComposableEffects
import ComposableEffectsTestSupport
import Testing

/// Seed 003, "SwiftUI Case Study: Animation": the rainbow effect sends a colour a second, and
/// a confirmed reset cancels it.
@MainActor
@Suite struct AnimationsTests {
  let clock = TestClock()

  @Test func theRainbowShowsOneColorPerSecond() async {
    let store = TestStore(initialState: Animations.State()) {
      Animations()
    } withDependencies: {
      $0.continuousClock = clock
    }

    await store.send(.rainbowButtonTapped)
    await store.receive(.setColor(.red)) {
      $0.circleColor = .red
    }

    await clock.advance(by: .seconds(1))
    await store.receive(.setColor(.blue)) {
      $0.circleColor = .blue
    }

    await clock.advance(by: .seconds(1))
    await store.receive(.setColor(.green)) {
      $0.circleColor = .green
    }

    await clock.advance(by: .seconds(1))
    await store.receive(.setColor(.orange)) {
      $0.circleColor = .orange
    }

    await clock.advance(by: .seconds(1))
    await store.receive(.setColor(.pink)) {
      $0.circleColor = .pink
    }

    await clock.advance(by: .seconds(1))
    await store.receive(.setColor(.purple)) {
      $0.circleColor = .purple
    }

    await clock.advance(by: .seconds(1))
    await store.receive(.setColor(.yellow)) {
      $0.circleColor = .yellow
    }

    await clock.advance(by: .seconds(1))
    await store.receive(.setColor(.black)) {
      $0.circleColor = .black
    }

    await clock.advance(by: .seconds(1))
    await store.finish()
  }

  @Test func theNextColorWaitsAWholeSecond() async {
    let store = TestStore(initialState: Animations.State()) {
      Animations()
    } withDependencies: {
      $0.continuousClock = clock
    }

    let rainbow = await store.send(.rainbowButtonTapped)
    await store.receive(.setColor(.red)) {
      $0.circleColor = .red
    }

    await clock.advance(by: .milliseconds(999))
    await store.send(.circleScaleToggleChanged(true)) {
      $0.isCircleScaled = true
    }
    await clock.advance(by: .milliseconds(1))
    await store.receive(.setColor(.blue)) {
      $0.circleColor = .blue
    }

    await rainbow.cancel()
  }

  @Test func confirmingTheResetRestoresTheStateAndStopsTheRainbow() async {
    let store = TestStore(initialState: Animations.State()) {
      Animations()
    } withDependencies: {
      $0.continuousClock = clock
    }

    await store.send(.tapped(Point(x: 120, y: 80))) {
      $0.circleCenter = Point(x: 120, y: 80)
    }
    await store.send(.rainbowButtonTapped)
    await store.receive(.setColor(.red)) {
      $0.circleColor = .red
    }

    await clock.advance(by: .seconds(1))
    await store.receive(.setColor(.blue)) {
      $0.circleColor = .blue
    }

    await store.send(.resetButtonTapped) {
      $0.alert = "Reset state?"
    }
    await store.send(.resetConfirmationButtonTapped) {
      $0 = Animations.State()
    }

    await clock.advance(by: .seconds(10))
    await store.finish()
  }

  @Test func dismissingTheResetKeepsTheStateAndTheRainbow() async {
    let store = TestStore(initialState: Animations.State()) {
      Animations()
    } withDependencies: {
      $0.continuousClock = clock
    }

    let rainbow = await store.send(.rainbowButtonTapped)
    await store.receive(.setColor(.red)) {
      $0.circleColor = .red
    }

    await store.send(.resetButtonTapped) {
      $0.alert = "Reset state?"
    }
    await store.send(.alertDismissed) {
      $0.alert = nil
    }

    await clock.advance(by: .seconds(1))
    await store.receive(.setColor(.blue)) {
      $0.circleColor = .blue
    }

    await rainbow.cancel()
  }

  @Test func tappingMovesTheDotAndTheToggleScalesIt() async {
    let store = TestStore(initialState: Animations.State()) {
      Animations()
    }

    await store.send(.tapped(Point(x: 40, y: 300))) {
      $0.circleCenter = Point(x: 40, y: 300)
    }
    await store.send(.circleScaleToggleChanged(true)) {
      $0.isCircleScaled = true
    }
    await store.send(.circleScaleToggleChanged(false)) {
      $0.isCircleScaled = false
    }
  }
}

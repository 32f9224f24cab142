import ComposableEffects
import ComposableEffectsTestSupport
import Testing

// Seed 003, "SwiftUI Case Study: Animation": a rainbow of colors sent one per second from one
// `.run` effect, cancellable by a type.
//
// Adapted: the seed sends with `send(.setColor(color), animation: .linear)`, which exists only
// where SwiftUI does; here it is the plain `send(.setColor(color))`. `Color` is this file's
// enum instead of SwiftUI's, and the seed's `environment.mainQueue.sleep(for: 1)` is the clock
// dependency's `sleep(for: .seconds(1))`, a `TestClock` in the tests.

private enum Color: Equatable, Sendable {
  case black, blue, green, orange, pink, purple, red, yellow
}

private enum CancelID {}

private struct Animations: Reducer {
  struct State: Equatable {
    var circleColor = Color.black
    var colorsShown: [Color] = []
  }

  @CasePathable
  enum Action {
    case rainbowButtonTapped
    case resetConfirmationButtonTapped
    case setColor(Color)
  }

  static let rainbow: [Color] = [.red, .blue, .green, .orange, .pink, .purple, .yellow, .black]

  @Dependency(\.continuousClock) var clock

  var body: some Reducer<State, Action> {
    Reduce { state, action in
      switch action {
      case .rainbowButtonTapped:
        return .run { send in
          for color in Self.rainbow {
            await send(.setColor(color))
            try await clock.sleep(for: .seconds(1))
          }
        }
        .cancellable(id: CancelID.self)
      case .resetConfirmationButtonTapped:
        state = State()
        return .cancel(id: CancelID.self)
      case .setColor(let color):
        state.circleColor = color
        state.colorsShown.append(color)
        return .none
      }
    }
  }
}

@MainActor
@Suite struct Seed003AnimationTests {
  let clock = TestClock()

  fileprivate func makeStore() -> TestStoreOf<Animations> {
    TestStore(initialState: Animations.State()) {
      Animations()
    } withDependencies: {
      $0.continuousClock = clock
    }
  }

  @Test func theRainbowShowsOneColorPerSecond() async {
    let store = makeStore()

    let task = await store.send(.rainbowButtonTapped)
    await store.receive(\.setColor, .red) {
      $0.circleColor = .red
      $0.colorsShown = [.red]
    }

    for color in Animations.rainbow.dropFirst() {
      await clock.advance(by: .seconds(1))
      await store.receive(\.setColor, color) {
        $0.circleColor = color
        $0.colorsShown.append(color)
      }
    }

    // The effect sleeps a last second after the last color, then ends.
    await clock.advance(by: .seconds(1))
    await task.finish()
    #expect(!task.isCancelled)
    await store.finish()
  }

  @Test func resettingCancelsTheRainbow() async {
    let store = makeStore()

    let task = await store.send(.rainbowButtonTapped)
    await store.receive(\.setColor, .red) {
      $0.circleColor = .red
      $0.colorsShown = [.red]
    }
    await clock.advance(by: .seconds(1))
    await store.receive(\.setColor, .blue) {
      $0.circleColor = .blue
      $0.colorsShown = [.red, .blue]
    }

    await store.send(.resetConfirmationButtonTapped) {
      $0 = Animations.State()
    }
    await task.finish()
    #expect(task.isCancelled)

    // A rainbow still running would send its next colors now: the test store would fail on them.
    await clock.advance(by: .seconds(10))
    await store.finish()
  }
}

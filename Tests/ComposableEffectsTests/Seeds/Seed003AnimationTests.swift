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
@Suite(.serialized) struct Seed003AnimationTests {
  let clock = TestClock()

  @Test func theRainbowShowsOneColorPerSecond() async {
    await withSerialEffects {
      let store = Store(initialState: Animations.State()) {
        Animations()
      } withDependencies: {
        $0.continuousClock = clock
      }

      let task = store.send(.rainbowButtonTapped)
      await Task.megaYield()
      await eventually { store.colorsShown == [.red] }

      for shown in 2...Animations.rainbow.count {
        await clock.advance(by: .seconds(1))
        await eventually { store.colorsShown == Array(Animations.rainbow.prefix(shown)) }
      }
      #expect(store.circleColor == .black)

      await clock.advance(by: .seconds(1))
      await task.finish()
      #expect(!task.isCancelled)
      #expect(store.colorsShown == Animations.rainbow)
    }
  }

  @Test func resettingCancelsTheRainbow() async {
    await withSerialEffects {
      let store = Store(initialState: Animations.State()) {
        Animations()
      } withDependencies: {
        $0.continuousClock = clock
      }

      let task = store.send(.rainbowButtonTapped)
      await Task.megaYield()
      await clock.advance(by: .seconds(1))
      await eventually { store.colorsShown == [.red, .blue] }

      store.send(.resetConfirmationButtonTapped)
      await task.finish()
      await clock.advance(by: .seconds(10))

      await eventually { task.isCancelled }
      await eventually { store.state == Animations.State() }
    }
  }
}

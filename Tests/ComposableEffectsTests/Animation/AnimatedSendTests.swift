import ComposableEffects
import ComposableEffectsTestSupport
import Testing

#if canImport(SwiftUI)
  import SwiftUI
#endif

/// A feature written as TCA's animation case study writes it: its effects send with
/// animations, and its tests do not mention them.
@Reducer
private struct Rainbow {
  @ObservableState
  struct State: Equatable {
    var color = "white"
    var isExpanded = false
  }

  enum Action: Equatable {
    case rainbowButtonTapped
    case setColor(String)
    case toggleButtonTapped
    case toggle
    case refreshButtonTapped
    case cancelRefresh
  }

  enum CancelID { case refresh }

  @Dependency(\.continuousClock) var clock

  var body: some Reducer<State, Action> {
    Reduce { state, action in
      switch action {
      case .rainbowButtonTapped:
        return .run { send in
          for color in ["red", "blue"] {
            await send(.setColor(color), animation: .linear)
            try await clock.sleep(for: .seconds(1))
          }
          var transaction = Transaction(animation: .easeInOut(duration: 0.5))
          transaction.disablesAnimations = true
          await send(.setColor("white"), transaction: transaction)
        }
      case .setColor(let color):
        state.color = color
        return .none
      case .toggleButtonTapped:
        return .send(.toggle, animation: .spring(response: 0.3, dampingFraction: 0.7))
      case .toggle:
        state.isExpanded.toggle()
        return .none
      case .refreshButtonTapped:
        return .merge(
          .run { send in
            try await clock.sleep(for: .seconds(1))
            await send(.setColor("green"))
          }
          .cancellable(id: CancelID.refresh)
          .animation(),
          .send(.setColor("gray")).animation(.easeOut),
          Effect<Action>.none.transaction(Transaction(animation: .linear))
        )
      case .cancelRefresh:
        return .cancel(id: CancelID.refresh)
      }
    }
  }
}

@MainActor
@Suite struct AnimatedSendTests {
  @Test func anEffectsAnimatedSendsAreReceivedAsPlainOnes() async {
    let clock = TestClock()
    let store = TestStore(initialState: Rainbow.State()) {
      Rainbow()
    } withDependencies: {
      $0.continuousClock = clock
    }

    await store.send(.rainbowButtonTapped)
    await store.receive(.setColor("red")) { $0.color = "red" }
    await clock.advance(by: .seconds(1))
    await store.receive(.setColor("blue")) { $0.color = "blue" }
    await clock.advance(by: .seconds(1))
    await store.receive(.setColor("white")) { $0.color = "white" }
  }

  @Test func anAnimatedEffectSendsItsActionsAsThePlainEffectWould() async {
    let clock = TestClock()
    let store = TestStore(initialState: Rainbow.State()) {
      Rainbow()
    } withDependencies: {
      $0.continuousClock = clock
    }

    await store.send(.refreshButtonTapped)
    await store.receive(.setColor("gray")) { $0.color = "gray" }
    await clock.advance(by: .seconds(1))
    await store.receive(.setColor("green")) { $0.color = "green" }
  }

  @Test func anAnimatedEffectStaysCancellable() async {
    let clock = TestClock()
    let store = TestStore(initialState: Rainbow.State()) {
      Rainbow()
    } withDependencies: {
      $0.continuousClock = clock
    }

    await store.send(.refreshButtonTapped)
    await store.receive(.setColor("gray")) { $0.color = "gray" }
    await store.send(.cancelRefresh)
    await clock.advance(by: .seconds(1))
    await store.finish()
  }

  @Test func anAnimatedSendEffectIsHandledInTheSameSend() async {
    let store = Store(initialState: Rainbow.State()) { Rainbow() }

    store.send(.toggleButtonTapped)

    #expect(store.isExpanded)
  }

  @Test func theStoreHandlesAnActionSentWithAnAnimationAtOnce() {
    let store = Store(initialState: Rainbow.State()) { Rainbow() }

    store.send(.toggle, animation: .default)
    #expect(store.isExpanded)

    store.send(.toggle, transaction: Transaction(animation: .snappy))
    #expect(!store.isExpanded)
  }

  @Test func aCancelledEffectsAnimatedSendsAreDropped() async {
    let sent = LockIsolated<[Int]>([])
    let send = Send<Int> { action in sent.withValue { $0.append(action) } }

    await Task { @MainActor in
      withUnsafeCurrentTask { $0?.cancel() }
      send(1, animation: .default)
      send(2, transaction: Transaction(animation: .linear))
    }.value

    #expect(sent.value == [])
  }

  @Test func aButtonSendsTheActionItWasBuiltWithAlongWithItsAnimation() {
    let button = ButtonState<Rainbow.Action>(action: .send(.toggle, animation: .default)) {
      TextState("Toggle")
    }

    var performed: [Rainbow.Action?] = []
    button.withAction { performed.append($0) }

    #expect(performed == [.toggle])
    #expect(button.action.action == .toggle)
    #expect(button.action != .send(.toggle))
    #expect(button.action == .send(.toggle, animation: .default))
  }

  @Test func mappingAButtonKeepsItsAnimation() {
    let button = ButtonState<Int>(action: .send(1, animation: .easeIn)) { TextState("One") }

    let mapped = button.map { $0.map(String.init) }

    #expect(mapped.action == .send("1", animation: .easeIn))
  }

  #if !canImport(SwiftUI)
    @Test func aButtonBuiltWithAnAnimationDumpsAsItIsWritten() {
      let button = ButtonState<Int>(action: .send(1, animation: .default)) { TextState("One") }

      #expect(
        String(customDumping: button.action) == """
          ButtonStateAction.send(
            1,
            animation: .default
          )
          """
      )
    }
  #endif
}

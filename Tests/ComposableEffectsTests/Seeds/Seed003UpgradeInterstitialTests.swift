import ComposableEffects
import ComposableEffectsTestSupport
import Testing

// Seed 003, "isowords: Upgrade Interstitial": one `.task` effect runs three jobs in a task
// group (store events, products, a countdown timer), and `.cancel(id: TimerID.self)` stops
// just the timer, wrapped in `withTaskCancellation(id:)`, while the rest of the effect goes on.
//
// Adapted: StoreKit is a small stand-in client; the seed's `environment.mainRunLoop.timer(
// interval: 1)` is the clock dependency's `timer(interval: .seconds(1))`, a `TestClock` in the
// tests; and `send(.timerTick, animation: .default)` is SwiftUI-only, so it is plain `send`.

private struct Product: Equatable, Sendable {
  var id: String
  var price: String
}

private enum StoreKitEvent: Equatable, Sendable {
  case purchased(productID: String)
  case failed
}

private struct StoreKitClient {
  var fetchProducts: @Sendable () async throws -> [Product]
  var observer: @Sendable () -> AsyncStream<StoreKitEvent>
}

extension StoreKitClient: TestDependencyKey {
  static let testValue = StoreKitClient(
    fetchProducts: unimplemented("StoreKitClient.fetchProducts"),
    observer: unimplemented("StoreKitClient.observer", placeholder: .finished)
  )
}

extension DependencyValues {
  fileprivate var storeKit: StoreKitClient {
    get { self[StoreKitClient.self] }
    set { self[StoreKitClient.self] = newValue }
  }
}

private enum TimerID {}

private struct UpgradeInterstitial: Reducer {
  struct State: Equatable {
    var events: [StoreKitEvent] = []
    var isDismissable = false
    var products: [Product]?
    var secondsPassedCount = 0
    var upgradeInterstitialDuration = 3
  }

  @CasePathable
  enum Action {
    case paymentTransaction(StoreKitEvent)
    case productsResponse(TaskResult<[Product]>)
    case task
    case timerTick
  }

  @Dependency(\.continuousClock) var clock
  @Dependency(\.storeKit) var storeKit

  var body: some Reducer<State, Action> {
    Reduce { state, action in
      switch action {
      case .paymentTransaction(let event):
        state.events.append(event)
        return .none

      case .productsResponse(.success(let products)):
        state.products = products
        return .none

      case .productsResponse(.failure):
        return .none

      case .task:
        return .run { [isDismissable = state.isDismissable] send in
          await withThrowingTaskGroup(of: Void.self) { group in
            group.addTask {
              for await event in storeKit.observer() {
                await send(.paymentTransaction(event))
              }
            }

            group.addTask {
              await send(.productsResponse(TaskResult { try await storeKit.fetchProducts() }))
            }

            if !isDismissable {
              group.addTask {
                await withTaskCancellation(id: TimerID.self) {
                  for await _ in clock.timer(interval: .seconds(1)) {
                    await send(.timerTick)
                  }
                }
              }
            }
          }
        }

      case .timerTick:
        state.secondsPassedCount += 1
        guard state.secondsPassedCount == state.upgradeInterstitialDuration
        else { return .none }
        state.isDismissable = true
        return .cancel(id: TimerID.self)
      }
    }
  }
}

@MainActor
@Suite struct Seed003UpgradeInterstitialTests {
  let clock = TestClock()
  fileprivate let events = AsyncStream<StoreKitEvent>.makeStream()
  fileprivate let fullGame = Product(id: "full_game", price: "$4.99")

  fileprivate func makeStore(isDismissable: Bool) -> TestStoreOf<UpgradeInterstitial> {
    TestStore(initialState: UpgradeInterstitial.State(isDismissable: isDismissable)) {
      UpgradeInterstitial()
    } withDependencies: { [clock, events, fullGame] in
      $0.continuousClock = clock
      $0.storeKit.fetchProducts = { [fullGame] }
      $0.storeKit.observer = { events.stream }
    }
  }

  @Test func cancellingTheTimerLeavesTheRestOfTheEffectRunning() async {
    let store = makeStore(isDismissable: false)

    let task = await store.send(.task)
    await store.receive(\.productsResponse.success, [fullGame]) {
      $0.products = [fullGame]
    }

    for second in 1...3 {
      await clock.advance(by: .seconds(1))
      await store.receive(\.timerTick) {
        $0.secondsPassedCount = second
        $0.isDismissable = second == 3
      }
    }
    // The third tick cancelled the timer: a tick now would fail the test.
    await clock.advance(by: .seconds(5))

    // The rest of the effect runs on: the store's events still arrive.
    events.continuation.yield(.purchased(productID: "full_game"))
    await store.receive(\.paymentTransaction, .purchased(productID: "full_game")) {
      $0.events = [.purchased(productID: "full_game")]
    }
    #expect(!task.isCancelled)

    await task.cancel()
    await store.finish()
  }

  @Test func aDismissableInterstitialStartsNoTimer() async {
    let store = makeStore(isDismissable: true)

    let task = await store.send(.task)
    await store.receive(\.productsResponse.success, [fullGame]) {
      $0.products = [fullGame]
    }
    // A timer would tick now: the test store would fail on the ticks.
    await clock.advance(by: .seconds(5))

    await task.cancel()
    await store.finish()
  }

  @Test func theEffectEndsWhenTheStoreEventsEnd() async {
    let store = makeStore(isDismissable: true)

    let task = await store.send(.task)
    await store.receive(\.productsResponse.success, [fullGame]) {
      $0.products = [fullGame]
    }
    events.continuation.yield(.failed)
    events.continuation.finish()
    await store.receive(\.paymentTransaction, .failed) {
      $0.events = [.failed]
    }
    await task.finish()
    #expect(!task.isCancelled)
    await store.finish()
  }
}

import ComposableEffects
import ComposableEffectsTestSupport
import Foundation
import Testing

/// A feature that stamps its state with `@Dependency(\.date.now)`, in the reducer and in an
/// effect.
@Reducer
private struct Stamper {
  struct State: Equatable {
    var stamp: Date?
    var effectStamp: Date?
  }

  enum Action: Equatable {
    case stamp
    case stampInEffect
    case stamped(Date)
  }

  @Dependency(\.date.now) var now

  var body: some Reducer<State, Action> {
    Reduce { state, action in
      switch action {
      case .stamp:
        state.stamp = self.now
        return .none
      case .stampInEffect:
        return .run { send in
          @Dependency(\.date.now) var now
          await send(.stamped(now))
        }
      case .stamped(let date):
        state.effectStamp = date
        return .none
      }
    }
  }
}

@MainActor
@Suite struct TestStoreDependenciesTests {
  private static let first = Date(timeIntervalSince1970: 1_234_567_890)
  private static let second = Date(timeIntervalSince1970: 987_654_321)

  // `date` has no test value: reading it outside a setting scope is reported. Changing part of
  // it (`date.now`) reads it first, as swift-dependencies' own `withDependencies` allows.
  @Test func withDependenciesChangesPartOfAClientWithNoTestValue() async {
    let store = TestStore(initialState: Stamper.State()) {
      Stamper()
    } withDependencies: {
      $0.date.now = Self.first
    }
    await store.send(.stamp) { $0.stamp = Self.first }
  }

  @Test func aStoresWithDependenciesChangesPartOfAClientWithNoTestValue() {
    let store = Store(initialState: Stamper.State()) {
      Stamper()
    } withDependencies: {
      $0.date.now = Self.first
    }
    store.send(.stamp)
    #expect(store.state.stamp == Self.first)
  }

  @Test func aDependencyChangedMidwayIsWhatTheNextActionAndItsEffectsSee() async {
    let store = TestStore(initialState: Stamper.State()) {
      Stamper()
    } withDependencies: {
      $0.date.now = Self.first
    }
    await store.send(.stamp) { $0.stamp = Self.first }

    store.dependencies.date.now = Self.second

    await store.send(.stamp) { $0.stamp = Self.second }
    await store.send(.stampInEffect)
    await store.receive(.stamped(Self.second)) { $0.effectStamp = Self.second }
  }

  @Test func withDependenciesOnTheStoreChangesThemForItsOperationOnly() async {
    let store = TestStore(initialState: Stamper.State()) {
      Stamper()
    } withDependencies: {
      $0.date.now = Self.first
    }
    await store.withDependencies {
      $0.date.now = Self.second
    } operation: {
      await store.send(.stamp) { $0.stamp = Self.second }
    }
    await store.send(.stamp) { $0.stamp = Self.first }
  }
}

import ComposableEffects
import ComposableEffectsTestSupport
import Echo
import Home
import Testing
import Todos

@MainActor
@Suite struct HomeTests {
  @Test func searchIsDebouncedOnTheDependencysClock() async {
    let clock = TestClock()
    let store = TestStore(initialState: Home.State()) {
      Home()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.queryChanged("a")) { $0.query = "a" }
    await store.send(.queryChanged("ad")) { $0.query = "ad" }
    await clock.advance(by: .milliseconds(300))
    await store.receive(.search("ad")) { $0.results = ["ad"] }
  }

  @Test func todosAreAdded() async {
    let store = TestStore(initialState: Todos.State()) {
      Todos()
    } withDependencies: {
      $0.uuid = .incrementing
    }
    await store.send(.add("Milk")) {
      $0.todos = [Todo(id: UUID(0), description: "Milk")]
    }
  }

  @Test func echoIsAnsweredJustInTime() async throws {
    try await withTestHandler {
      echo()
    } test: { effect in
      try await effect.expect(Console.ReadLine.self) { "Hi" }
      try await effect.expect(Console.Print.self) { #expect($0 == "Hi") }
      try await effect.expect(Console.ReadLine.self) { nil }
    }
  }
}

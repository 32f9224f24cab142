import ComposableEffects
import ComposableEffectsTestSupport
import Testing

/// A `receive` of a case that no received action matches names the case as the test wrote
/// it, on Linux too, where a key path's own description does not name its members.
@MainActor
@Suite struct TestStoreCaseNameTests {
  struct Feature: Reducer {
    @CasePathable
    enum ChildAction: Equatable { case response(Int), other }
    @CasePathable
    enum Action: Equatable { case tap, child(ChildAction), idle }
    var body: some Reducer<Int, Action> {
      Reduce { _, action in
        action == .tap ? .send(.child(.other)) : .none
      }
    }
  }

  @Test func aNestedCaseIsNamedByItsPath() async {
    let store = TestStore(initialState: 0) { Feature() }
    await store.send(.tap)
    await withKnownIssue {
      await store.receive(\.child.response)
    } matching: {
      $0.description.contains("Expected an action matching \\.child.response, received:")
    }
  }

  @Test func aCaseWithoutAPayloadIsNamed() async {
    let store = TestStore(initialState: 0) { Feature() }
    await store.send(.tap)
    await withKnownIssue {
      await store.receive(\.idle)
    } matching: {
      $0.description.contains("Expected an action matching \\.idle, received:")
    }
  }

  @Test func aCaseAndItsValueAreNamed() async {
    let store = TestStore(initialState: 0) { Feature() }
    await store.send(.tap)
    await withKnownIssue {
      await store.receive(\.child.response, 3)
    } matching: {
      $0.description.contains("Expected \\.child.response(3), received:")
    }
  }

  @Test func aNonExhaustiveStoreNamesTheCaseItWaitedFor() async {
    let store = TestStore(initialState: 0) { Feature() }
    store.exhaustivity = .off
    await store.send(.tap)
    await withKnownIssue {
      await store.receive(\.child.response, timeout: .milliseconds(1))
    } matching: {
      $0.description.contains("Expected to receive an action matching \\.child.response")
    }
  }
}

import ComposableEffects
import ComposableEffectsTestSupport
import Testing

/// `XCTModify` inside a test store's assertion: exhaustive stores insist the value changes,
/// non-exhaustive ones let it be, since the assertion may cover only part of a change.
@MainActor
@Suite struct TestStoreXCTModifyTests {
  struct Feature: Reducer {
    @CasePathable
    enum Action { case tap, response }
    var body: some Reducer<Int?, Action> {
      Reduce { _, action in
        switch action {
        case .tap: return .send(.response)
        case .response: return .none
        }
      }
    }
  }

  @Test func aNonExhaustiveStoreLetsXCTModifyLeaveTheValueUnchanged() async {
    let store = TestStore(initialState: Optional(1)) { Feature() }
    store.exhaustivity = .off
    await store.send(.tap) { Self.leaveUnchanged(&$0) }
    await store.receive(\.response) { Self.leaveUnchanged(&$0) }
  }

  @Test func anExhaustiveStoreReportsXCTModifyLeavingTheValueUnchanged() async {
    let store = TestStore(initialState: Optional(1)) { Feature() }
    await withKnownIssue {
      await store.send(.tap) { Self.leaveUnchanged(&$0) }
    } matching: {
      // `XCTModify`'s own failure, then the store's: the state did not change.
      $0.description.contains("value to be modified but it was unchanged")
        || $0.description.contains("The state stayed the same after sending")
    }
    await store.receive(\.response)
  }

  private static func leaveUnchanged(_ state: inout Int?) {
    (DeprecatedXCTModify() as any UnchangingModify).leaveUnchanged(&state)
  }
}

/// Calls the deprecated `XCTModify` through a protocol requirement, so that the tests compile
/// without the deprecation warning ported code gets.
private protocol UnchangingModify {
  func leaveUnchanged(_ state: inout Int?)
}

private struct DeprecatedXCTModify: UnchangingModify {
  @available(*, deprecated, message: "exercises deprecated API on purpose")
  func leaveUnchanged(_ state: inout Int?) {
    XCTModify(&state) { _ in }
  }
}

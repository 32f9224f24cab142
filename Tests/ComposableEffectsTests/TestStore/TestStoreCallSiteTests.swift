import ComposableEffects
import ComposableEffectsTestSupport
import Testing

/// TCA's test store takes the call site as `fileID:file:line:column:`, and its users' test
/// helpers hand `file: file, line: line` on to it: such helpers (in `TCAStyleTestHelpers.swift`)
/// compile unchanged, and their failures point at the line that called the helper, in this file.
@MainActor
@Suite struct TestStoreCallSiteTests {
  @Test func aHelperThatIsRightPasses() async {
    let store = makeCounterStore()
    await store.send(.fact)
    await receiveFact(.action, from: store, expecting: "0 is a test number.")
    await send(.action, to: store, expecting: 1)
    await send(.caseKeyPath, to: store, expecting: 2)
    await send(.caseKeyPathWithValue, to: store, expecting: 1)
    assertCount(store, is: 2)
    await finish(store, .duration)
  }

  @Test(arguments: SendForm.allCases)
  func aSendFailsAtTheHelpersCaller(form: SendForm) async {
    let store = makeCounterStore()
    let line = #line + 2
    await withKnownIssue {
      await send(form, to: store, expecting: 2)
    } matching: {
      $0.isAt(line: line) && $0.description.contains("differs from the expected state")
    }
  }

  @Test func anAssertFailsAtTheHelpersCaller() async {
    let store = makeCounterStore()
    let line = #line + 2
    withKnownIssue {
      assertCount(store, is: 1)
    } matching: {
      $0.isAt(line: line) && $0.description.contains("differs from the expected state")
    }
  }

  @Test(arguments: ReceiveForm.allCases)
  func aReceiveFailsAtTheHelpersCaller(form: ReceiveForm) async {
    let store = makeCounterStore()
    await store.send(.fact)
    let line = #line + 2
    await withKnownIssue {
      await receiveFact(form, from: store, expecting: "a wrong fact")
    } matching: {
      $0.isAt(line: line) && $0.description.contains("differs from the expected state")
    }
  }

  @Test(arguments: TimeoutForm.allCases)
  func aFinishFailsAtTheHelpersCaller(form: TimeoutForm) async {
    let store = makeCounterStore()
    await store.send(.fact)
    let line = #line + 2
    await withKnownIssue {
      await finish(store, form)
    } matching: {
      $0.isAt(line: line) && $0.description.contains("The test store finished")
    }
    await store.skipReceivedActions()
  }

  @Test func skippingReceivedActionsFailsAtTheHelpersCaller() async {
    let store = makeCounterStore()
    let line = #line + 2
    await withKnownIssue {
      await skipReceived(store)
    } matching: {
      $0.isAt(line: line)
    }
  }

  @Test func skippingInFlightEffectsFailsAtTheHelpersCaller() async {
    let store = makeCounterStore()
    let line = #line + 2
    await withKnownIssue {
      await skipInFlight(store)
    } matching: {
      $0.isAt(line: line)
    }
  }

  @Test(arguments: TimeoutForm.allCases)
  func aTaskFinishFailsAtTheHelpersCaller(form: TimeoutForm) async {
    let store = makeCounterStore()
    let task = await store.send(.startForever)
    let line = #line + 2
    await withKnownIssue {
      await finishSoon(task, form)
    } matching: {
      $0.isAt(line: line) && $0.description.contains("still running")
    }
    await task.cancel()
  }
}

extension Issue {
  /// Whether the issue was reported at `line` of the file that asks.
  fileprivate func isAt(line: Int, filePath: String = #filePath) -> Bool {
    self.sourceLocation?.line == line && self.sourceLocation?.filePath == filePath
  }
}

import ComposableEffects
import ConcurrencyExtras
import Testing

/// A key whose load forgets to resume its continuation: a bug in the key.
private struct ForgetfulLoadKey: SharedReaderKey {
  var id: String { "forgetful-load" }

  func load(context: LoadContext<Int>, continuation: LoadContinuation<Int>) {}

  func subscribe(
    context: LoadContext<Int>, subscriber: SharedSubscriber<Int>
  ) -> SharedSubscription {
    SharedSubscription {}
  }
}

/// A key that loads, but whose save forgets to resume its continuation.
private struct ForgetfulSaveKey: SharedKey {
  var id: String { "forgetful-save" }

  func load(context: LoadContext<Int>, continuation: LoadContinuation<Int>) {
    continuation.resume(returning: 42)
  }

  func subscribe(
    context: LoadContext<Int>, subscriber: SharedSubscriber<Int>
  ) -> SharedSubscription {
    SharedSubscription {}
  }

  func save(_ value: Int, context: SaveContext, continuation: SaveContinuation) {}
}

@Suite(.timeLimit(.minutes(1))) struct SharedContinuationTests {
  @Test func aLoadWhoseKeyDropsItsContinuationEndsAndTheIssueNamesTheKey() async {
    await withKnownIssue {
      @SharedReader(ForgetfulLoadKey()) var value = 0

      let ended = await BoundedWait.ends { [$value] in try? await $value.load() }

      #expect(ended)
      #expect($value.isLoading == false)
    } matching: { issue in
      issue.description.contains("ForgetfulLoadKey()")
    }
  }

  @Test func aRequireWhoseKeyDropsItsContinuationEndsThrowing() async {
    await withKnownIssue {
      let threw = LockIsolated(false)
      let ended = await BoundedWait.ends {
        do {
          _ = try await SharedReader<Int>(require: ForgetfulLoadKey())
        } catch {
          threw.setValue(true)
        }
      }

      #expect(ended)
      #expect(threw.value)
    } matching: { issue in
      issue.description.contains("ForgetfulLoadKey()")
    }
  }

  @Test func aSaveWhoseKeyDropsItsContinuationEndsAndTheIssueNamesTheKey() async {
    @Shared(ForgetfulSaveKey()) var value = 0
    await withKnownIssue {
      let ended = await BoundedWait.ends { [$value] in try? await $value.save() }

      #expect(ended)
    } matching: { issue in
      issue.description.contains("ForgetfulSaveKey()")
    }
  }

  @Test func aChangeWhoseKeyDropsItsSaveContinuationIsReported() {
    @Shared(ForgetfulSaveKey()) var value = 0
    withKnownIssue {
      $value.withLock { $0 += 1 }
    } matching: { issue in
      issue.description.contains("ForgetfulSaveKey()")
    }
    #expect(value == 43)
  }
}

import AlgebraicEffects
import ComposableEffectsTestSupport
import Synchronization
import Testing

/// Runs `body`, expecting exactly the test failures `messages`, in order.
private func expectFailures(
  _ messages: [String],
  sourceLocation: SourceLocation = #_sourceLocation,
  _ body: @escaping () async throws -> Void
) async {
  let remaining = Mutex(messages)
  await withKnownIssue(sourceLocation: sourceLocation) {
    do {
      try await body()
    } catch {
      Issue.record(error)
    }
  } matching: { issue in
    remaining.withLock { remaining in
      guard let comment = issue.comments.first?.rawValue, comment == remaining.first else {
        return false
      }
      remaining.removeFirst()
      return true
    }
  }
  let unreported = remaining.withLock { $0 }
  #expect(unreported == [], "failures not reported", sourceLocation: sourceLocation)
}

@Suite struct TestHandlerFailureTests {
  @Test func anotherEffectThanTheOneExpectedFails() async {
    await expectFailures([
      "Unexpected effect: expected Console.print, received Console.readLine()."
    ]) {
      try await withTestHandler {
        echo()
      } test: { effect in
        try await effect.expect(\.Console.print) { _ in }
      }
    }
  }

  @Test func theFailureNamesTheReceivedArguments() async {
    await expectFailures([
      #"Unexpected effect: expected Console.readLine, received Console.print("Hello")."#
    ]) {
      try await withTestHandler {
        Console.print("Hello")
      } test: { effect in
        try await effect.expect(\.Console.readLine, return: nil)
      }
    }
  }

  @Test func anEffectUnansweredWhenTheTestEndsFails() async {
    await expectFailures([
      #"Unanswered effect: the test block ended while the program was performing Console.print("Hello")."#
    ]) {
      try await withTestHandler {
        echo()
      } test: { effect in
        try await effect.expect(\.Console.readLine, return: "Hello")
      }
    }
  }

  @Test func anExpectationTheProgramNeverMeetsFails() async {
    await expectFailures([
      "Expected Console.readLine, but the program finished without performing it."
    ]) {
      try await withTestHandler {
        Console.print("Hello")
      } test: { effect in
        try await effect.expect(\.Console.print) { _ in }
        try await effect.expect(\.Console.readLine, return: nil)
      }
    }
  }

  @Test func aProgramThatThrowsBeforeAnExpectationFails() async {
    await expectFailures([
      "Expected Console.readLine, but the program finished by throwing AlgebraicEffectsTests.SomeError()."
    ]) {
      // The unmet expectation is reported, and the program's error rethrown. (A program that
      // throws after an answer ends the test block in that step instead: `ProgramErrorTests`.)
      await #expect(throws: SomeError()) {
        try await withTestHandler {
          throw SomeError()
        } test: { effect in
          try await effect.expect(\.Console.readLine, return: nil)
        }
      }
    }
  }

  @Test func aProgramsErrorIsRethrown() async {
    await #expect(throws: SomeError()) {
      try await withTestHandler {
        Console.print("Hello")
        throw SomeError()
      } test: { effect in
        try await effect.expect(\.Console.print) { _ in }
      }
    }
  }

  @Test func aTestBlocksErrorIsRethrownAndTheProgramLeftQuietly() async {
    await #expect(throws: SomeError()) {
      try await withTestHandler {
        echo()
      } test: { effect in
        try await effect.expect(\.Console.readLine, return: "Hello")
        throw SomeError()
      }
    }
  }

  @Test func aProgramThatPerformsNothingWithinTheTimeoutFails() async {
    await expectFailures([
      "Expected Console.readLine, but the program performed no effect within 0.1 seconds."
    ]) {
      try await withTestHandler(timeout: .milliseconds(100)) {
        Console.print("Hello")
        try await Task.sleep(for: .seconds(3600))
      } test: { effect in
        try await effect.expect(\.Console.print) { _ in }
        try await effect.expect(\.Console.readLine, return: nil)
      }
    }
  }

  @Test func aProgramStillRunningAfterTheTestFails() async {
    await expectFailures([
      "The program was still running 0.1 seconds after the test block ended, without performing an effect or finishing."
    ]) {
      try await withTestHandler(timeout: .milliseconds(100)) {
        Console.print("Hello")
        try await Task.sleep(for: .seconds(3600))
      } test: { effect in
        try await effect.expect(\.Console.print) { _ in }
      }
    }
  }

  @Test func aTaskNeverEnqueuedFails() async {
    await expectFailures([
      #"Task "Task 1" was created with Task.effect but never enqueued, so it never ran."#
    ]) {
      try await withTestHandler {
        Task.effect(name: "Task 1") { Console.print("never") }
      } test: { effect in
        try await effect.expectTask("Task 1", action: .suspend)
      }
    }
  }

  @Test func anExpectedTaskThatIsAnotherFails() async {
    await expectFailures([
      #"Unexpected effect: expected Task.effect(name: "Task 2"), received Task.effect(name: "Task 1")."#
    ]) {
      try await withTestHandler {
        Task.effect(name: "Task 1") {}
      } test: { effect in
        try await effect.expectTask("Task 2")
      }
    }
  }

  // Each task waits for the other: the test's step times out instead of hanging.
  @Test(.timeLimit(.minutes(1)))
  func tasksAwaitingEachOtherFailTheStepAfterItsTimeout() async {
    let started = StartedTasks()
    await expectFailures([
      "Expected Console.print, but the program performed no effect within 0.5 seconds."
    ]) {
      try await withTestHandler(taskHandling: .automaticallyEnqueue, timeout: .milliseconds(500)) {
        let second = Mutex<Task<Void, Never>?>(nil)
        let first = Task.effect(name: "Task 1") {
          started.names.withLock { $0.append("Task 1") }
          let other = second.withLock { $0 }
          await other?.value
        }
        second.withLock {
          $0 = Task.effect(name: "Task 2") {
            started.names.withLock { $0.append("Task 2") }
            await first.value
          }
        }
        await first.value
        Console.print("never")
      } test: { effect in
        try await effect.expect(\.Console.print) { _ in }
      }
    }
    #expect(started.names.withLock { $0 } == ["Task 1", "Task 2"])
  }

  @Test func concurrentStepsFailInsteadOfCrashing() async {
    let comments = Mutex<[String]>([])
    await withKnownIssue {
      try? await withTestHandler(timeout: .milliseconds(200)) {
        try await Task.sleep(for: .seconds(3600))
      } test: { effect in
        async let first: Void = effect.expect(\.Console.readLine, return: nil)
        async let second: Void = effect.expect(\.Console.print) { _ in }
        _ = try? await first
        _ = try? await second
      }
    } matching: { issue in
      comments.withLock { $0.append(issue.comments.first?.rawValue ?? "") }
      return true
    }
    let recorded = comments.withLock { $0 }
    #expect(recorded.count == 2)
    #expect(recorded.contains { $0.contains("while another step of the same test handler was still waiting") })
    #expect(recorded.contains { $0.contains("but the program performed no effect within 0.2 seconds") })
  }
}

/// A mismatch ends the test at once, even when the program can never go on (the abandoned
/// effect has no value to return, so the program parks): the test's end does not wait out the
/// step timeout, here far longer than the test's time limit.
@Suite struct TestHandlerMismatchTimingTests {
  @Test(.timeLimit(.minutes(1)))
  func aMismatchWhoseProgramCannotGoOnEndsWithoutWaitingForTheTimeout() async {
    await expectFailures([
      "Unexpected effect: expected Console.print, received Clock.now()."
    ]) {
      try await withTestHandler(timeout: .seconds(600)) {
        _ = await Clock.now()
      } test: { effect in
        try await effect.expect(\.Console.print) { _ in }
      }
    }
  }
}

/// The names of the tasks that started, shared with them.
private final class StartedTasks: Sendable {
  let names = Mutex<[String]>([])
}

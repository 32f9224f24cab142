import AlgebraicEffects
import ComposableEffectsTestSupport
import Testing

/// Under `.automaticallyEnqueue`, queued tasks run one at a time, to completion, in creation
/// order: a task suspended on something outside the test handler (here a sleep) keeps its turn.
@Suite struct AutomaticallyEnqueuedTaskOrderTests {
  @Test func aTaskThatSleepsKeepsItsTurn() async throws {
    try await withTestHandler(taskHandling: .automaticallyEnqueue) {
      Task.effect {
        try? await Task.sleep(for: .milliseconds(50))
        Console.print("first")
      }
      Task.effect { Console.print("second") }
    } test: { effect in
      try await effect.expect(\.Console.print) { #expect($0 == "first") }
      try await effect.expect(\.Console.print) { #expect($0 == "second") }
    }
  }

  @Test func tasksCreatedByQueuedTasksRunAfterEveryTaskCreatedBeforeThem() async throws {
    try await withTestHandler(taskHandling: .automaticallyEnqueue) {
      for outer in 1...2 {
        Task.effect {
          try? await Task.sleep(for: .milliseconds(10))
          Task.effect { Console.print("inner \(outer)") }
          Console.print("outer \(outer)")
        }
      }
    } test: { effect in
      try await effect.expect(\.Console.print) { #expect($0 == "outer 1") }
      try await effect.expect(\.Console.print) { #expect($0 == "outer 2") }
      try await effect.expect(\.Console.print) { #expect($0 == "inner 1") }
      try await effect.expect(\.Console.print) { #expect($0 == "inner 2") }
    }
  }
}

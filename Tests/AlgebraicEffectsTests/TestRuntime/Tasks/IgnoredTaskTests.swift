import AlgebraicEffects
import ComposableEffectsTestSupport
import Testing

/// Under `.ignore`, a task runs only if the program awaits its value; its effects then come to
/// the test like the program's.
@Suite struct IgnoredTaskTests {
  @Test func awaitingAnIgnoredTasksValueRunsIt() async throws {
    try await withTestHandler(taskHandling: .ignore) {
      Console.print("before")
      Task.effect(name: "never awaited") { Console.print("never awaited") }
      await Task.effect(name: "awaited") { Console.print("awaited") }.value
      Console.print("after")
    } test: { effect in
      try await effect.expect(\.Console.print) { #expect($0 == "before") }
      try await effect.expect(\.Console.print) { #expect($0 == "awaited") }
      try await effect.expect(\.Console.print) { #expect($0 == "after") }
    }
  }

  @Test func anIgnoredTaskNeverAwaitedNeverRuns() async throws {
    try await withTestHandler(taskHandling: .ignore) {
      Task.effect { Console.print("in the task") }
      Console.print("after")
    } test: { effect in
      try await effect.expect(\.Console.print) { #expect($0 == "after") }
    }
  }

  @Test func anAwaitedThrowingIgnoredTaskReturnsWhatItsEffectsAnswer() async throws {
    let text = try await withTestHandler(taskHandling: .ignore) {
      try await Task.effect { try Files.read("notes.txt") }.value
    } test: { effect in
      try await effect.expect(Files.Read.self) { path in
        #expect(path == "notes.txt")
        return "hello"
      }
    }
    #expect(text == "hello")
  }
}

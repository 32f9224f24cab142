@testable import ComposableEffects
import Testing

@Suite struct RegisteredTaskTests {
  @Test func keepsAnEffectsTaskAsItIsAndCancelsIt() async {
    let task = Task<Void, Never> { try? await Task.never() }
    let registered = RegisteredTask(task)
    guard case .effect = registered else {
      Issue.record("a Task<Void, Never> was boxed: \(registered)")
      return
    }
    registered.cancel()
    await task.value
    #expect(task.isCancelled)
  }

  @Test func boxesAnyOtherTaskAndCancelsIt() async {
    let task = Task<Int, any Error> {
      try await Task.never()
      return 1
    }
    let registered = RegisteredTask(task)
    guard case .other = registered else {
      Issue.record("a Task<Int, any Error> was not boxed: \(registered)")
      return
    }
    registered.cancel()
    await #expect(throws: CancellationError.self) { try await task.value }
  }

  @Test func takesOneWord() {
    #expect(MemoryLayout<RegisteredTask?>.size == MemoryLayout<Int>.size)
  }
}

import AlgebraicEffects
import ComposableEffectsTestSupport
import Synchronization
import Testing

/// Seed 004's program with two unstructured tasks.
private func program() {
  Console.print("Start")
  Task.effect(name: "Task 1") {
    Console.print("Task 1")
  }
  Task.effect(name: "Task 2") {
    Console.print("Task 2")
  }
  Console.print("Exit")
}

@Suite struct TaskEffectTests {
  @Test func inProductionATaskEffectIsATask() async {
    let value = await Task.effect(name: "answer") { 42 }.value
    #expect(value == 42)
    await #expect(throws: SomeError()) {
      try await Task.effect { () async throws -> Int in throw SomeError() }.value
    }
  }

  @Test func enqueuedTasksRunInTheirOrderAfterTheProgram() async throws {
    try await withTestHandler {
      program()
    } test: { effect in
      try await effect.expect(\.Console.print) { #expect($0 == "Start") }
      try await effect.expectTask("Task 1", action: .enqueue)
      try await effect.expectTask("Task 2", action: .enqueue)
      try await effect.expect(\.Console.print) { #expect($0 == "Exit") }
      try await effect.expect(\.Console.print) { #expect($0 == "Task 1") }
      try await effect.expect(\.Console.print) { #expect($0 == "Task 2") }
    }
  }

  @Test func suspendedTasksRunInTheOrderTheTestEnqueuesThem() async throws {
    try await withTestHandler {
      program()
    } test: { effect in
      try await effect.expect(\.Console.print) { #expect($0 == "Start") }
      let task1 = try await effect.expectTask("Task 1", action: .suspend)
      let task2 = try await effect.expectTask("Task 2", action: .suspend)
      task2.enqueue()
      task1.enqueue()
      try await effect.expect(\.Console.print) { #expect($0 == "Exit") }
      try await effect.expect(\.Console.print) { #expect($0 == "Task 2") }
      try await effect.expect(\.Console.print) { #expect($0 == "Task 1") }
    }
  }

  @Test func automaticallyEnqueuedTasksFlattenIntoCreationOrder() async throws {
    try await withTestHandler(taskHandling: .automaticallyEnqueue) {
      Task.effect(name: "Task 1") {
        Console.writeLine("Task 1")
        Task.effect(name: "Task 3") {
          Console.writeLine("Task 3")
        }
      }
      Task.effect(name: "Task 2") {
        Console.writeLine("Task 2")
        Task.effect(name: "Task 4") {
          Console.writeLine("Task 4")
        }
      }
    } test: { effect in
      try await effect.expect(\.Console.writeLine) { #expect($0 == "Task 1") }
      try await effect.expect(\.Console.writeLine) { #expect($0 == "Task 2") }
      try await effect.expect(\.Console.writeLine) { #expect($0 == "Task 3") }
      try await effect.expect(\.Console.writeLine) { #expect($0 == "Task 4") }
    }
  }

  @Test func aTaskNeverRunsBeforeItsParent() async throws {
    try await withTestHandler {
      Task.effect(name: "parent") {
        Console.writeLine("parent")
        Task.effect(name: "child") { Console.writeLine("child") }
        Console.writeLine("parent again")
      }
    } test: { effect in
      let parent = try await effect.expectTask("parent", action: .suspend)
      parent.enqueue()
      try await effect.expect(\.Console.writeLine) { #expect($0 == "parent") }
      try await effect.expectTask("child", action: .enqueue)
      try await effect.expect(\.Console.writeLine) { #expect($0 == "parent again") }
      try await effect.expect(\.Console.writeLine) { #expect($0 == "child") }
    }
  }

  @Test func handlersStayInstalledInsideTaskEffects() async throws {
    try await withTestHandler(taskHandling: .automaticallyEnqueue) {
      with {
        Console.Print { Console.writeLine("printed " + $0) }
      } perform: {
        _ = Task.effect { Console.print("inside") }
      }
    } test: { effect in
      try await effect.expect(\.Console.writeLine) { #expect($0 == "printed inside") }
    }
  }

  @Test(arguments: 0..<10)
  func taskGroupChildrenRunInCreationOrder(_ run: Int) async throws {
    try await withTestHandler {
      await withTaskGroup(of: Void.self) { group in
        for index in 0..<5 {
          group.addTask { _ = await Clock.now(); Console.print("child \(index)") }
        }
      }
    } test: { effect in
      for _ in 0..<5 {
        try await effect.expect(Clock.Now.self, return: run)
      }
      for index in 0..<5 {
        try await effect.expect(\.Console.print) { #expect($0 == "child \(index)") }
      }
    }
  }

  @Test(arguments: 0..<10)
  func asyncLetChildrenRunInCreationOrder(_ run: Int) async throws {
    try await withTestHandler {
      async let first: Void = Console.print("first")
      async let second: Void = Console.print("second")
      async let third: Void = Console.print("third")
      _ = await (first, second, third)
    } test: { effect in
      try await effect.expect(\.Console.print) { #expect($0 == "first") }
      try await effect.expect(\.Console.print) { #expect($0 == "second") }
      try await effect.expect(\.Console.print) { #expect($0 == "third") }
    }
  }
}

@Suite struct TaskHandlingTests {
  @Test func expectTaskWithoutANameMeetsTheNextTaskWhateverItsName() async throws {
    try await withTestHandler {
      program()
    } test: { effect in
      try await effect.expect(\.Console.print) { #expect($0 == "Start") }
      let first = try await effect.expectTask(action: .enqueue)
      #expect(first.name == "Task 1")
      let second = try await effect.expectTask(action: .enqueue)
      #expect(second.name == "Task 2")
      try await effect.expect(\.Console.print) { #expect($0 == "Exit") }
      try await effect.expect(\.Console.print) { #expect($0 == "Task 1") }
      try await effect.expect(\.Console.print) { #expect($0 == "Task 2") }
    }
  }

  @Test func ignoredTasksAreNeitherShownNorRun() async throws {
    try await withTestHandler(taskHandling: .ignore) {
      program()
    } test: { effect in
      try await effect.expect(\.Console.print) { #expect($0 == "Start") }
      try await effect.expect(\.Console.print) { #expect($0 == "Exit") }
    }
  }

  @Test func liveTasksRunAtOnceAndTheirEffectsComeToTheTest() async throws {
    try await withTestHandler(taskHandling: .live) {
      Console.print("Start")
      await Task.effect(name: "Task 1") { Console.print("Task 1") }.value
      Console.print("Exit")
    } test: { effect in
      try await effect.expect(\.Console.print) { #expect($0 == "Start") }
      try await effect.expect(\.Console.print) { #expect($0 == "Task 1") }
      try await effect.expect(\.Console.print) { #expect($0 == "Exit") }
    }
  }
}

/// A program that awaits a task it queued: the task starts early, as nothing else can happen.
@Suite struct AwaitedQueuedTaskTests {
  @Test(.timeLimit(.minutes(1)))
  func awaitingAQueuedTasksValueRunsIt() async throws {
    try await withTestHandler {
      let task = Task.effect(name: "T") { () -> Int in
        Console.print("in the task")
        return 42
      }
      let value = await task.value
      Console.print("got \(value)")
    } test: { effect in
      try await effect.expectTask("T", action: .enqueue)
      try await effect.expect(\.Console.print) { #expect($0 == "in the task") }
      try await effect.expect(\.Console.print) { #expect($0 == "got 42") }
    }
  }

  @Test(.timeLimit(.minutes(1)))
  func awaitingAnAutomaticallyEnqueuedTaskRunsIt() async throws {
    try await withTestHandler(taskHandling: .automaticallyEnqueue) {
      let first = Task.effect(name: "first") { Console.print("first") }
      let second = Task.effect(name: "second") { Console.print("second") }
      await second.value
      await first.value
      Console.print("done")
    } test: { effect in
      // The queue's order still holds: "first" runs before "second".
      try await effect.expect(\.Console.print) { #expect($0 == "first") }
      try await effect.expect(\.Console.print) { #expect($0 == "second") }
      try await effect.expect(\.Console.print) { #expect($0 == "done") }
    }
  }
}

import AlgebraicEffects
import ComposableEffectsTestSupport
import Synchronization
import Testing

@Suite struct TestHandlerTests {
  @Test func answersASynchronousProgramStepByStep() async throws {
    try await withTestHandler {
      echo()
    } test: { effect in
      try await effect.expect(Console.ReadLine.self) {
        return "Hello"
      }
      try await effect.expect(Console.Print.self) { line in
        #expect(line == "Hello")
      }
      try await effect.expect(Console.ReadLine.self) {
        return "Good Bye"
      }
      try await effect.expect(Console.Print.self) { line in
        #expect(line == "Good Bye")
      }
      try await effect.expect(Console.ReadLine.self) {
        return nil
      }
    }
  }

  @Test func keyPathsAndReturnValuesAnswerTheSameWay() async throws {
    try await withTestHandler {
      echo()
    } test: { effect in
      try await effect.expect(\.Console.readLine, return: "Hello")
      try await effect.expect(\.Console.print) { #expect($0 == "Hello") }
      try await effect.expect(Console.ReadLine.self, return: nil)
    }
  }

  @Test func innerHandlerFiltersWhatTheTestSees() async throws {
    try await withTestHandler {
      with {
        Console.Print { _ in }
      } perform: {
        echo()
      }
    } test: { effect in
      try await effect.expect(\.Console.readLine, return: "Hello")
      try await effect.expect(\.Console.readLine, return: "Good Bye")
      try await effect.expect(\.Console.readLine, return: nil)
    }
  }

  @Test func innerHandlerOptsInByForwarding() async throws {
    try await withTestHandler {
      with {
        Console.Print { line in
          if line == "Hello" {
            Console.print(line)
          }
        }
      } perform: {
        echo()
      }
    } test: { effect in
      try await effect.expect(\.Console.readLine, return: "Hello")
      try await effect.expect(\.Console.print) { #expect($0 == "Hello") }
      try await effect.expect(\.Console.readLine, return: "Hi")
      try await effect.expect(\.Console.readLine, return: "Good Bye")
      try await effect.expect(\.Console.readLine, return: nil)
    }
  }

  @Test func yieldPassesTheEffectToTheHandlerOutside() async throws {
    let stubbed = Mutex<[String]>([])
    try await with {
      Console.Print { line in stubbed.withLock { $0.append(line) } }
    } perform: {
      try await withTestHandler {
        echo()
      } test: { effect in
        try await effect.expect(\.Console.readLine, return: "Hello")
        try await effect.expect(\.Console.print) { #expect($0 == "Hello") }
        try await effect.expect(\.Console.readLine, return: "Hi")
        try await effect.yield()
        try await effect.expect(\.Console.readLine, return: "Good Bye")
        try await effect.yield()
        try await effect.expect(\.Console.readLine, return: nil)
      }
    }
    #expect(stubbed.withLock { $0 } == ["Hi", "Good Bye"])
  }

  @Test func answersAsynchronousAndThrowingEffects() async throws {
    let results = Mutex<[String]>([])
    try await withTestHandler {
      let first = try await HTTP.data(for: "a")
      results.withLock { $0.append(first) }
      do {
        _ = try await HTTP.data(for: "b")
      } catch {
        results.withLock { $0.append("\(error)") }
      }
    } test: { effect in
      try await effect.expect(HTTP.Data.self) { url in
        #expect(url == "a")
        return "A"
      }
      #expect(results.withLock { $0 } == ["A"])
      try await effect.expect(\.HTTP.data) { _ in throw SomeError() }
      #expect(results.withLock { $0 } == ["A", "SomeError()"])
    }
  }

  @Test func synchronousProgramWaitsAsLongAsTheTestTakes() async throws {
    // The step timeout is short; the program still gets its answer after a longer pause.
    try await withTestHandler(timeout: .milliseconds(50)) {
      echo()
    } test: { effect in
      try await effect.expect(Console.ReadLine.self) {
        try await Task.sleep(for: .milliseconds(300))
        return nil
      }
    }
  }

  @Test func synchronousProgramsBlockNoThreadOfTheCooperativePool() async throws {
    // More programs than the pool has threads all block in an effect at once: if each held a
    // pool thread, none of their tests could run to release them.
    let count = 12
    let blocked = Barrier(count: count)
    try await withThrowingTaskGroup(of: Void.self) { group in
      for index in 0..<count {
        group.addTask {
          try await withTestHandler {
            Console.print("\(index)")
          } test: { effect in
            try await effect.expect(Console.Print.self) { line in
              #expect(line == "\(index)")
              try await blocked.arrive()
            }
          }
        }
      }
      try await group.waitForAll()
    }
  }

  @Test func randomNumbersAreAnsweredElementByElement() async throws {
    let model = RandomNumberModel()
    try await withTestHandler {
      await model.getRandomNumbers()
    } test: { effect in
      try await effect.expect(\.Random.numbers) { range in
        #expect(range == (0...100))
        return 1
      }
      await #expect(model.message == "1 is a bad number")
      try await effect.expect(\.Random.numbers) { _ in 2 }
      await #expect(model.message == "2 is a good number")
      try await effect.expect(\.Random.numbers) { _ in 3 }
      await #expect(model.message == "3 is a bad number")
      try await effect.expect(\.Random.numbers) { _ in 3 }
      await #expect(model.message == "It's the same number again, boooring!!")
      try await effect.expect(\.Random.numbers) { _ in nil }
      await #expect(model.message == "Good bye!")
    }
  }

  @Test func throwingFromASequenceFailsIt() async throws {
    let model = RandomNumberModel()
    try await withTestHandler {
      await model.getRandomNumbers()
    } test: { effect in
      try await effect.expect(Random.Numbers.self, return: 4)
      await #expect(model.message == "4 is a good number")
      try await effect.expect(\.Random.numbers) { _ in throw SomeError() }
      await #expect(model.message == "Bad error")
    }
  }

  @Test func yieldedSequenceElementsComeFromTheOuterHandler() async throws {
    let model = RandomNumberModel()
    try await with {
      Random.Numbers { _ in
        AsyncThrowingStream { continuation in
          continuation.yield(7)
          continuation.yield(8)
          continuation.finish()
        }
      }
    } perform: {
      try await withTestHandler {
        await model.getRandomNumbers()
      } test: { effect in
        try await effect.yield()
        await #expect(model.message == "7 is a bad number")
        try await effect.yield()
        await #expect(model.message == "8 is a good number")
        try await effect.expect(\.Random.numbers, return: nil)
        await #expect(model.message == "Good bye!")
      }
    }
  }
}

@MainActor
final class RandomNumberModel {
  private var previousNumber: Int?
  var message = ""

  func getRandomNumbers() async {
    do {
      for try await number in Random.numbers(in: 0...100) {
        if previousNumber == number {
          message = "It's the same number again, boooring!!"
        } else if number.isMultiple(of: 2) {
          message = "\(number) is a good number"
        } else {
          message = "\(number) is a bad number"
        }
        previousNumber = number
      }
      message = "Good bye!"
    } catch {
      message = "Bad error"
    }
  }
}

/// Lets `count` tasks wait until all of them have arrived. It gives up after ten seconds,
/// releasing everyone and failing the test, so a broken scheduler fails instead of hanging.
actor Barrier {
  private let count: Int
  private var arrived = 0
  private var waiters: [CheckedContinuation<Void, Never>] = []
  private var deadline: Task<Void, Never>?

  init(count: Int) {
    self.count = count
  }

  func arrive() async throws {
    arrived += 1
    if arrived == count {
      release()
      return
    }
    if deadline == nil {
      deadline = Task { [weak self] in
        try? await Task.sleep(for: .seconds(10))
        guard !Task.isCancelled else { return }
        await self?.giveUp()
      }
    }
    await withCheckedContinuation { waiters.append($0) }
  }

  private func giveUp() {
    guard !waiters.isEmpty else { return }
    Issue.record("Only \(arrived) of \(count) tasks reached the barrier.")
    release()
  }

  private func release() {
    deadline?.cancel()
    for waiter in waiters { waiter.resume() }
    waiters = []
  }
}

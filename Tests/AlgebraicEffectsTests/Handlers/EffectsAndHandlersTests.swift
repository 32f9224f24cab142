import AlgebraicEffects
import ComposableEffectsTestSupport
import Synchronization
import Testing

@Suite struct EffectsAndHandlersTests {
  @Test func effectWithoutHandlerRunsItsDefault() throws {
    #expect(Console.readLine() == nil)
    #expect(throws: Files.Missing(path: "a")) { try Files.read("a") }
  }

  @Test func installedHandlerHandlesTheEffect() {
    let line = with {
      Console.ReadLine { "Hello" }
    } perform: {
      Console.readLine()
    }
    #expect(line == "Hello")
  }

  @Test func handlersAreGoneAfterTheirBody() {
    with {
      Console.ReadLine { "Hello" }
    } perform: {}
    #expect(Console.readLine() == nil)
  }

  @Test func innermostHandlerWins() {
    let line = with {
      Console.ReadLine { "outer" }
    } perform: {
      with {
        Console.ReadLine { "inner" }
      } perform: {
        Console.readLine()
      }
    }
    #expect(line == "inner")
  }

  @Test func lastListedHandlerIsInnermost() {
    // As in Swift Effect: handlers nest in listing order, the first outermost.
    let line = with {
      Console.ReadLine { "first" }
      Console.ReadLine { "second" }
    } perform: {
      Console.readLine()
    }
    #expect(line == "second")
  }

  @Test func handlerPerformingItsOwnEffectForwardsItOutward() {
    let printed = Mutex<[String]>([])
    with {
      Console.Print { line in printed.withLock { $0.append(line) } }
    } perform: {
      with {
        Console.Print { line in Console.print(line.uppercased()) }
      } perform: {
        Console.print("hello")
      }
    }
    #expect(printed.withLock { $0 } == ["HELLO"])
  }

  @Test func loggingAndUppercasingComposeAsInTheSeed() {
    let log = Mutex<[String]>([])
    let printed = Mutex<[String]>([])
    let lines = Mutex(["Hello", "Good Bye"])
    with {
      Console.Print { line in printed.withLock { $0.append(line) } }
      Console.ReadLine { lines.withLock { $0.isEmpty ? nil : $0.removeFirst() } }
    } perform: {
      with {  // main
        Console.Print { line in
          log.withLock { $0.append(line) }
          Console.print(line)
        }
      } perform: {
        with {  // module
          Console.Print { line in Console.print(line.uppercased()) }
        } perform: {
          echo()
        }
      }
    }
    #expect(log.withLock { $0 } == ["HELLO", "GOOD BYE"])
    #expect(printed.withLock { $0 } == ["HELLO", "GOOD BYE"])
  }

  @Test func handlerRunsInTheScopeOfItsWithNotOfThePerformer() {
    // Like a `catch` block, a handler does not see handlers installed inside its `with`.
    let line = with {
      Console.Print { _ in }
      Console.ReadLine {
        Console.print("asked")
        return "outer"
      }
    } perform: {
      with {
        Console.ReadLine { "inner" }
        Console.Print { _ in Issue.record("the inner Print must not see the handler's print") }
      } perform: {
        with {
          Console.ReadLine { Console.readLine().map { "via " + $0 } }
        } perform: {
          Console.readLine()
        }
      }
    }
    #expect(line == "via inner")
  }

  @Test(arguments: [true, false])
  func handlerListAcceptsIfAndElse(_ shout: Bool) {
    let line = with {
      if shout {
        Console.ReadLine { "HELLO" }
      } else {
        Console.ReadLine { "hello" }
      }
    } perform: {
      Console.readLine()
    }
    #expect(line == (shout ? "HELLO" : "hello"))
  }

  @Test(arguments: [true, false])
  func handlerListAcceptsIfWithoutElse(_ install: Bool) {
    let line = with {
      if install {
        Console.ReadLine { "Hello" }
      }
    } perform: {
      Console.readLine()
    }
    #expect(line == (install ? "Hello" : nil))
  }

  @Test func withRethrowsTheBodysError() {
    #expect(throws: SomeError()) {
      try with {
        Console.ReadLine { "Hello" }
      } perform: {
        throw SomeError()
      }
    }
  }

  @Test func throwingHandlerThrowsToThePerformer() {
    #expect(throws: SomeError()) {
      try with {
        Files.Read { _ in throw SomeError() }
      } perform: {
        try Files.read("a")
      }
    }
  }

  @Test func typedThrowsEffectKeepsItsErrorType() {
    let result = with {
      Files.Size { path, _ throws(Files.Missing) in throw Files.Missing(path: path + "!") }
    } perform: {
      Result { () throws(Files.Missing) -> Int in try Files.size(of: "a", followingLinks: true) }
    }
    #expect(throws: Files.Missing(path: "a!")) { try result.get() }
  }

  @Test func effectWithSeveralArgumentsPassesThemAll() throws {
    let size = try with {
      Files.Size { path, following in following ? path.count : -1 }
    } perform: {
      try Files.size(of: "abc", followingLinks: true)
    }
    #expect(size == 3)
  }

  @Test func asyncEffectIsHandled() async throws {
    let body = try await with {
      HTTP.Data { url in "body of \(url)" }
    } perform: {
      try await HTTP.data(for: "a")
    }
    #expect(body == "body of a")
  }

  @Test func asyncHandlerForwardsOutwardLikeTheSeedsCache() async throws {
    let fetches = Mutex(0)
    let cache = Mutex<[String: String]>([:])
    try await with {
      HTTP.Data { url in
        fetches.withLock { $0 += 1 }
        return "fresh \(url)"
      }
    } perform: {
      try await with {
        HTTP.Data { url in
          if let data = cache.withLock({ $0[url] }) { return data }
          let data = try await HTTP.data(for: url)
          cache.withLock { $0[url] = data }
          return data
        }
      } perform: {
        let first = try await HTTP.data(for: "a")
        let second = try await HTTP.data(for: "a")
        #expect([first, second] == ["fresh a", "fresh a"])
      }
    }
    #expect(fetches.withLock { $0 } == 1)
  }

  @Test func asyncEffectWithoutHandlerRunsItsDefault() async {
    await #expect(throws: HTTP.NotFound()) { try await HTTP.data(for: "a") }
  }

  @Test func childTasksInheritTheHandlers() async {
    let lines = await with {
      Console.ReadLine { "handled" }
    } perform: {
      async let first = Console.readLine()
      let group = await withTaskGroup(of: String?.self) { group in
        group.addTask { Console.readLine() }
        return await group.next()!
      }
      let task = await Task.effect { Console.readLine() }.value
      return await [first, group, task]
    }
    #expect(lines == ["handled", "handled", "handled"])
  }

  @Test func taskEffectStartedInsideASyncHandlerSeesTheHandlersScope() async {
    let task = with {
      Console.ReadLine { "outer" }
    } perform: {
      with {
        Console.Print { _ in }
        Console.ReadLine {
          // Inside the handler, the scope is the one outside its `with`.
          _ = Task.effect { Console.readLine() }
          return nil
        }
      } perform: {
        _ = Console.readLine()
      }
      return Task.effect { Console.readLine() }
    }
    #expect(await task.value == "outer")
  }

  /// An asynchronous handler that forwards from a child task (a timeout races the forwarded
  /// perform against a clock, say) reaches the outer handler, not itself: the child inherits
  /// the scope the handler runs in. A design that marks the running handler on its frame,
  /// per task, instead of rebinding the scope, would call this handler again from the child.
  @Test func asyncHandlerForwardingFromAChildTaskReachesTheOuterHandler() async throws {
    let calls = Mutex(0)
    let body = try await with {
      HTTP.Data { url in "outer \(url)" }
    } perform: {
      try await with {
        HTTP.Data { url in
          // A second call is the bug: answer instead of recursing for good.
          guard calls.withLock({ $0 += 1; return $0 }) == 1 else { return "inner again" }
          return try await withThrowingTaskGroup(of: String.self) { group in
            group.addTask { try await HTTP.data(for: url) }
            return try await group.next()!
          }
        }
      } perform: {
        try await HTTP.data(for: "a")
      }
    }
    #expect(body == "outer a")
    #expect(calls.withLock { $0 } == 1)
  }

  @Test func unrelatedTasksNeverSeeTheHandlers() async {
    let detached = await with {
      Console.ReadLine { "handled" }
    } perform: {
      await Task.detached { Console.readLine() }.value
    }
    #expect(detached == nil)
  }

  @Test func concurrentScopesStaySeparate() async {
    await withTaskGroup(of: Void.self) { group in
      for index in 0..<50 {
        group.addTask {
          await with {
            Clock.Now { index }
          } perform: {
            for _ in 0..<20 {
              await Task.yield()
              #expect(await Clock.now() == index)
            }
          }
        }
      }
    }
  }

  @Test func asyncSequenceEffectReturnsTheHandlersSequence() async throws {
    let numbers = try await with {
      Random.Numbers { range in
        AsyncThrowingStream { continuation in
          for number in [range.lowerBound, range.upperBound] { continuation.yield(number) }
          continuation.finish()
        }
      }
    } perform: {
      var numbers: [Int] = []
      for try await number in Random.numbers(in: 1...9) { numbers.append(number) }
      return numbers
    }
    #expect(numbers == [1, 9])
  }
}

@Test func privateEffectsAreHandledInsideTheirNamespace() {
  #expect(Secrets.handledToken() == "handled")
}

@MainActor
@Test func nonsendingAsyncEffectRunsItsHandlerOnTheCallersActor() async {
  let isolation = await with {
    Location.Current { String(describing: #isolation) }
  } perform: {
    await Location.current()
  }
  #expect(isolation == String(describing: MainActor.shared as (any Actor)?))
}

/// The isolation its caller runs it on.
nonisolated(nonsending) private func callersIsolation() async -> String {
  String(describing: #isolation)
}

@MainActor
@Test func asyncWithRunsItsBodyOnTheCallersActor() async {
  let isolation = await with {
    Location.Current { "" }
  } perform: {
    await callersIsolation()
  }
  #expect(isolation == String(describing: MainActor.shared as (any Actor)?))
}

@MainActor
@Test func capturedScopeRunsAsyncBodiesOnTheCallersActor() async {
  let isolation = await CapturedEffectScope().run { await callersIsolation() }
  #expect(isolation == String(describing: MainActor.shared as (any Actor)?))
}

@Suite struct HandlerListOrderTests {
  @Test func handlersOfOneWithNestInListingOrderTheLastInnermost() {
    let log = Mutex<[String]>([])
    with {
      Console.Print { line in log.withLock { $0.append(line) } }
      Console.Print { line in Console.print(line.uppercased()) }
    } perform: {
      Console.print("hi")
    }
    #expect(log.withLock { $0 } == ["HI"])
  }

  @Test func aListIsTheSameAsNestedWiths() async {
    let log = Mutex<[String]>([])
    await with {
      Console.Print { line in log.withLock { $0.append("outer: " + line) } }
      Console.Print { line in Console.print("inner: " + line) }
    } perform: {
      await Task.yield()
      Console.print("hi")
    }
    #expect(log.withLock { $0 } == ["outer: inner: hi"])
  }

  @Test func aSingleHandlerIsInstalledWithoutAList() {
    let line = with(Console.ReadLine { "from the handler" }) {
      Console.readLine()
    }
    #expect(line == "from the handler")
  }

  @Test func aSingleHandlerIsInstalledAroundAnAsyncBody() async throws {
    let data = try await with(HTTP.Data { url in "cached \(url)" }) {
      try await HTTP.data(for: "a")
    }
    #expect(data == "cached a")
  }
}

import Foundation

/// An effect named apart from its function: `HTTP.Data` would hide Foundation's `Data` in here.
enum Web {
  @Effect(name: "FetchData")
  static func data(from url: String) async throws -> Data {
    Data(url.utf8)
  }
}

@Suite struct NamedEffectTests {
  @Test func aNamedEffectsHandlerTypeHasTheGivenName() async throws {
    let data = try await with(Web.FetchData { _ in Data([1, 2]) }) {
      try await Web.data(from: "a")
    }
    #expect(data == Data([1, 2]))
  }

  @Test func aNamedEffectIsExpectedByItsHandlerType() async throws {
    try await withTestHandler {
      _ = try await Web.data(from: "a")
    } test: { effect in
      try await effect.expect(Web.FetchData.self) { url in
        #expect(url == "a")
        return Data()
      }
    }
  }
}

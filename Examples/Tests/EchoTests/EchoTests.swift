import AlgebraicEffects
import ComposableEffectsTestSupport
import Echo
import Synchronization
import Testing

@Suite struct EchoTests {
  @Test func echoesEachLineUntilTheEndOfInput() async throws {
    try await withTestHandler {
      echo()
    } test: { effect in
      try await effect.expect(\.Console.readLine, return: "Hello")
      try await effect.expect(\.Console.print) { #expect($0 == "Hello") }
      try await effect.expect(\.Console.readLine, return: "Good Bye")
      try await effect.expect(\.Console.print) { #expect($0 == "Good Bye") }
      try await effect.expect(\.Console.readLine, return: nil)
    }
  }

  @Test func uppercaseFlagUppercasesWhatIsPrinted() async throws {
    try await withTestHandler {
      runEcho(uppercase: true, log: nil)
    } test: { effect in
      try await effect.expect(\.Console.readLine, return: "Hello")
      try await effect.expect(\.Console.print) { #expect($0 == "HELLO") }
      try await effect.expect(\.Console.readLine, return: nil)
    }
  }

  @Test func logRecordsWhatIsFinallyPrinted() async throws {
    let log = Mutex<[String]>([])
    try await withTestHandler {
      runEcho(uppercase: true) { line in log.withLock { $0.append(line) } }
    } test: { effect in
      try await effect.expect(\.Console.readLine, return: "Hello")
      try await effect.expect(\.Console.print) { #expect($0 == "HELLO") }
      #expect(log.withLock { $0 } == ["HELLO"])
      try await effect.expect(\.Console.readLine, return: "Good Bye")
      try await effect.expect(\.Console.print) { #expect($0 == "GOOD BYE") }
      try await effect.expect(\.Console.readLine, return: nil)
    }
    #expect(log.withLock { $0 } == ["HELLO", "GOOD BYE"])
  }

  @Test func withoutFlagsLinesPassThroughUnchanged() async throws {
    try await withTestHandler {
      runEcho(uppercase: false, log: nil)
    } test: { effect in
      try await effect.expect(\.Console.readLine, return: "Hello")
      try await effect.expect(\.Console.print) { #expect($0 == "Hello") }
      try await effect.expect(\.Console.readLine, return: nil)
    }
  }
}

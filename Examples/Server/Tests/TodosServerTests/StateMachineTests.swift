import Testing

@testable import TodosServer

/// The decisions behind the server's deadlines and its admission of WebSockets, each without a
/// thread, a socket or a clock.
struct ShutdownSignalsStateMachineTests {
  @Test func theFirstSignalShutsDownGracefullyAndTheSecondExitsAtOnce() {
    var machine = ShutdownSignalsStateMachine()

    #expect(machine.received() == .shutDownGracefully)
    #expect(machine.received() == .exitAtOnce)
    #expect(machine.received() == .exitAtOnce)
  }
}

struct OpenConnectionsStateMachineTests {
  @Test func theGracePeriodsEndClosesTheConnectionsStillOpen() {
    var machine = OpenConnectionsStateMachine<String>()
    _ = machine.opened("a", id: 1)
    _ = machine.opened("b", id: 2)
    _ = machine.opened("c", id: 3)
    machine.closed(id: 2)

    #expect(machine.shutdownBegan() == 2)
    machine.closed(id: 1)

    #expect(machine.gracePeriodEnded() == ["c"])
  }

  @Test func aConnectionOpenedAfterTheGracePeriodEndedIsClosedAtOnce() {
    var machine = OpenConnectionsStateMachine<String>()
    _ = machine.shutdownBegan()
    _ = machine.gracePeriodEnded()

    guard case .close("late") = machine.opened("late", id: 1) else {
      Issue.record("A connection opened after the grace period was kept.")
      return
    }
    #expect(machine.gracePeriodEnded() == [])
  }

  @Test func connectionsOpenedWhileDrainingAreClosedWhenTheGracePeriodEnds() {
    var machine = OpenConnectionsStateMachine<String>()
    _ = machine.shutdownBegan()
    guard case .keep = machine.opened("a", id: 1) else {
      Issue.record("A connection opened while draining was closed at once.")
      return
    }

    #expect(machine.gracePeriodEnded() == ["a"])
  }
}

struct RequestHeadStateMachineTests {
  @Test func aHeadInTimeIsCheckedAndWhatFollowsIsPassedOn() {
    var machine = RequestHeadStateMachine()

    #expect(machine.read(isHead: true) == .checkHead)
    machine.accepted()
    #expect(machine.read(isHead: false) == .forward)
    #expect(machine.deadlinePassed() == .none)
    #expect(machine.shutdownBegan() == .none)
  }

  @Test func noHeadByTheDeadlineClosesTheConnection() {
    var machine = RequestHeadStateMachine()

    #expect(machine.deadlinePassed() == .close)
    #expect(machine.read(isHead: true) == .discard)
    #expect(machine.shutdownBegan() == .none)
  }

  @Test func aShutdownBeforeTheHeadClosesTheConnection() {
    var machine = RequestHeadStateMachine()

    #expect(machine.shutdownBegan() == .close)
    #expect(machine.deadlinePassed() == .none)
  }

  @Test func whatFollowsARefusedHeadIsDropped() {
    var machine = RequestHeadStateMachine()
    #expect(machine.read(isHead: true) == .checkHead)

    machine.refused()

    #expect(machine.read(isHead: false) == .discard)
    #expect(machine.deadlinePassed() == .none)
  }
}

struct PeerLivenessStateMachineTests {
  @Test func aSilentPeerIsPingedThenClosed() {
    var machine = PeerLivenessStateMachine()

    #expect(machine.silenceElapsed() == .sendPing)
    #expect(machine.silenceElapsed() == .close)
  }

  @Test func anAnswerAfterThePingKeepsThePeer() {
    var machine = PeerLivenessStateMachine()
    #expect(machine.silenceElapsed() == .sendPing)

    machine.read()

    #expect(machine.silenceElapsed() == .sendPing)
  }
}

struct WebSocketFrameScannerTests {
  // A masked client frame's header announcing `length` bytes.
  private func header(opcode: UInt8 = 0x1, fin: Bool = true, length: UInt64) -> [UInt8] {
    var bytes: [UInt8] = [(fin ? 0x80 : 0) | opcode]
    switch length {
    case ..<126: bytes.append(0x80 | UInt8(length))
    case ..<65536: bytes += [0x80 | 126, UInt8(length >> 8), UInt8(length & 0xFF)]
    default: bytes += [0x80 | 127] + (0..<8).reversed().map { UInt8((length >> (8 * UInt64($0))) & 0xFF) }
    }
    return bytes + [1, 2, 3, 4]
  }

  @Test func framesWithinTheLimitPassWhateverTheirLengthEncoding() {
    var scanner = WebSocketFrameScanner(limit: 70_000)
    let frames =
      header(length: 5) + [UInt8](repeating: 0, count: 5)
      + header(length: 300) + [UInt8](repeating: 0, count: 300)
      + header(length: 70_000) + [UInt8](repeating: 0, count: 70_000)

    #expect(scanner.scan(frames) == .withinLimit)
  }

  @Test func aFrameOverTheLimitIsFoundFromItsHeaderAlone() {
    var scanner = WebSocketFrameScanner(limit: 100)
    #expect(scanner.scan(header(length: 3) + [0, 0, 0]) == .withinLimit)

    let oversized = header(length: 1 << 40)

    #expect(scanner.scan(oversized.prefix(5)) == .withinLimit)
    #expect(scanner.scan(oversized.dropFirst(5)) == .oversized(length: 1 << 40))
  }

  @Test func theFragmentsOfOneMessageCountTogetherAndControlFramesNot() {
    var scanner = WebSocketFrameScanner(limit: 100)
    #expect(scanner.scan(header(fin: false, length: 60) + [UInt8](repeating: 0, count: 60)) == .withinLimit)
    #expect(scanner.scan(header(opcode: 0x9, length: 50) + [UInt8](repeating: 0, count: 50)) == .withinLimit)

    #expect(scanner.scan(header(opcode: 0x0, length: 41)) == .oversized(length: 101))
  }

  @Test func aFinishedMessageStartsTheCountAgain() {
    var scanner = WebSocketFrameScanner(limit: 100)
    #expect(scanner.scan(header(length: 90) + [UInt8](repeating: 0, count: 90)) == .withinLimit)

    #expect(scanner.scan(header(length: 90) + [UInt8](repeating: 0, count: 90)) == .withinLimit)
  }
}

struct UpgradePolicyTests {
  private let policy = UpgradePolicy(allowedOrigins: ["https://todos.example.com"], token: nil)

  @Test func theServersOwnOriginIsAllowedOverHTTPAndHTTPS() {
    #expect(policy.decide(uri: "/ws", host: "127.0.0.1:8080", origin: "http://127.0.0.1:8080") == .accept)
    #expect(policy.decide(uri: "/ws", host: "todos.lan", origin: "https://todos.lan") == .accept)
  }

  @Test func anotherOriginIsRefusedWith403() {
    let decision = policy.decide(uri: "/ws", host: "127.0.0.1:8080", origin: "http://127.0.0.1:9090")

    guard case .refuse(403, _) = decision else {
      Issue.record("Expected a 403, got \(decision)")
      return
    }
  }

  @Test func aConfiguredOriginIsAllowed() {
    #expect(policy.decide(uri: "/ws", host: "10.0.0.2:8080", origin: "https://todos.example.com") == .accept)
  }

  @Test func theNullOriginIsRefused() {
    guard case .refuse(403, _) = policy.decide(uri: "/ws", host: "127.0.0.1:8080", origin: "null") else {
      Issue.record("The null origin was accepted.")
      return
    }
  }

  @Test func noOriginIsAccepted() {
    #expect(policy.decide(uri: "/ws", host: "127.0.0.1:8080", origin: nil) == .accept)
  }

  @Test func anOriginNoPageHasIsAcceptedAsNoOrigin() {
    // What WebSocket client libraries send: the URL they connect to, without its port.
    #expect(policy.decide(uri: "/ws", host: "127.0.0.1:8080", origin: "ws://127.0.0.1") == .accept)
  }

  @Test func withATokenOnlyTheTokenOpens() {
    let policy = UpgradePolicy(allowedOrigins: [], token: "s3cret")

    #expect(policy.decide(uri: "/ws?token=s3cret", host: "h", origin: nil) == .accept)
    guard
      case .refuse(401, _) = policy.decide(uri: "/ws?token=s3cre", host: "h", origin: nil),
      case .refuse(401, _) = policy.decide(uri: "/ws", host: "h", origin: nil),
      case .refuse(401, _) = policy.decide(uri: "/ws?token=s3cretx", host: "h", origin: nil)
    else {
      Issue.record("A wrong or missing token was accepted.")
      return
    }
  }
}

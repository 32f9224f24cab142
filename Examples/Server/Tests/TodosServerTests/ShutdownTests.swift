import Foundation
import Testing
import TodosSession

@testable import TodosServer

/// Shutdown that ends, whatever the clients do: a deadline for request heads, pings for silent
/// WebSocket peers, a bounded grace period after SIGTERM, and a second signal that ends at once.
@Suite(.timeLimit(.minutes(1)))
struct ShutdownTests {
  @Test func aHalfSentRequestIsClosedWhenItsHeadersAreLate() async throws {
    var configuration = TodosServer.Configuration()
    configuration.requestHeaderTimeout = .seconds(1)
    try await withTestServer(configuration: configuration) { port, _ in
      let connection = try RawConnection(port: port)
      connection.send("GET / HTTP/1.1\r\nHost: localhost\r\n")

      #expect(await connection.isClosedByServer(timeout: 20))
    }
  }

  @Test func aHalfSentSecondRequestOnAKeptAliveConnectionIsClosed() async throws {
    var configuration = TodosServer.Configuration()
    configuration.requestHeaderTimeout = .seconds(1)
    try await withTestServer(configuration: configuration) { port, _ in
      let connection = try RawConnection(port: port)
      connection.send("GET / HTTP/1.1\r\nHost: localhost\r\n\r\n")
      #expect(await connection.read(until: "</html>", timeout: 20).text.contains("200 OK"))
      connection.send("GET / HTTP/1.1\r\nHost: loc")

      #expect(await connection.isClosedByServer(timeout: 20))
    }
  }

  @Test func aGracefulShutdownClosesAConnectionStillSendingItsFirstRequest() async throws {
    // Deadlines longer than the test's wait for the shutdown: only the shutdown closes it.
    var configuration = TodosServer.Configuration()
    configuration.requestHeaderTimeout = .seconds(120)
    configuration.gracePeriod = .seconds(120)
    let connection = try await withTestServer(configuration: configuration) { port, _ in
      let connection = try RawConnection(port: port)
      connection.send("GET / HTTP/1.1\r\nHost: loc")
      // A request made after it was accepted shows that the server has taken it.
      let other = try RawConnection(port: port)
      other.send("GET / HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n")
      #expect(await other.read(until: "</html>", timeout: 20).text.contains("200 OK"))
      return connection
    }

    #expect(await connection.isClosedByServer(timeout: 20))
  }

  @Test func aWebSocketPeerThatAnswersNoPingIsClosed() async throws {
    var configuration = TodosServer.Configuration()
    configuration.idleTimeout = .seconds(2)
    try await withTestServer(configuration: configuration) { port, _ in
      let socket = try await RawWebSocket(port: port, origin: nil)
      #expect(socket.status == 101)

      // Never answered.
      let (frames, isClosed) = await socket.frames()

      #expect(frames.contains { $0.opcode == ServerFrame.ping })
      #expect(isClosed)
    }
  }

  @Test func aWebSocketPeerThatAnswersPingsStaysOpen() async throws {
    var configuration = TodosServer.Configuration()
    configuration.idleTimeout = .seconds(2)
    try await withTestServer(configuration: configuration) { port, _ in
      let socket = try await RawWebSocket(port: port, origin: nil)
      let first = await socket.frames { $0.pings == 1 }
      #expect(first.frames.pings == 1)
      socket.send(opcode: 0xA, [])

      // Another silence brings another ping, not the end.
      let second = await socket.frames { $0.pings == 2 }

      #expect(second.frames.pings == 2)
      #expect(!second.isClosed)
    }
  }

  @Test func theGracePeriodEndsAShutdownThatAWebSocketPeerHolds() async throws {
    let server = try await ServerProcess(arguments: ["--grace-period", "1"])
    let socket = try await RawWebSocket(port: server.port, origin: nil)
    #expect(socket.status == 101)

    // The peer reads nothing and answers nothing, the close frame included.
    server.send(SIGTERM)

    #expect(await server.exitStatus() == 0)
    #expect(server.logText.contains("grace period of 1.0 seconds has ended: closed 1 connections"))
    let (frames, isClosed) = await socket.frames()
    #expect(frames.contains { $0.closeCode == 1000 })
    #expect(isClosed)
  }

  @Test func aSecondSignalEndsTheShutdownAtOnce() async throws {
    let server = try await ServerProcess(arguments: ["--grace-period", "600"])
    let socket = try await RawWebSocket(port: server.port, origin: nil)
    #expect(socket.status == 101)
    server.send(SIGTERM)
    #expect(await server.logs("shutting down gracefully"))

    server.send(SIGINT)

    #expect(await server.exitStatus() == 128 + SIGINT)
    #expect(server.logText.contains("exiting at once"))
  }
}

extension [ServerFrame] {
  var pings: Int { filter { $0.opcode == ServerFrame.ping }.count }
}

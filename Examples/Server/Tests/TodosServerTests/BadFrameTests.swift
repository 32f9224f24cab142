import Foundation
import Testing
import TodosSession

@testable import TodosServer

/// Frames the WebSocket layer refuses are answered as the documentation says: a message over the
/// transport's limit gets the `tooLarge` error frame before the close, and text that is not
/// UTF-8 closes the connection with 1007.
@Suite(.timeLimit(.minutes(1)))
struct BadFrameTests {
  @Test func aFrameOverTheTransportLimitGetsTheErrorFrameBeforeTheClose() async throws {
    try await withTestServer { port, _ in
      let socket = try await RawWebSocket(port: port, origin: nil)
      _ = await socket.frames { $0.contains { $0.opcode == ServerFrame.text } }

      socket.send(opcode: 0x1, announcing: UInt64(TodosSocket.transportLimit) * 2, Array("{".utf8))
      let frames = await socket.frames { $0.contains { $0.opcode == ServerFrame.close } }.frames

      let error = frames.firstIndex { $0.errorCode == "tooLarge" }
      let close = frames.firstIndex { $0.opcode == ServerFrame.close }
      #expect(error != nil)
      #expect(close.map { frames[$0].closeCode } == 1009)
      if let error, let close {
        #expect(error < close)
      }
      #expect(await socket.connection.isClosedByServer(timeout: 20))
    }
  }

  @Test func aMessageFragmentedOverTheTransportLimitGetsTheErrorFrameBeforeTheClose() async throws {
    try await withTestServer { port, _ in
      let socket = try await RawWebSocket(port: port, origin: nil)
      _ = await socket.frames { $0.contains { $0.opcode == ServerFrame.text } }
      let half = [UInt8](repeating: UInt8(ascii: "m"), count: TodosSocket.transportLimit / 2 + 1)

      socket.send(opcode: 0x1, fin: false, half)
      socket.send(opcode: 0x0, fin: false, half)
      let (frames, _) = await socket.frames { $0.contains { $0.opcode == ServerFrame.close } }

      let codes = frames.compactMap(\.errorCode)
      #expect(codes == ["tooLarge"])
      #expect(frames.last?.closeCode == 1009)
    }
  }

  @Test func textThatIsNotUTF8ClosesWith1007AndChangesNothing() async throws {
    try await withTestServer { port, server in
      let socket = try await RawWebSocket(port: port, origin: nil)
      _ = await socket.frames { $0.contains { $0.opcode == ServerFrame.text } }

      socket.send(
        opcode: 0x1,
        Array(#"{"action": "addTodo", "description": ""#.utf8) + [0xC3, 0x28] + Array(#""}"#.utf8)
      )
      let frames = await socket.frames { $0.contains { $0.opcode == ServerFrame.close } }.frames

      #expect(frames.last?.closeCode == 1007)
      // Answered, as a client does, the close ends the connection.
      socket.send(opcode: 0x8, [0x03, 0xEF])
      #expect(await socket.connection.isClosedByServer(timeout: 20))
      #expect(server.todos.wrappedValue.isEmpty)
    }
  }
}

extension ServerFrame {
  /// The code of the error a text frame carries, if it carries one.
  var errorCode: String? {
    guard
      opcode == Self.text,
      case .error(let body) = try? JSONDecoder().decode(ServerMessage.self, from: Data(payload))
    else { return nil }
    return body.code
  }
}

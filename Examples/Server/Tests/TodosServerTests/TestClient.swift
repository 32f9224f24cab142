import Foundation
import HummingbirdWSClient
import Logging
import TodosSession

/// A WebSocket client of the todos server, driven by a test: it sends text, and hands over the
/// server's messages one at a time.
final class TestClient: Sendable {
  private let outgoing: AsyncStream<Outgoing>.Continuation
  private let incoming: AsyncStream<ServerMessage>
  private let connection: Task<WebSocketCloseFrame?, any Error>

  private enum Outgoing {
    case text(String)
    case close
  }

  /// A client connected to the server on `port`.
  init(port: Int) {
    let (outgoingStream, outgoing) = AsyncStream.makeStream(of: Outgoing.self)
    let (incoming, received) = AsyncStream.makeStream(of: ServerMessage.self)
    self.outgoing = outgoing
    self.incoming = incoming
    self.connection = Task {
      defer { received.finish() }
      return try await WebSocketClient.connect(
        url: "ws://127.0.0.1:\(port)/ws",
        configuration: .init(maxFrameSize: 1 << 20),
        logger: Logger(label: "test-client")
      ) { inbound, outbound, _ in
        try await withThrowingTaskGroup(of: Void.self) { group in
          group.addTask {
            for await message in outgoingStream {
              switch message {
              case .text(let text):
                try await outbound.writeTextMessage(text)
              case .close:
                try await outbound.close(.normalClosure, reason: nil)
                return
              }
            }
          }
          for try await message in inbound.messages(maxSize: 1 << 20) {
            guard case .text(let text) = message else { continue }
            received.yield(try JSONDecoder().decode(ServerMessage.self, from: Data(text.utf8)))
          }
          group.cancelAll()
        }
      }
    }
  }

  /// Sends `text` as it is.
  func send(_ text: String) {
    outgoing.yield(.text(text))
  }

  /// Sends the view action `action` as a page does.
  func send(_ action: TodosSession.Action.View) {
    send(ClientMessage.encode(action))
  }

  /// The server's next message; `nil` once the connection has closed.
  func next() async -> ServerMessage? {
    var iterator = incoming.makeAsyncIterator()
    return await iterator.next()
  }

  /// The first state the server pushes that satisfies `condition`, skipping others; `nil` if the
  /// connection closes first.
  func state(
    where condition: (ServerMessage.PageState) -> Bool
  ) async -> ServerMessage.PageState? {
    while let message = await next() {
      if case .state(let state) = message, condition(state) {
        return state
      }
    }
    return nil
  }

  /// The next error frame, skipping states; `nil` if the connection closes first.
  func nextError() async -> ServerMessage.ErrorBody? {
    while let message = await next() {
      if case .error(let error) = message {
        return error
      }
    }
    return nil
  }

  /// Closes the connection from this side.
  func close() {
    outgoing.yield(.close)
  }

  /// How the server closed the connection, once it has.
  func closeFrame() async throws -> WebSocketCloseFrame? {
    try await connection.value
  }
}

import Foundation
import HummingbirdWSClient
import Logging
import Synchronization
import TodosSession

/// A WebSocket client of the todos server, driven by a test: it sends text, hands over the
/// server's messages one at a time, and keeps what a page would show of them.
final class TestClient: Sendable {
  private let outgoing: AsyncStream<Outgoing>.Continuation
  private let incoming: AsyncStream<ServerMessage>
  private let page = Mutex(PageState())
  /// Whether the session's first state has come, after the list's snapshot.
  private let hasSession = Mutex(false)
  /// Every description the client has been sent in the list, in any message.
  private let everSeen = Mutex<Set<String>>([])
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

  /// The server's next message, taken into the page; `nil` once the connection has closed.
  func next() async -> ServerMessage? {
    var iterator = incoming.makeAsyncIterator()
    guard let message = await iterator.next() else { return nil }
    page.withLock { $0.apply(message) }
    if case .session = message { hasSession.withLock { $0 = true } }
    let descriptions: [String] =
      switch message {
      case .snapshot(let snapshot): snapshot.todos.map(\.description)
      case .changes(let changes):
        changes.changes.compactMap { change -> String? in
          switch change {
          case .insert(let todo, _), .update(let todo): todo.description
          case .remove, .move: nil
          }
        }
      case .session, .saving, .error: []
      }
    everSeen.withLock { $0.formUnion(descriptions) }
    return message
  }

  /// What the page shows after the first message from the server that leaves it satisfying
  /// `condition`, skipping others; `nil` if the connection closes first.
  func state(where condition: (PageState) -> Bool) async -> PageState? {
    while await next() != nil {
      let state = page.withLock { $0 }
      if condition(state) { return state }
    }
    return nil
  }

  /// What the page shows once connected: the list, and its session's first state.
  func ready() async -> PageState? {
    await state { _ in hasSession.withLock { $0 } }
  }

  /// What the page shows now.
  var current: PageState {
    page.withLock { $0 }
  }

  /// Every description the server has sent this client as part of the list.
  var descriptionsEverSeen: Set<String> {
    everSeen.withLock { $0 }
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

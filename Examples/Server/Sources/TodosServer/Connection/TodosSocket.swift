import ComposableEffects
import Foundation
import HummingbirdWebSocket
import NIOCore
import Todos
import TodosSession

/// What happens on one WebSocket connection: a store is made for it, the page's messages are
/// decoded into view actions and sent to the store, and the page's state is pushed after each
/// change.
struct TodosSocket: Sendable {
  let todos: Shared<IdentifiedArrayOf<Todo.State>>
  let prepareDependencies: @Sendable (inout DependencyValues) -> Void
  let hooks: SessionHooks

  /// Serves one connection until the page closes it, sends an oversized message or text that is
  /// not UTF-8, or the server shuts down.
  func serve(inbound: WebSocketInboundStream, outbound: WebSocketOutboundWriter) async throws {
    // Called once the connection, and with it the store, is released, however it ended.
    defer { hooks.closed() }
    try await serveStore(inbound: inbound, outbound: outbound)
  }

  private func serveStore(
    inbound: WebSocketInboundStream,
    outbound: WebSocketOutboundWriter
  ) async throws {
    let connection = await TodosConnection(
      todos: todos,
      prepareDependencies: prepareDependencies
    )
    await hooks.opened(connection.store)
    try await withThrowingTaskGroup(of: Void.self) { group in
      group.addTask {
        try await pushStates(of: connection, to: outbound)
      }
      // A graceful shutdown (SIGINT, SIGTERM) closes the connection, as its page closing would:
      // the WebSocket layer sends the page a close frame, and the inbound stream ends once the
      // page answers, or when the server's grace period ends and it closes the connection.
      try await receive(inbound, outbound, connection)
      group.cancelAll()
    }
  }

  // Each change of the page's state wakes the loop once; changes that come while a state is
  // being written are merged into the next one.
  private func pushStates(
    of connection: TodosConnection,
    to outbound: WebSocketOutboundWriter
  ) async throws {
    let (changes, change) = AsyncStream.makeStream(
      of: Void.self,
      bufferingPolicy: .bufferingNewest(1)
    )
    change.yield()
    for await _ in changes {
      let state = await connection.pageState(onChange: { change.yield() })
      try await outbound.writeTextMessage(ServerMessage.state(state).text)
    }
  }

  private func receive(
    _ inbound: WebSocketInboundStream,
    _ outbound: WebSocketOutboundWriter,
    _ connection: TodosConnection
  ) async throws {
    for try await message in inbound.messages(maxSize: Self.transportLimit) {
      let data: Data
      switch message {
      case .text(let text):
        data = Data(text.utf8)
      case .binary(var buffer):
        data = buffer.readData(length: buffer.readableBytes) ?? Data()
      }
      switch ClientMessage.decode(data) {
      case .success(let action):
        await connection.send(action)
      case .failure(let error):
        try await outbound.writeTextMessage(ServerMessage.error(.init(error)).text)
        if case .tooLarge = error {
          try await outbound.close(.messageTooLarge, reason: error.code)
          return
        }
      }
    }
  }

  /// The largest frame and message the WebSocket layer takes: larger than
  /// ``ClientMessage/maxSize``, so that a message over the limit reaches the session's check
  /// and gets an error frame before the connection closes. One over this one is answered the
  /// same way, from its first frame header, by ``WebSocketTransportGuard``, before the WebSocket
  /// layer would close the connection without a word.
  static let transportLimit = 1 << 20
}

/// What the server tells about its sessions: how a test sees a store and learns that its
/// connection is gone.
struct SessionHooks: Sendable {
  /// Called with each new connection's store.
  var opened: @MainActor @Sendable (StoreOf<TodosSession>) -> Void = { _ in }
  /// Called once a connection has closed and released its store.
  var closed: @Sendable () -> Void = {}
}

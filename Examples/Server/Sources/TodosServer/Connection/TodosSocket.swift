import ComposableEffects
import Foundation
import HummingbirdWebSocket
import Logging
import NIOCore
import NIOWebSocket
import Todos
import TodosSession

/// What happens on one WebSocket connection: a store is made for it, the page's messages are
/// decoded into view actions and sent to the store, and the page is sent the list once, then its
/// changes as they become durable, and its session's state after each of its actions.
struct TodosSocket: Sendable {
  let todos: Shared<IdentifiedArrayOf<Todo.State>>
  let list: DurableTodoList
  let limits: TodosSession.Limits
  let metrics: ServerMetrics
  /// Where the issues the sessions' effects report are logged.
  let logger: Logger
  let prepareDependencies: @Sendable (inout DependencyValues) -> Void
  let hooks: SessionHooks

  /// Serves one connection until the page closes it, sends an oversized message or text that is
  /// not UTF-8, or the server shuts down.
  func serve(inbound: WebSocketInboundStream, outbound: WebSocketOutboundWriter) async throws {
    // Called once the connection, and with it the store, is released, however it ended.
    defer { hooks.closed() }
    metrics.openConnections.increment()
    defer { metrics.openConnections.decrement() }
    try await serveStore(inbound: inbound, outbound: outbound)
  }

  private func serveStore(
    inbound: WebSocketInboundStream,
    outbound: WebSocketOutboundWriter
  ) async throws {
    let connection = await TodosConnection(
      todos: todos,
      list: list,
      limits: limits,
      metrics: metrics,
      logger: logger,
      prepareDependencies: prepareDependencies
    )
    await hooks.opened(connection.store)
    try await withThrowingTaskGroup(of: Void.self) { group in
      group.addTask {
        try await push(connection, to: outbound)
      }
      // A graceful shutdown (SIGINT, SIGTERM) closes the connection, as its page closing would:
      // the WebSocket layer sends the page a close frame, and the inbound stream ends once the
      // page answers, or when the server's grace period ends and it closes the connection.
      try await receive(inbound, outbound, connection)
      group.cancelAll()
    }
  }

  // Sends the page, in order, the list as durably saved, each batch of changes once durable,
  // whether saving fails, and its session's state once the page has the changes its actions
  // made (see `AcknowledgementGate`). One text per batch serves every page.
  private func push(
    _ connection: TodosConnection,
    to outbound: WebSocketOutboundWriter
  ) async throws {
    let (events, sink) = AsyncStream.makeStream(of: PageEvent.self)
    let subscription = list.subscribe(sink)
    defer { list.unsubscribe(subscription) }
    sink.yield(.sessionChanged)
    var gate = AcknowledgementGate()
    var sentSession: ServerMessage.Session?
    var sentRefusal = 0
    for await event in events {
      switch event {
      case .list(let frame, let version):
        try await self.write(to: outbound, frame: frame)
        guard gate.listSent(version: version) else { continue }
      case .saving(let text):
        try await self.write(to: outbound, text)
        continue
      case .sessionChanged:
        break
      }
      let now = await connection.session(onChange: { sink.yield(.sessionChanged) })
      guard gate.sessionChanged(requiring: now.requiredVersion) else { continue }
      if let refusal = now.refusal, refusal.action > sentRefusal {
        sentRefusal = refusal.action
        try await self.write(to: outbound, ServerMessage.error(.init(refusal.error)).text)
      }
      if now.session != sentSession {
        sentSession = now.session
        try await self.write(to: outbound, ServerMessage.session(now.session).text)
      }
    }
  }

  private func receive(
    _ inbound: WebSocketInboundStream,
    _ outbound: WebSocketOutboundWriter,
    _ connection: TodosConnection
  ) async throws {
    for try await message in inbound.messages(maxSize: Self.transportLimit) {
      metrics.messagesIn.increment()
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
        try await self.write(to: outbound, ServerMessage.error(.init(error)).text)
        if case .tooLarge = error {
          try await outbound.close(.messageTooLarge, reason: error.code)
          return
        }
      }
    }
  }

  /// Sends `text` to the page, counted.
  private func write(to outbound: WebSocketOutboundWriter, _ text: String) async throws {
    try await outbound.writeTextMessage(text)
    metrics.messagesOut.increment()
  }

  /// Sends the page a text frame whose bytes are already encoded (and shared by every page),
  /// counted.
  private func write(to outbound: WebSocketOutboundWriter, frame: ByteBuffer) async throws {
    try await outbound.write(.custom(WebSocketFrame(fin: true, opcode: .text, data: frame)))
    metrics.messagesOut.increment()
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

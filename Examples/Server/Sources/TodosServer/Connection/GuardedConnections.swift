import HummingbirdCore
import Logging
import NIOCore
import NIOHTTP1
import TodosSession

/// A server's connections, as `Base` makes and serves them, each counted among the server's
/// open connections (which a shutdown whose grace period has ended closes) and guarded until
/// its first request's head has come (see ``RequestHeadGuard``).
struct GuardedConnections<Base: ServerChildChannel>: ServerChildChannel {
  typealias Value = Base.Value

  let base: Base
  let connections: OpenConnections
  let requestHeaderTimeout: Duration
  let idleTimeout: Duration
  let upgradePolicy: UpgradePolicy
  let logger: Logger

  func setup(channel: any Channel, logger: Logger) -> EventLoopFuture<Value> {
    connections.opened(channel)
    return base.setup(channel: channel, logger: logger).flatMapThrowing { [self] value in
      // Behind the HTTP decoder, which hands it parsed heads, and before the upgrade handler,
      // which it keeps a refused upgrade from.
      let pipeline = channel.pipeline.syncOperations
      let decoder = try pipeline.handler(type: ByteToMessageHandler<HTTPRequestDecoder>.self)
      try pipeline.addHandler(
        RequestHeadGuard(
          timeout: requestHeaderTimeout,
          idleTimeout: idleTimeout,
          upgradePolicy: upgradePolicy,
          logger: self.logger
        ),
        position: .after(decoder)
      )
      return value
    }
  }

  func handle(value: Value, logger: Logger) async {
    await base.handle(value: value, logger: logger)
  }
}

/// The handler that guards a connection until its first request's head has come: it closes the
/// connection if the head has not come within the timeout or the server shuts down first,
/// refuses a WebSocket upgrade that ``UpgradePolicy`` does not accept, and sets a
/// ``WebSocketTransportGuard`` in front of an accepted one. Then it leaves the pipeline.
///
/// Before the first head has chosen between HTTP and a WebSocket upgrade, no handler of
/// Hummingbird's answers a shutdown (NIO's `ChannelShouldQuiesceEvent`) or a client that sends
/// nothing, or half a request, and keeps the connection open. Browsers open such connections
/// ahead of need (Chromium does for every page), so without this one open page kept the server
/// from ever stopping.
final class RequestHeadGuard: ChannelInboundHandler, RemovableChannelHandler {
  typealias InboundIn = HTTPServerRequestPart
  typealias InboundOut = HTTPServerRequestPart
  typealias OutboundOut = HTTPServerResponsePart

  private let timeout: Duration
  private let idleTimeout: Duration
  private let upgradePolicy: UpgradePolicy
  private let logger: Logger
  private var machine = RequestHeadStateMachine()
  private var deadline: Scheduled<Void>?

  init(timeout: Duration, idleTimeout: Duration, upgradePolicy: UpgradePolicy, logger: Logger) {
    self.timeout = timeout
    self.idleTimeout = idleTimeout
    self.upgradePolicy = upgradePolicy
    self.logger = logger
  }

  func handlerAdded(context: ChannelHandlerContext) {
    deadline = context.eventLoop.assumeIsolated().scheduleTask(in: TimeAmount(timeout)) {
      [self] in
      guard machine.deadlinePassed() == .close else { return }
      logger.notice(
        "Closing a connection that sent no complete request head within \(timeout)",
        metadata: ["peer": "\(context.channel.remoteAddress.map { "\($0)" } ?? "?")"]
      )
      close(context)
    }
  }

  func handlerRemoved(context: ChannelHandlerContext) {
    deadline?.cancel()
    deadline = nil
  }

  func channelRead(context: ChannelHandlerContext, data: NIOAny) {
    let part = unwrapInboundIn(data)
    let isHead = if case .head = part { true } else { false }
    switch machine.read(isHead: isHead) {
    case .forward:
      context.fireChannelRead(data)
    case .discard:
      break
    case .checkHead:
      guard case .head(let head) = part else { return }
      deadline?.cancel()
      deadline = nil
      if Self.isWebSocketUpgrade(head) {
        let decision = upgradePolicy.decide(
          uri: head.uri,
          host: head.headers.first(name: "host"),
          origin: head.headers.first(name: "origin")
        )
        if case .refuse(let status, let reason) = decision {
          machine.refused()
          logger.notice(
            "Refused a WebSocket connection with \(status): \(reason)",
            metadata: ["peer": "\(context.channel.remoteAddress.map { "\($0)" } ?? "?")"]
          )
          refuse(context, status: status, reason: reason)
          return
        }
        do {
          try context.pipeline.syncOperations.addHandlers(
            [IdleStateHandler(readTimeout: TimeAmount(idleTimeout / 2)),
             WebSocketTransportGuard(logger: logger)],
            position: .first
          )
        } catch {
          context.fireErrorCaught(error)
        }
      }
      machine.accepted()
      context.fireChannelRead(data)
      context.pipeline.syncOperations.removeHandler(context: context, promise: nil)
    }
  }

  func userInboundEventTriggered(context: ChannelHandlerContext, event: Any) {
    guard event is ChannelShouldQuiesceEvent else {
      context.fireUserInboundEventTriggered(event)
      return
    }
    if machine.shutdownBegan() == .close {
      close(context)
    }
  }

  private func refuse(_ context: ChannelHandlerContext, status: Int, reason: String) {
    let body = ByteBuffer(string: reason + "\n")
    var headers = HTTPHeaders()
    headers.add(name: "Content-Type", value: "text/plain; charset=utf-8")
    headers.add(name: "Content-Length", value: "\(body.readableBytes)")
    headers.add(name: "Connection", value: "close")
    let head = HTTPResponseHead(
      version: .http1_1,
      status: HTTPResponseStatus(statusCode: status),
      headers: headers
    )
    context.write(wrapOutboundOut(.head(head)), promise: nil)
    context.write(wrapOutboundOut(.body(.byteBuffer(body))), promise: nil)
    let written = context.eventLoop.makePromise(of: Void.self)
    context.writeAndFlush(wrapOutboundOut(.end(nil)), promise: written)
    written.futureResult.assumeIsolated().whenComplete { [self] _ in
      close(context)
    }
  }

  private func close(_ context: ChannelHandlerContext) {
    // Told first that no request will come, as when a client leaves before sending one, the
    // handlers waiting for a request end quietly instead of logging a failed upgrade.
    context.fireUserInboundEventTriggered(ChannelEvent.inputClosed)
    context.close(promise: nil)
  }

  private static func isWebSocketUpgrade(_ head: HTTPRequestHead) -> Bool {
    head.headers["upgrade"].contains { $0.lowercased().contains("websocket") }
  }
}

/// The handler in front of a WebSocket connection's pipeline, which reads the bytes from the
/// peer before the WebSocket layer does: it pings a silent peer and closes one that stays
/// silent (see ``PeerLivenessStateMachine``), and answers a message over the size limit with
/// the error frame before closing the connection (see ``WebSocketFrameScanner``).
///
/// It writes its frames as bytes, below the WebSocket layer's frame encoder: the encoder writes
/// each of its frames whole within one turn of the event loop, so a frame written here never
/// lands inside one of them.
final class WebSocketTransportGuard: ChannelInboundHandler, RemovableChannelHandler {
  typealias InboundIn = ByteBuffer
  typealias InboundOut = ByteBuffer
  typealias OutboundOut = ByteBuffer

  private let logger: Logger
  private var liveness = PeerLivenessStateMachine()
  private var scanner = WebSocketFrameScanner(limit: TodosSocket.transportLimit)

  init(logger: Logger) {
    self.logger = logger
  }

  func channelRead(context: ChannelHandlerContext, data: NIOAny) {
    liveness.read()
    let buffer = unwrapInboundIn(data)
    switch scanner.scan(buffer.readableBytesView) {
    case .withinLimit:
      context.fireChannelRead(data)
    case .oversized(let length):
      logger.notice(
        "Closing a WebSocket connection whose message is over the size limit",
        metadata: ["peer": "\(context.channel.remoteAddress.map { "\($0)" } ?? "?")"]
      )
      let error = WireError.tooLarge(size: Int(clamping: length), limit: ClientMessage.maxSize)
      context.write(wrapOutboundOut(Self.frame(opcode: 0x1, Array(ServerMessage.error(.init(error)).text.utf8))), promise: nil)
      // 1009: "message too big".
      let closed = context.eventLoop.makePromise(of: Void.self)
      context.writeAndFlush(wrapOutboundOut(Self.frame(opcode: 0x8, [0x03, 0xF1])), promise: closed)
      closed.futureResult.assumeIsolated().whenComplete { _ in
        context.close(promise: nil)
      }
    }
  }

  func userInboundEventTriggered(context: ChannelHandlerContext, event: Any) {
    guard let idle = event as? IdleStateHandler.IdleStateEvent, idle == .read else {
      context.fireUserInboundEventTriggered(event)
      return
    }
    switch liveness.silenceElapsed() {
    case .sendPing:
      context.writeAndFlush(wrapOutboundOut(Self.frame(opcode: 0x9, [])), promise: nil)
    case .close:
      logger.notice(
        "Closing a WebSocket connection whose peer answered no ping",
        metadata: ["peer": "\(context.channel.remoteAddress.map { "\($0)" } ?? "?")"]
      )
      context.close(promise: nil)
    }
  }

  // A final, unmasked frame, as a server sends them (RFC 6455 §5.2).
  private static func frame(opcode: UInt8, _ payload: [UInt8]) -> ByteBuffer {
    var buffer = ByteBuffer()
    buffer.writeInteger(0x80 | opcode)
    switch payload.count {
    case ..<126:
      buffer.writeInteger(UInt8(payload.count))
    case ..<65536:
      buffer.writeInteger(UInt8(126))
      buffer.writeInteger(UInt16(payload.count))
    default:
      buffer.writeInteger(UInt8(127))
      buffer.writeInteger(UInt64(payload.count))
    }
    buffer.writeBytes(payload)
    return buffer
  }
}

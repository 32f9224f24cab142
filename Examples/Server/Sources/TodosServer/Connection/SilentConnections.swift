import HummingbirdCore
import Logging
import NIOCore

/// A server's connections, as `Base` makes and serves them, except that a connection that has
/// sent nothing yet is closed when the server shuts down gracefully.
///
/// A graceful shutdown asks every open connection to finish (NIO's `ChannelShouldQuiesceEvent`)
/// and waits until all have closed. Hummingbird closes an idle HTTP connection when asked, but
/// only once its first request has chosen between HTTP and a WebSocket upgrade: before that, a
/// connection's pipeline holds no handler that answers, and it stays open for as long as its
/// client keeps it. Browsers open such connections ahead of need (Chromium does for every
/// page), so one open page kept the server from ever stopping. Such a connection has nothing
/// in flight, and closing it loses nothing: its client opens another when it needs one.
struct SilentConnectionClosing<Base: ServerChildChannel>: ServerChildChannel {
  typealias Value = Base.Value

  let base: Base

  func setup(channel: any Channel, logger: Logger) -> EventLoopFuture<Value> {
    channel.eventLoop.makeCompletedFuture {
      try channel.pipeline.syncOperations.addHandler(SilentConnectionCloser(), position: .first)
    }
    .flatMap { base.setup(channel: channel, logger: logger) }
  }

  func handle(value: Value, logger: Logger) async {
    await base.handle(value: value, logger: logger)
  }
}

/// The handler at the front of a connection's pipeline that closes the connection when the
/// server shuts down before the client has sent anything, and leaves the pipeline at the
/// client's first bytes, from when on the handlers behind it answer the shutdown.
final class SilentConnectionCloser: ChannelInboundHandler, RemovableChannelHandler {
  typealias InboundIn = ByteBuffer
  typealias InboundOut = ByteBuffer

  func channelRead(context: ChannelHandlerContext, data: NIOAny) {
    context.fireChannelRead(data)
    context.pipeline.syncOperations.removeHandler(context: context, promise: nil)
  }

  func userInboundEventTriggered(context: ChannelHandlerContext, event: Any) {
    guard event is ChannelShouldQuiesceEvent else {
      context.fireUserInboundEventTriggered(event)
      return
    }
    // Told first that no request will come, as when a client leaves before sending one, the
    // handlers waiting for a request end quietly instead of logging a failed upgrade.
    context.fireUserInboundEventTriggered(ChannelEvent.inputClosed)
    context.close(promise: nil)
  }
}

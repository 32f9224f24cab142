import Logging
import NIOCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The process's limit on open files, which bounds its connections: each is a descriptor.
enum OpenFilesLimit {
  /// Raises the soft limit to the hard one, logging both; a system's default soft limit (1,024
  /// on most Linux distributions) stops a server near a thousand connections, while the hard
  /// limit is usually far higher.
  static func raiseToHardLimit(logger: Logger) {
    var limit = rlimit()
    guard getLimit(&limit) == 0 else {
      logger.warning("Could not read the open-files limit: errno \(errno)")
      return
    }
    var target = limit.rlim_max
    #if canImport(Darwin)
      // macOS refuses a soft limit above OPEN_MAX, whatever the hard limit says.
      target = min(target, rlim_t(OPEN_MAX))
    #endif
    guard limit.rlim_cur < target else {
      logger.info("Open-files limit: soft \(limit.rlim_cur), hard \(limit.rlim_max)")
      return
    }
    let soft = limit.rlim_cur
    limit.rlim_cur = target
    if setLimit(&limit) == 0 {
      logger.info("Open-files limit: soft \(soft) raised to \(target) (hard \(limit.rlim_max))")
    } else {
      logger.warning(
        "Open-files limit: soft \(soft), hard \(limit.rlim_max); could not raise the soft limit: errno \(errno)"
      )
    }
  }

  /// The soft limit now, for a log line.
  static var current: String {
    var limit = rlimit()
    return getLimit(&limit) == 0 ? "\(limit.rlim_cur)" : "unknown"
  }

  private static func getLimit(_ limit: inout rlimit) -> Int32 {
    #if canImport(Glibc)
      getrlimit(__rlimit_resource_t(RLIMIT_NOFILE.rawValue), &limit)
    #else
      getrlimit(RLIMIT_NOFILE, &limit)
    #endif
  }

  private static func setLimit(_ limit: inout rlimit) -> Int32 {
    #if canImport(Glibc)
      setrlimit(__rlimit_resource_t(RLIMIT_NOFILE.rawValue), &limit)
    #else
      setrlimit(RLIMIT_NOFILE, &limit)
    #endif
  }
}

/// The handler at the front of the listening socket's pipeline that logs a failed accept for
/// want of descriptors.
///
/// NIO backs off for a second and tries again, and tells no one: a server at its open-files
/// limit looked healthy while it turned every new client away.
final class AcceptFailureLogger: ChannelInboundHandler, RemovableChannelHandler {
  typealias InboundIn = any Channel

  private let logger: Logger

  init(logger: Logger) {
    self.logger = logger
  }

  func errorCaught(context: ChannelHandlerContext, error: any Error) {
    if let error = error as? IOError, error.errnoCode == EMFILE || error.errnoCode == ENFILE {
      let which = error.errnoCode == EMFILE ? "this process's" : "the system's"
      logger.error(
        "Cannot accept connections: \(which) open-files limit is reached (\(error.errnoCode == EMFILE ? "EMFILE" : "ENFILE"), soft limit \(OpenFilesLimit.current)); retrying in a second"
      )
    }
    context.fireErrorCaught(error)
  }
}

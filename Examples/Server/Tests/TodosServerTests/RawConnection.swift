import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A plain TCP connection to the server on loopback, as a browser opens one: to send nothing at
/// all (a connection opened ahead of need), or an HTTP request, and to learn when the server has
/// closed it.
final class RawConnection: Sendable {
  private let descriptor: Int32

  /// A connection to `port` on 127.0.0.1.
  init(port: Int) throws {
    #if canImport(Glibc)
      descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    #else
      descriptor = socket(AF_INET, SOCK_STREAM, 0)
    #endif
    guard descriptor >= 0 else { throw POSIXError(.init(rawValue: errno) ?? .EIO) }
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = in_port_t(UInt16(port).bigEndian)
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    let result = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
      }
    }
    guard result == 0 else {
      close(descriptor)
      throw POSIXError(.init(rawValue: errno) ?? .ECONNREFUSED)
    }
  }

  deinit {
    close(descriptor)
  }

  /// Sends `text` as it is.
  func send(_ text: String) {
    var bytes = Array(text.utf8)
    _ = bytes.withUnsafeMutableBytes { write(descriptor, $0.baseAddress, $0.count) }
  }

  /// Reads until `text` has come, or the connection ended; returns what came, and whether the
  /// server closed the connection.
  ///
  /// The reads block, on a thread of their own rather than one the tests' tasks share; each
  /// gives up after a minute, the tests' time limit.
  func read(until text: String) async -> (text: String, isClosed: Bool) {
    let descriptor = descriptor
    return await withCheckedContinuation { continuation in
      Thread.detachNewThread {
        var timeout = timeval(tv_sec: 60, tv_usec: 0)
        setsockopt(
          descriptor, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size)
        )
        var received = Data()
        var buffer = [UInt8](repeating: 0, count: 4096)
        var isClosed = false
        while !String(decoding: received, as: UTF8.self).contains(text) {
          let count = buffer.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
          guard count > 0 else {
            isClosed = count == 0
            break
          }
          received.append(contentsOf: buffer[..<count])
        }
        continuation.resume(returning: (String(decoding: received, as: UTF8.self), isClosed))
      }
    }
  }

  /// Whether the server closes the connection (within the minute a read waits), skipping
  /// whatever else it sends.
  func isClosedByServer() async -> Bool {
    await read(until: "\u{0}never sent\u{0}").isClosed
  }
}

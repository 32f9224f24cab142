import Foundation
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

#if canImport(Glibc)
  private let systemSend = Glibc.send
#else
  private let systemSend = Darwin.send
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
    send(bytes: Array(text.utf8))
  }

  /// Sends `bytes` as they are.
  /// Sends `bytes` as they are; a connection the server has closed takes none, without the
  /// SIGPIPE that would end the tests.
  func send(bytes: [UInt8]) {
    #if canImport(Glibc)
      let flags = Int32(MSG_NOSIGNAL)
    #else
      let flags: Int32 = 0
    #endif
    bytes.withUnsafeBytes { buffer in
      var offset = 0
      while offset < buffer.count {
        let sent = systemSend(descriptor, buffer.baseAddress! + offset, buffer.count - offset, flags)
        guard sent > 0 else { return }
        offset += sent
      }
    }
  }

  /// Reads until `text` has come, or the connection ended; returns what came, and whether the
  /// server closed the connection.
  ///
  /// The reads block, on a thread of their own rather than one the tests' tasks share; each
  /// gives up after `timeout` seconds, a minute (the tests' time limit) unless told.
  func read(until text: String, timeout: Int = 60) async -> (text: String, isClosed: Bool) {
    let read = await readData(timeout: timeout) { String(decoding: $0, as: UTF8.self).contains(text) }
    return (String(decoding: read.data, as: UTF8.self), read.isClosed)
  }

  /// Reads until what came satisfies `isEnough`, or the connection ended; returns what came, and
  /// whether the server closed the connection.
  func readData(
    timeout: Int = 60,
    until isEnough: @escaping @Sendable (Data) -> Bool
  ) async -> (data: Data, isClosed: Bool) {
    let descriptor = descriptor
    return await withCheckedContinuation { continuation in
      Thread.detachNewThread {
        var timeout = timeval(tv_sec: timeout, tv_usec: 0)
        setsockopt(
          descriptor, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size)
        )
        var received = Data()
        var buffer = [UInt8](repeating: 0, count: 4096)
        var isClosed = false
        while !isEnough(received) {
          let count = buffer.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
          guard count > 0 else {
            isClosed = count == 0 || errno == ECONNRESET
            break
          }
          received.append(contentsOf: buffer[..<count])
        }
        continuation.resume(returning: (received, isClosed))
      }
    }
  }

  /// Whether the server closes the connection (within the minute a read waits, or `timeout`
  /// seconds), skipping whatever else it sends.
  func isClosedByServer(timeout: Int = 60) async -> Bool {
    await readData(timeout: timeout) { _ in false }.isClosed
  }
}

/// A WebSocket spoken byte by byte over a ``RawConnection``, to send what a well-behaved client
/// library never would: no answer to a ping, an oversized frame, text that is not UTF-8.
final class RawWebSocket: Sendable {
  let connection: RawConnection
  /// The status line and headers of the server's answer to the handshake.
  let response: String
  // Everything read after the answer's head.
  private let received: Mutex<Data>

  /// The status code of the server's answer: 101 if the WebSocket is open.
  var status: Int? {
    response.split(separator: " ", maxSplits: 2).dropFirst().first.flatMap { Int($0) }
  }

  /// Sends a WebSocket handshake for `path` with `origin` in `Origin` (none if `nil`), and reads
  /// the answer's head.
  init(port: Int, path: String = "/ws", origin: String?) async throws {
    connection = try RawConnection(port: port)
    var request = "GET \(path) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n"
    request += "Upgrade: websocket\r\nConnection: Upgrade\r\n"
    request += "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n"
    if let origin {
      request += "Origin: \(origin)\r\n"
    }
    connection.send(request + "\r\n")
    let head = Data("\r\n\r\n".utf8)
    let read = await connection.readData(timeout: 20) { $0.range(of: head) != nil }.data
    let end = read.range(of: head)?.upperBound ?? read.endIndex
    response = String(decoding: read[..<end], as: UTF8.self)
    received = Mutex(Data(read[end...]))
  }

  /// Sends a frame (final unless told) with `opcode` and `payload`, masked as a client must (with a zero key,
  /// which leaves the payload as it is).
  func send(opcode: UInt8, fin: Bool = true, _ payload: [UInt8]) {
    send(opcode: opcode, fin: fin, announcing: UInt64(payload.count), payload)
  }

  /// Sends a frame header announcing `length` bytes of payload, then `payload` (which may be
  /// shorter).
  func send(opcode: UInt8, fin: Bool = true, announcing length: UInt64, _ payload: [UInt8]) {
    var frame: [UInt8] = [(fin ? 0x80 : 0) | opcode]
    switch length {
    case ..<126:
      frame.append(0x80 | UInt8(length))
    case ..<65536:
      frame.append(0x80 | 126)
      frame += [UInt8(length >> 8), UInt8(length & 0xFF)]
    default:
      frame.append(0x80 | 127)
      frame += (0..<8).reversed().map { UInt8((length >> (8 * UInt64($0))) & 0xFF) }
    }
    frame += [0, 0, 0, 0]
    connection.send(bytes: frame + payload)
  }

  /// Reads the server's frames until they satisfy `isEnough` or the connection ends; returns
  /// every frame the server has sent since the handshake, and whether it closed the connection.
  func frames(
    timeout: Int = 30,
    until isEnough: @escaping @Sendable ([ServerFrame]) -> Bool = { _ in false }
  ) async -> (frames: [ServerFrame], isClosed: Bool) {
    let earlier = received.withLock { $0 }
    let read = await connection.readData(timeout: timeout) {
      isEnough(ServerFrame.frames(in: earlier + $0))
    }
    let all = earlier + read.data
    received.withLock { $0 = all }
    return (ServerFrame.frames(in: all), read.isClosed)
  }
}

/// A frame the server sent: unmasked, as a server's are.
struct ServerFrame: Equatable, Sendable {
  var opcode: UInt8
  var payload: [UInt8]

  static let text: UInt8 = 0x1
  static let close: UInt8 = 0x8
  static let ping: UInt8 = 0x9

  /// The payload as text.
  var text: String { String(decoding: payload, as: UTF8.self) }

  /// The status code of a close frame.
  var closeCode: Int? {
    opcode == Self.close && payload.count >= 2 ? Int(payload[0]) << 8 | Int(payload[1]) : nil
  }

  /// The complete frames in `data`.
  static func frames(in data: Data) -> [ServerFrame] {
    let bytes = [UInt8](data)
    var frames: [ServerFrame] = []
    var index = 0
    while index + 2 <= bytes.count {
      var length = Int(bytes[index + 1] & 0x7F)
      var start = index + 2
      if length == 126 {
        guard start + 2 <= bytes.count else { break }
        length = Int(bytes[start]) << 8 | Int(bytes[start + 1])
        start += 2
      } else if length == 127 {
        guard start + 8 <= bytes.count else { break }
        length = bytes[start..<(start + 8)].reduce(0) { $0 << 8 | Int($1) }
        start += 8
      }
      guard start + length <= bytes.count else { break }
      frames.append(ServerFrame(opcode: bytes[index] & 0x0F, payload: Array(bytes[start..<(start + length)])))
      index = start + length
    }
    return frames
  }
}

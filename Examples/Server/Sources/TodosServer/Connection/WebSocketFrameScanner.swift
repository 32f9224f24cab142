/// Follows the frames of a WebSocket byte stream from the client, reading only their headers,
/// to find a message longer than a limit as soon as the header of the frame that takes it over
/// has come: a single frame, or the fragments of one message together (control frames, which
/// may come between fragments, do not count).
///
/// The WebSocket layer refuses such a message itself, closing the connection before the
/// session can answer; found here first, the server sends the page the error frame its
/// documentation promises, then closes. Frame layout as in RFC 6455 §5.2: two bytes, then a 16- or 64-bit
/// length when the 7-bit one is 126 or 127, then a 4-byte masking key when the mask bit is set,
/// then the payload.
struct WebSocketFrameScanner {
  let limit: Int

  private enum State {
    case header([UInt8])
    case payload(remaining: UInt64)
    case oversized
  }

  enum ScanResult: Equatable {
    case withinLimit
    /// A message has `length` bytes of payload announced so far, more than the limit.
    case oversized(length: UInt64)
  }

  private var state = State.header([])
  // The payload bytes of the data message whose fragments are coming, announced so far.
  private var messageLength: UInt64 = 0

  init(limit: Int) {
    self.limit = limit
  }

  /// Reads the next bytes of the stream.
  mutating func scan(_ bytes: some Collection<UInt8>) -> ScanResult {
    var index = bytes.startIndex
    while index != bytes.endIndex {
      switch state {
      case .oversized:
        return .withinLimit
      case .payload(let remaining):
        let available = UInt64(bytes.distance(from: index, to: bytes.endIndex))
        let skipped = min(remaining, available)
        index = bytes.index(index, offsetBy: Int(skipped))
        state = remaining == skipped ? .header([]) : .payload(remaining: remaining - skipped)
      case .header(var header):
        header.append(bytes[index])
        index = bytes.index(after: index)
        guard let length = Self.payloadLength(header) else {
          state = .header(header)
          continue
        }
        // Opcodes 0 (continuation), 1 (text) and 2 (binary) carry a message; 8 and above are
        // control frames.
        if header[0] & 0x0F < 8 {
          let (sum, overflowed) = messageLength.addingReportingOverflow(length)
          messageLength = overflowed ? .max : sum
          if messageLength > UInt64(limit) {
            state = .oversized
            return .oversized(length: messageLength)
          }
          if header[0] & 0x80 != 0 {
            messageLength = 0
          }
        }
        state = length == 0 ? .header([]) : .payload(remaining: length)
      }
    }
    return .withinLimit
  }

  // The payload's length once `header` is complete, `nil` while it is not.
  private static func payloadLength(_ header: [UInt8]) -> UInt64? {
    guard header.count >= 2 else { return nil }
    let isMasked = header[1] & 0x80 != 0
    let shortLength = header[1] & 0x7F
    let lengthBytes = shortLength == 126 ? 2 : shortLength == 127 ? 8 : 0
    guard header.count == 2 + lengthBytes + (isMasked ? 4 : 0) else { return nil }
    guard lengthBytes > 0 else { return UInt64(shortLength) }
    return header[2..<(2 + lengthBytes)].reduce(UInt64(0)) { $0 << 8 | UInt64($1) }
  }
}

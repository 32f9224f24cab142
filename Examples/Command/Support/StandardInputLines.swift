import Foundation

/// The lines of standard input as an async sequence, read on a thread of their own.
///
/// Reading blocks its thread until a line arrives. On the main actor it would keep a store's
/// effects from delivering their actions while the user thinks; on the cooperative pool it
/// would hold one of its few threads. A dedicated thread does neither. It reads the file
/// descriptor rather than `readLine()`, whose `stdin` lock, held while it waits, would block
/// `fflush(nil)` on any other thread until the next line.
///
/// ```swift
/// for await line in standardInputLines() {
///   handle(line)
/// }
/// ```
func standardInputLines() -> AsyncStream<String> {
  let (lines, continuation) = AsyncStream.makeStream(of: String.self)
  let reader = Thread {
    var pending = Data()
    while true {
      let chunk = FileHandle.standardInput.availableData
      pending.append(chunk)
      while let newline = pending.firstIndex(of: UInt8(ascii: "\n")) {
        let line = String(decoding: pending[..<newline], as: UTF8.self)
        continuation.yield(line.hasSuffix("\r") ? String(line.dropLast()) : line)
        pending = Data(pending[(newline + 1)...])
      }
      if chunk.isEmpty {
        if !pending.isEmpty {
          continuation.yield(String(decoding: pending, as: UTF8.self))
        }
        break
      }
    }
    continuation.finish()
  }
  reader.name = "standard input"
  reader.start()
  return lines
}

import ComposableEffects
import Dispatch
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Tells when the list's file may have been changed by anyone, from the file system's own
/// notifications (inotify on Linux, a dispatch source on Apple platforms) on its directory: a
/// file written atomically is replaced, not changed. The server's own writes are told too; the
/// caller tells them apart by their bytes.
final class TodosFileWatch: Sendable {
  private let cancel: @Sendable () -> Void

  /// Watches `url`, calling `onChange` on a queue of its own after each change.
  init(_ url: URL, onChange: @escaping @Sendable () -> Void) {
    let directory = url.deletingLastPathComponent()
    try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let queue = DispatchQueue(label: "todos-file-watch")
    #if os(Linux)
      let descriptor = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
      let mask = UInt32(IN_CLOSE_WRITE | IN_MOVED_TO | IN_DELETE | IN_CREATE | IN_MOVED_FROM)
      guard descriptor >= 0, inotify_add_watch(descriptor, directory.path, mask) >= 0 else {
        if descriptor >= 0 { close(descriptor) }
        cancel = {}
        return
      }
      let name = url.lastPathComponent
      let source = DispatchSource.makeReadSource(fileDescriptor: descriptor, queue: queue)
      source.setEventHandler {
        if Self.names(in: descriptor).contains(name) { onChange() }
      }
      source.setCancelHandler { close(descriptor) }
    #elseif canImport(Darwin)
      let descriptor = open(directory.path, O_EVTONLY)
      guard descriptor >= 0 else {
        cancel = {}
        return
      }
      let source = DispatchSource.makeFileSystemObjectSource(
        fileDescriptor: descriptor, eventMask: [.write, .rename, .delete], queue: queue
      )
      source.setEventHandler { onChange() }
      source.setCancelHandler { close(descriptor) }
    #endif
    source.resume()
    let watching = UncheckedSendable(source)
    cancel = { watching.value.cancel() }
  }

  /// Stops watching.
  func stop() {
    cancel()
  }

  deinit {
    cancel()
  }

  #if os(Linux)
    /// The names of the files the pending events are about.
    private static func names(in descriptor: Int32) -> Set<String> {
      var names: Set<String> = []
      let headerSize = MemoryLayout<inotify_event>.size
      var buffer = [UInt8](repeating: 0, count: 4096)
      while true {
        let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
        guard count > 0 else { return names }
        var offset = 0
        while offset + headerSize <= count {
          let length = buffer.withUnsafeBytes {
            Int($0.loadUnaligned(fromByteOffset: offset, as: inotify_event.self).len)
          }
          let nameBytes = buffer[(offset + headerSize)..<min(count, offset + headerSize + length)]
          names.insert(String(decoding: nameBytes.prefix(while: { $0 != 0 }), as: UTF8.self))
          offset += headerSize + length
        }
      }
    }
  #endif
}

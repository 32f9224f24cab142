import ConcurrencyExtras
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// Tells of changes to a file made by anyone: the file system's own notifications (inotify on
/// Linux, a dispatch source on Apple platforms) on the file's directory, since an atomic write
/// replaces the file rather than changing it.
enum FileWatch {
  static func start(_ url: URL, _ onChange: @escaping @Sendable () -> Void) -> SharedSubscription {
    let directory = url.deletingLastPathComponent()
    try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    #if os(Linux) || os(Android)
      let descriptor = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
      guard descriptor >= 0 else { return SharedSubscription {} }
      let mask = UInt32(IN_CLOSE_WRITE | IN_MOVED_TO | IN_DELETE | IN_CREATE | IN_MOVED_FROM)
      guard inotify_add_watch(descriptor, directory.path, mask) >= 0 else {
        close(descriptor)
        return SharedSubscription {}
      }
      let name = url.lastPathComponent
      let source = DispatchSource.makeReadSource(
        fileDescriptor: descriptor, queue: DispatchQueue(label: "FileWatch")
      )
      source.setEventHandler {
        if Self.readEvents(descriptor).contains(name) { onChange() }
      }
      source.setCancelHandler { close(descriptor) }
      source.resume()
      let subscribed = UncheckedSendable(source)
      return SharedSubscription { subscribed.value.cancel() }
    #elseif canImport(Darwin)
      let descriptor = open(directory.path, O_EVTONLY)
      guard descriptor >= 0 else { return SharedSubscription {} }
      let source = DispatchSource.makeFileSystemObjectSource(
        fileDescriptor: descriptor, eventMask: [.write, .rename, .delete],
        queue: DispatchQueue(label: "FileWatch")
      )
      source.setEventHandler { onChange() }
      source.setCancelHandler { close(descriptor) }
      source.resume()
      let subscribed = UncheckedSendable(source)
      return SharedSubscription { subscribed.value.cancel() }
    #else
      return SharedSubscription {}
    #endif
  }

  #if os(Linux) || os(Android)
    /// The names of the files the pending events are about.
    private static func readEvents(_ descriptor: Int32) -> Set<String> {
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

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
      return InotifyWatch.shared.watch(
        directory: directory.path, file: url.lastPathComponent, onChange
      )
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
}

#if os(Linux) || os(Android)
  /// The one inotify instance of the process: each watched directory is watched once, and an
  /// event about a file wakes only that file's watchers.
  ///
  /// One instance per watched file would cost a file descriptor each, stop at the system's limit
  /// of instances (128 by default: later files went unwatched), and wake every watcher of a
  /// directory on every write to any file in it.
  final class InotifyWatch: Sendable {
    static let shared = InotifyWatch()

    private struct State {
      var registry = FileWatchRegistry<Int32>()
      var onChange: [FileWatchRegistry<Int32>.Watcher: @Sendable () -> Void] = [:]
    }

    private static let mask = UInt32(
      IN_CLOSE_WRITE | IN_MOVED_TO | IN_DELETE | IN_CREATE | IN_MOVED_FROM
    )

    private let descriptor: Int32
    private let source: UncheckedSendable<any DispatchSourceRead>?
    private let state = Locked(State())

    private init() {
      self.descriptor = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
      guard self.descriptor >= 0 else {
        self.source = nil
        return
      }
      let source = DispatchSource.makeReadSource(
        fileDescriptor: self.descriptor, queue: DispatchQueue(label: "FileWatch")
      )
      self.source = UncheckedSendable(source)
      // The instance lives as long as the process: nothing to cancel, nothing to close.
      source.setEventHandler { InotifyWatch.shared.tellWatchers() }
      source.resume()
    }

    func watch(
      directory: String, file name: String, _ onChange: @escaping @Sendable () -> Void
    ) -> SharedSubscription {
      guard self.source != nil else { return SharedSubscription {} }
      let (watcher, action) = self.state.withLock { state in
        let (watcher, action) = state.registry.addWatcher(directory: directory, file: name)
        state.onChange[watcher] = onChange
        return (watcher, action)
      }
      if case .watchDirectory(let directory) = action {
        let handle = inotify_add_watch(self.descriptor, directory, Self.mask)
        self.state.withLock {
          $0.registry.directoryWatched(directory, handle: handle >= 0 ? handle : nil)
        }
      }
      return SharedSubscription {
        let action = self.state.withLock { state in
          state.onChange[watcher] = nil
          return state.registry.removeWatcher(watcher)
        }
        if case .unwatchDirectory(let handle) = action {
          inotify_rm_watch(self.descriptor, handle)
        }
      }
    }

    /// Reads the events waiting, and tells each file's watchers once.
    private func tellWatchers() {
      let events = self.readEvents()
      let toTell = self.state.withLock { state in
        var watchers: Set<FileWatchRegistry<Int32>.Watcher> = []
        for event in events {
          watchers.formUnion(
            state.registry.watchers(of: event.name, inDirectoryWatchedAs: event.handle)
          )
        }
        return watchers.compactMap { state.onChange[$0] }
      }
      for onChange in toTell { onChange() }
    }

    /// The events waiting: each the watch it is about, and the file's name.
    private func readEvents() -> Set<Event> {
      var events: Set<Event> = []
      let headerSize = MemoryLayout<inotify_event>.size
      var buffer = [UInt8](repeating: 0, count: 4096)
      while true {
        let count = buffer.withUnsafeMutableBytes { read(self.descriptor, $0.baseAddress, $0.count) }
        guard count > 0 else { return events }
        var offset = 0
        while offset + headerSize <= count {
          let event = buffer.withUnsafeBytes {
            $0.loadUnaligned(fromByteOffset: offset, as: inotify_event.self)
          }
          let length = Int(event.len)
          let nameBytes = buffer[(offset + headerSize)..<min(count, offset + headerSize + length)]
          events.insert(
            Event(
              handle: event.wd,
              name: String(decoding: nameBytes.prefix(while: { $0 != 0 }), as: UTF8.self)
            )
          )
          offset += headerSize + length
        }
      }
    }

    private struct Event: Hashable {
      let handle: Int32
      let name: String
    }
  }
#endif

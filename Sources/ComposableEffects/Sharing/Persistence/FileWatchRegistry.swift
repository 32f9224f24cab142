import Foundation

/// Who watches which file, for the one watcher of the process (``FileWatch``): the operating
/// system watches directories (an atomic write replaces a file rather than changing it), each
/// once, however many files of it are watched; an event about a file reaches only that file's
/// watchers.
///
/// Pure: each operation returns what the caller must ask of the operating system once it has left
/// the lock. `Handle` is the operating system's name for a directory's watch (inotify's watch
/// descriptor).
struct FileWatchRegistry<Handle: Hashable> {
  /// A watcher of one file, to forget with ``removeWatcher(_:)``.
  struct Watcher: Hashable {
    fileprivate let number: Int
  }

  enum AddAction: Equatable {
    /// The directory is already watched: nothing to ask.
    case none
    /// Start watching the directory, and give its handle to ``directoryWatched(_:handle:)``.
    case watchDirectory(String)
  }

  enum RemoveAction: Equatable {
    case none
    /// No file of the directory is watched any more: stop watching it.
    case unwatchDirectory(Handle)
  }

  private struct Directory {
    var handle: Handle?
    var files: [String: Set<Watcher>] = [:]
  }

  private var directories: [String: Directory] = [:]
  /// Two paths of one directory (a link, a trailing slash) get one handle from the system.
  private var directoriesOfHandle: [Handle: Set<String>] = [:]
  private var placeOfWatcher: [Watcher: (directory: String, file: String)] = [:]
  private var watchersMade = 0

  /// Watches the file `name` of `directory`.
  mutating func addWatcher(directory: String, file name: String) -> (Watcher, AddAction) {
    self.watchersMade += 1
    let watcher = Watcher(number: self.watchersMade)
    self.placeOfWatcher[watcher] = (directory, name)
    // Watched again while it has no handle: the system refused it before, or is still asked
    // (asking twice for one directory gives one handle).
    let isWatched = self.directories[directory]?.handle != nil
    self.directories[directory, default: Directory()].files[name, default: []].insert(watcher)
    return (watcher, isWatched ? .none : .watchDirectory(directory))
  }

  /// The operating system watches `directory` as `handle` (`nil`: it refused).
  mutating func directoryWatched(_ directory: String, handle: Handle?) {
    guard let handle, self.directories[directory] != nil else { return }
    self.directories[directory]?.handle = handle
    self.directoriesOfHandle[handle, default: []].insert(directory)
  }

  mutating func removeWatcher(_ watcher: Watcher) -> RemoveAction {
    guard let (directory, name) = self.placeOfWatcher.removeValue(forKey: watcher) else {
      return .none
    }
    self.directories[directory]?.files[name]?.remove(watcher)
    if self.directories[directory]?.files[name]?.isEmpty == true {
      self.directories[directory]?.files[name] = nil
    }
    guard let entry = self.directories[directory], entry.files.isEmpty else { return .none }
    self.directories[directory] = nil
    guard let handle = entry.handle else { return .none }
    self.directoriesOfHandle[handle]?.remove(directory)
    guard self.directoriesOfHandle[handle]?.isEmpty ?? true else { return .none }
    self.directoriesOfHandle[handle] = nil
    return .unwatchDirectory(handle)
  }

  /// The watchers to tell of an event about the file `name` in the directory watched as `handle`.
  func watchers(of name: String, inDirectoryWatchedAs handle: Handle) -> Set<Watcher> {
    var watchers: Set<Watcher> = []
    for directory in self.directoriesOfHandle[handle] ?? [] {
      watchers.formUnion(self.directories[directory]?.files[name] ?? [])
    }
    return watchers
  }

  /// Whether anything is watched: the watcher of the process can stop when nothing is.
  var isEmpty: Bool {
    self.placeOfWatcher.isEmpty
  }
}

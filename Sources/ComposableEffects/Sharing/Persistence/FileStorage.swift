import AlgebraicEffects
import Dependencies
import Foundation

/// Where ``FileStorageKey`` reads and writes its files: the file system, or (in tests, and by
/// default under test) memory.
///
/// ```swift
/// let store = Store(initialState: Feature.State()) {
///   Feature()
/// } withDependencies: {
///   $0.defaultFileStorage = .inMemory   // a preview that never touches the disk
/// }
/// ```
public struct FileStorage: Sendable {
  /// What makes two storages the same: a token made with each.
  private let identity: Identity
  let read: @Sendable (URL) throws -> Data?
  let write: @Sendable (Data, URL) throws -> Void
  let watch: @Sendable (URL, @escaping @Sendable () -> Void) -> SharedSubscription
  /// Runs the closure once the pause after a write has passed.
  let afterPause: @Sendable (@escaping @Sendable () -> Void) -> Void
  /// Whether changes still waiting for their pause are written when the process exits: for the
  /// file system, whose files outlive it.
  let flushesAtExit: Bool

  init(
    read: @escaping @Sendable (URL) throws -> Data?,
    write: @escaping @Sendable (Data, URL) throws -> Void,
    watch: @escaping @Sendable (URL, @escaping @Sendable () -> Void) -> SharedSubscription,
    afterPause: @escaping @Sendable (@escaping @Sendable () -> Void) -> Void,
    flushesAtExit: Bool = false
  ) {
    self.identity = Identity()
    self.read = read
    self.write = write
    self.watch = watch
    self.afterPause = afterPause
    self.flushesAtExit = flushesAtExit
  }

  private final class Identity: Sendable {}

  /// Identifies the storage: keys of one file in one storage share one value.
  var id: ObjectIdentifier {
    ObjectIdentifier(self.identity)
  }

  /// The file system: writes are atomic (a temporary file, then a rename), create the
  /// directory they need, and are coalesced (one a second at most, the last always written,
  /// and flushed when the process exits normally); a change another process makes to a file
  /// is picked up.
  public static let fileSystem: FileStorage = {
    FileStorage(
      read: { url in
        guard FileManager.default.fileExists(atPath: url.path) else { return nil }
        return try Data(contentsOf: url)
      },
      write: { data, url in
        try FileManager.default.createDirectory(
          at: url.deletingLastPathComponent(), withIntermediateDirectories: true
        )
        try data.write(to: url, options: .atomic)
      },
      watch: { url, onChange in FileWatch.start(url, onChange) },
      afterPause: { body in
        DispatchQueue.global().asyncAfter(deadline: .now() + 1) { body() }
      },
      flushesAtExit: true
    )
  }()

  /// Files kept in memory, new and empty: writes happen at once, and each storage has files of
  /// its own.
  public static var inMemory: FileStorage {
    let files = Locked<[URL: Data]>([:])
    let watchers = Locked<[URL: [UUID: @Sendable () -> Void]]>([:])
    return FileStorage(
      read: { url in files.withLock { $0[url] } },
      write: { data, url in
        files.withLock { $0[url] = data }
        let toTell = watchers.withLock { $0[url].map { Array($0.values) } ?? [] }
        for onChange in toTell { onChange() }
      },
      watch: { url, onChange in
        let id = UUID()
        watchers.withLock { $0[url, default: [:]][id] = onChange }
        return SharedSubscription { _ = watchers.withLock { $0[url]?.removeValue(forKey: id) } }
      },
      afterPause: { body in body() }
    )
  }
}

private enum FileStorageKeyDependency: DependencyKey {
  static var liveValue: FileStorage { .fileSystem }
  static var testValue: FileStorage { .inMemory }
}

extension DependencyValues {
  /// Where `.fileStorage` keys read and write: the file system, and under test a fresh
  /// in-memory stand-in for each test, so tests never touch the disk.
  public var defaultFileStorage: FileStorage {
    get { self[FileStorageKeyDependency.self] }
    set { self[FileStorageKeyDependency.self] = newValue }
  }
}

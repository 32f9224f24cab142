import ConcurrencyExtras
import Dependencies
import Foundation
import IssueReporting

/// A key that keeps a shared value in a JSON file.
///
/// ```swift
/// @Shared(.fileStorage(.documentsDirectory.appending(path: "sync-ups.json")))
/// var syncUps: IdentifiedArrayOf<SyncUp> = []
/// ```
///
/// - Writes are atomic (a temporary file, then a rename), create the directory they need, and
///   are coalesced: the first change is written at once, the changes within the second after
///   it in one write at its end, encoded then (a change within the second costs no encoding).
///   The last change is never dropped: ``Shared/save()`` writes it at once, and it is written
///   when the process exits normally. A write that fails is the value's ``Shared/saveError``.
/// - A change another process makes to the file is picked up, and observers are told.
/// - A file that is deleted or moved away returns the value to its initial value, drops the
///   change waiting to be written, and is made again, empty. An empty file holds no value.
/// - A file changed from outside (emptied, say) while a change waits for the end of its pause
///   keeps the value: the waiting change is written over it then, as in swift-sharing.
/// - A file that cannot be decoded leaves the shared value at its initial value, with
///   ``Shared/loadError`` holding the decoding error, as swift-sharing does; the file is left as
///   it is until the value is next changed.
///
/// The file storage is the `DependencyValues.defaultFileStorage` dependency: under test, an
/// in-memory stand-in, new for each test.
public struct FileStorageKey<Value: Sendable>: SharedKey {
  let url: URL
  let storage: FileStorage
  let decode: @Sendable (Data) throws -> Value
  let encode: @Sendable (Value) throws -> Data
  /// The file's writer among the shared values this key was made among (the app's, or the
  /// test's), looked up once.
  let writer: FileWriter

  init(
    url: URL,
    decode: @escaping @Sendable (Data) throws -> Value,
    encode: @escaping @Sendable (Value) throws -> Data
  ) {
    @Dependency(\.defaultFileStorage) var storage
    @Dependency(SharedBoxes.self) var boxes
    self.writer = boxes.fileWriters.writer(for: url, in: storage)
    self.url = url
    self.storage = storage
    self.decode = decode
    self.encode = encode
  }

  /// The file, in its storage: keys of the same file share one value.
  public struct ID: Hashable, Sendable {
    let url: URL
    let storage: ObjectIdentifier
  }

  /// The file, in its storage.
  public var id: ID {
    ID(url: self.url, storage: self.storage.id)
  }

  /// Reads and decodes the file; a missing file gives the initial value.
  public func load(context: LoadContext<Value>, continuation: LoadContinuation<Value>) {
    continuation.resume(with: self.read())
  }

  /// Tells of changes made to the file by others.
  public func subscribe(
    context: LoadContext<Value>, subscriber: SharedSubscriber<Value>
  ) -> SharedSubscription {
    let writer = self.writer
    return self.storage.watch(self.url) {
      let data: Data?
      do {
        data = try self.storage.read(self.url)
      } catch {
        // Unreadable for now (a write in progress elsewhere): the next change tells again.
        return
      }
      switch writer.fileChanged(to: data) {
      case .none, .keepWaitingChange:
        return
      case .load:
        subscriber.yield(with: self.read())
      case .fileRemoved:
        // Made again empty (no value) rather than written with a value nobody chose.
        subscriber.yieldReturningInitialValue()
      }
    }
  }

  /// Encodes and writes the value: coalesced after a change (and encoded only if it is
  /// written), at once when asked. The continuation is resumed with how the write went; a change
  /// that a later one supersedes within the pause is never written, and its continuation is
  /// resumed as done.
  public func save(_ value: Value, context: SaveContext, continuation: SaveContinuation) {
    switch context {
    case .didSet:
      let owner = FileSaveContinuation(
        value: value, encode: self.encode, continuation: continuation
      )
      self.writer.changed(FileChange(owner: owner))
    case .userInitiated:
      continuation.resume(with: Result { try self.writer.saveNow(self.encode(value)) })
    }
  }

  private func read() -> Result<Value?, any Error> {
    Result {
      let data = try self.storage.read(self.url)
      self.writer.read(data)
      // An empty file (made again after a removal, or touched by hand) holds no value.
      guard let data, !data.isEmpty else { return nil }
      // As in swift-sharing, not an issue: the shared value's `loadError`.
      return try self.decode(data)
    }
  }
}

extension FileStorageKey: SharedKeyTakingChanges {
  func changeTaker(reportingTo report: SharedSaveReport<Value>) -> @Sendable () -> Void {
    let owner = FileValueOwner(encode: self.encode, report: report)
    let writer = self.writer
    return { writer.changed(FileChange(owner: owner)) }
  }
}

/// The owner of a shared value's changes, made once for the value: it writes the value as it is
/// when written, and tells the value's box how the write went.
private final class FileValueOwner<Value: Sendable>: FileChangeOwner {
  let encode: @Sendable (Value) throws -> Data
  let report: SharedSaveReport<Value>

  init(encode: @escaping @Sendable (Value) throws -> Data, report: SharedSaveReport<Value>) {
    self.encode = encode
    self.report = report
  }

  var writesValueAsItIsNow: Bool { true }

  func data() throws -> Data? {
    try self.report.valueToWrite().map(self.encode)
  }

  func written(_ result: Result<Void, any Error>) {
    self.report.saved(result)
  }

  func superseded() {
    self.report.writeGivenUp()
  }
}

/// The owner of a change handed to ``FileStorageKey/save(_:context:continuation:)`` directly:
/// its continuation is resumed with how the write went, or as done when superseded.
private final class FileSaveContinuation<Value: Sendable>: FileChangeOwner {
  let value: Value
  let encode: @Sendable (Value) throws -> Data
  let continuation: SaveContinuation

  init(
    value: Value, encode: @escaping @Sendable (Value) throws -> Data,
    continuation: SaveContinuation
  ) {
    self.value = value
    self.encode = encode
    self.continuation = continuation
  }

  var writesValueAsItIsNow: Bool { false }

  func data() throws -> Data? {
    try self.encode(self.value)
  }

  func written(_ result: Result<Void, any Error>) {
    self.continuation.resume(with: result)
  }

  func superseded() {
    self.continuation.resume()
  }
}

extension FileStorageKey: CustomStringConvertible {
  /// `.fileStorage(file:///…)`: the file's URL, as swift-sharing prints it.
  public var description: String {
    ".fileStorage(\(self.url.absoluteString))"
  }
}

extension SharedReaderKey {
  /// A key keeping a `Codable` value in the JSON file at `url`.
  ///
  /// ```swift
  /// @Shared(.fileStorage(.documentsDirectory.appending(path: "settings.json")))
  /// var settings = Settings()
  /// ```
  public static func fileStorage<Value: Codable & Sendable>(
    _ url: URL,
    decoder: JSONDecoder = JSONDecoder(),
    encoder: JSONEncoder = JSONEncoder()
  ) -> Self where Self == FileStorageKey<Value> {
    // Foundation's JSON coders may be used from several threads, though they are not marked
    // `Sendable` everywhere.
    let decoder = UncheckedSendable(decoder)
    let encoder = UncheckedSendable(encoder)
    return FileStorageKey(
      url: url,
      decode: { try decoder.value.decode(Value.self, from: $0) },
      encode: { try encoder.value.encode($0) }
    )
  }

  /// A key keeping a value in the file at `url`, read and written with `decode` and `encode`.
  public static func fileStorage<Value: Sendable>(
    _ url: URL,
    decode: @escaping @Sendable (Data) throws -> Value,
    encode: @escaping @Sendable (Value) throws -> Data
  ) -> Self where Self == FileStorageKey<Value> {
    FileStorageKey(url: url, decode: decode, encode: encode)
  }
}

@testable import ComposableEffects
import ConcurrencyExtras
import Foundation
import Testing

/// An owner whose data the test sets, and which records what it is told.
private final class TestOwner: FileChangeOwner {
  let writesValueAsItIsNow: Bool
  let current: LockIsolated<Data>
  let told = LockIsolated<[String]>([])

  init(_ data: String, asItIsNow: Bool) {
    self.current = LockIsolated(Data(data.utf8))
    self.writesValueAsItIsNow = asItIsNow
  }

  func data() throws -> Data? { self.current.value }
  func written(_ result: Result<Void, any Error>) { self.told.withValue { $0.append("written") } }
  func superseded() { self.told.withValue { $0.append("superseded") } }
}

@Suite struct FileWriterTests {
  private let url = URL(fileURLWithPath: "/composable-effects-tests/writer.json")

  private func writer() -> (FileWriter, LockIsolated<[String]>) {
    let writes = LockIsolated<[String]>([])
    let storage = FileStorage(
      read: { _ in nil },
      write: { data, _ in writes.withValue { $0.append(String(decoding: data, as: UTF8.self)) } },
      watch: { _, _ in SharedSubscription {} },
      afterPause: { _ in }
    )
    return (FileWriter(url: self.url, storage: storage), writes)
  }

  // A shared value's waiting change gives the value as it is when written: a change made after a
  // save read the value, and told to the writer before the save's write, is in that write.
  @Test func aSaveWritesAWaitingValueAsItIsNowInOneWrite() throws {
    let (writer, writes) = self.writer()
    writer.changed(FileChange(owner: TestOwner("1", asItIsNow: true)))
    let waiting = TestOwner("2", asItIsNow: true)
    writer.changed(FileChange(owner: waiting))
    waiting.current.setValue(Data("3".utf8))

    try writer.saveNow(Data("2".utf8))

    #expect(writes.value == ["1", "3"])
    #expect(waiting.told.value == ["written"])
  }

  // A change handed with its value (a key's `save` called directly) is older than the save's.
  @Test func aSaveSupersedesAWaitingChangeMadeWithItsValue() throws {
    let (writer, writes) = self.writer()
    writer.changed(FileChange(owner: TestOwner("1", asItIsNow: false)))
    let waiting = TestOwner("2", asItIsNow: false)
    writer.changed(FileChange(owner: waiting))

    try writer.saveNow(Data("3".utf8))

    #expect(writes.value == ["1", "3"])
    #expect(waiting.told.value == ["superseded"])
  }
}

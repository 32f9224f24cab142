import ComposableEffects
import ComposableEffectsTestSupport
import Foundation
import SyncUps
import Testing

/// The sync-ups outlive the process: `@Shared(.syncUps)` is a JSON file at the
/// `syncUpsFileURL` dependency, which the next run reads back. Both tests use the real file
/// system in a directory of their own.
@MainActor
@Suite struct SyncUpsPersistenceTests {
  @Test func anAddedSyncUpIsWrittenToTheFile() async throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let url = directory.appendingPathComponent("sync-ups.json")

    let store = Store(initialState: SyncUpsList.State()) {
      SyncUpsList()
    } withDependencies: {
      $0.defaultFileStorage = .fileSystem
      $0.syncUpsFileURL = url
      $0.uuid = .incrementing
    }
    store.send(.addSyncUpButtonTapped)
    store.send(.addSyncUp(.presented(.binding(.set(\.syncUp.title, "Morning sync")))))
    store.send(.confirmAddSyncUpButtonTapped)
    try await store.state.$syncUps.save()

    let saved = try JSONDecoder().decode(
      IdentifiedArrayOf<SyncUp>.self, from: Data(contentsOf: url)
    )
    #expect(saved.map(\.title) == ["Morning sync"])
    #expect(saved.map(\.id) == [SyncUp.ID(UUID(0))])
  }

  @Test func theListStartsFromTheSyncUpsAnEarlierRunSaved() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let url = directory.appendingPathComponent("sync-ups.json")
    let earlier: IdentifiedArrayOf<SyncUp> = [.mock, .engineeringMock]
    try JSONEncoder().encode(earlier).write(to: url)

    let state = withDependencies {
      $0.defaultFileStorage = .fileSystem
      $0.syncUpsFileURL = url
    } operation: {
      SyncUpsList.State()
    }

    #expect(state.syncUps == earlier)
  }

  private func temporaryDirectory() throws -> URL {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("sync-ups-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    return directory
  }
}

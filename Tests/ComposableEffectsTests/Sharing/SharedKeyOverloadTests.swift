import ComposableEffects
import Foundation
import Testing

private struct Bookmark: Identifiable, Sendable {
  let id = UUID()
}

extension SharedReaderKey where Self == InMemoryKey<IdentifiedArrayOf<Bookmark>>.Default {
  fileprivate static var bookmarks: Self {
    Self[.inMemory("bookmarks"), default: []]
  }
}

// One name, two keys: an in-memory key, and a defaulted app-storage key. A declaration that
// gives no initial value can only mean the one with a default.
extension SharedKey where Self == InMemoryKey<Int> {
  fileprivate static var visits: Self {
    .inMemory("visits")
  }
}

extension SharedReaderKey where Self == AppStorageKey<Int?>.Default {
  fileprivate static var visits: Self {
    Self[.appStorage("visits"), default: 3]
  }
}

@Suite struct SharedKeyOverloadTests {
  @Test func aReaderOfANameThatIsAlsoADefaultedKeyTakesTheDefault() {
    @SharedReader(.visits) var visits

    #expect(visits == 3)
  }

  @Test func aSharedValueOfANameThatIsAlsoADefaultedKeyTakesTheDefault() {
    @Shared(.visits) var visits

    #expect(visits == 3)
  }

  @Test func aReaderOfANameWithTwoKeysMayGiveItsOwnInitialValue() {
    let visits = SharedReader(wrappedValue: 42, .visits)

    #expect(visits.wrappedValue == 42)
  }

  @Test func aReaderOfANameWithTwoKeysLoadsByThatName() async throws {
    let visits = SharedReader(wrappedValue: 42, .visits)

    try await visits.load(.visits)

    #expect(visits.loadError == nil)
  }

  @Test func aDefaultedKeyMayBeGivenAnEmptyLiteralAsInitialValue() {
    @Shared(.bookmarks) var bookmarks = []
    @SharedReader(.bookmarks) var reader = []

    $bookmarks.withLock { $0.append(Bookmark()) }

    #expect(reader.count == 1)
  }
}

import ComposableEffects
import Testing

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
}

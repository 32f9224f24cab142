import ComposableEffects
import CustomDump
import Foundation
import Testing

private struct Stats: Equatable {
  var count = 0
}

private struct Dashboard {
  @Shared var count: Int
  @Shared var stats: Stats
}

@Suite struct SharedDescriptionTests {
  @Test func aSharedValueOfNoKeyDescribesItselfAndItsValue() {
    let count = Shared(value: 0)

    #expect(count.description == "Shared<Int>(value: 0)")
    #expect(SharedReader(count).description == "SharedReader<Int>(value: 0)")
  }

  @Test func aKeyedSharedValueDescribesItselfAndItsKey() {
    @Shared(.inMemory("count")) var count = 0

    #expect($count.description == #"Shared<Int>(.inMemory("count"))"#)
    #expect(SharedReader($count).description == #"SharedReader<Int>(.inMemory("count"))"#)
  }

  @Test func aFileKeyDescribesItselfByItsURL() {
    let key: FileStorageKey<Int> = .fileStorage(URL(filePath: "/tmp/count.json"))

    #expect(key.description == ".fileStorage(file:///tmp/count.json)")
  }

  @Test func aKeyWithADefaultDescribesTheKeyItWraps() {
    @Shared(InMemoryKey<Int>.Default[.inMemory("count"), default: 0]) var count

    #expect($count.description == #"Shared<Int>(.inMemory("count"))"#)
  }

  @Test func aDumpMarksTheSecondHolderOfOneSharedValueAsAReference() {
    let count = Shared(value: 0)
    let another = Shared(value: 0)

    expectNoDifference(
      String(customDumping: [count, another, count, another]),
      """
      [
        [0]: 0,
        [1]: #1 0,
        [2]: Int(↩︎),
        [3]: #1 Int(↩︎)
      ]
      """
    )
  }

  @Test func aDumpTellsThatAPartAndItsWholeAreOneSharedValue() {
    let stats = Shared(value: Stats())

    expectNoDifference(
      String(customDumping: Dashboard(count: stats.count, stats: stats)),
      """
      Dashboard(
        _count: 0,
        _stats: Stats(↩︎)
      )
      """
    )
  }
}

import ComposableEffects
import Foundation
import IdentifiedCollections
import Testing

@Suite struct SharedBoxTests {
  private struct Row: Identifiable, Equatable {
    let id: Int
    var title: String
  }

  // A change runs on the stored value itself: the array keeps its buffer. Made on a copy while
  // the box still held the original, the change would copy the whole array (copy on write),
  // and every element write would cost as much as the array is long.
  @Test func aChangeIsMadeOnTheStoredValueWithoutCopyingIt() {
    let numbers = Shared(value: Array(0..<1_000))
    let before = numbers.withLock { $0.withUnsafeBufferPointer { UInt(bitPattern: $0.baseAddress) } }

    numbers.withLock { $0[500] = -1 }

    let after = numbers.withLock { $0.withUnsafeBufferPointer { UInt(bitPattern: $0.baseAddress) } }
    #expect(after == before)
    #expect(numbers.wrappedValue[500] == -1)
  }

  @Test func anElementOfAnIdentifiedArrayIsChangedWithoutCopyingTheArray() {
    let rows = Shared(
      value: IdentifiedArray(uniqueElements: (0..<1_000).map { Row(id: $0, title: "\($0)") })
    )
    let before = rows.withLock {
      $0.elements.withUnsafeBufferPointer { UInt(bitPattern: $0.baseAddress) }
    }

    rows.withLock { $0[id: 500]?.title = "changed" }

    let after = rows.withLock {
      $0.elements.withUnsafeBufferPointer { UInt(bitPattern: $0.baseAddress) }
    }
    #expect(after == before)
    #expect(rows.wrappedValue[id: 500]?.title == "changed")
  }

  // The value is being changed in place, so a read of it from inside its own change, through
  // another handle, has nothing whole to read: the program stops and says so, where Swift's
  // exclusivity check would stop it with a bare "simultaneous accesses".
  @Test func readingAValueThroughAnotherHandleInsideItsOwnChangeStopsTheProgram() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      let count = Shared(value: 0)
      let copy = count
      count.withLock { $0 = copy.wrappedValue + 1 }
    }

    let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    #expect(message.contains("was used inside its own 'withLock'"))
  }

  @Test func changingAValueInsideItsOwnChangeStopsTheProgram() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      let count = Shared(value: 0)
      let copy = count
      count.withLock { _ in copy.withLock { $0 += 1 } }
    }

    let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    #expect(message.contains("was used inside its own 'withLock'"))
  }

  @Test func aValueIsReadFromAnotherThreadOnceItsChangeEnds() async {
    let count = Shared(value: 0)

    await withTaskGroup(of: Void.self) { group in
      for _ in 0..<8 {
        group.addTask {
          for _ in 0..<1_000 { count.withLock { $0 += 1 } }
        }
      }
    }

    #expect(count.wrappedValue == 8_000)
  }
}

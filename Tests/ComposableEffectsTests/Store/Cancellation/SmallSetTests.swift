@testable import ComposableEffects
import Testing

@Suite struct SmallSetTests {
  func elements(_ set: SmallSet<Int>) -> Set<Int> {
    var elements: Set<Int> = []
    set.forEach { elements.insert($0) }
    return elements
  }

  @Test func holdsOneElementAndIgnoresItsDuplicate() {
    var set = SmallSet<Int>()
    #expect(set.isEmpty)
    set.insert(1)
    set.insert(1)
    #expect(set.count == 1)
    #expect(self.elements(set) == [1])
  }

  @Test func growsToManyAndShrinksBackToEmpty() {
    var set = SmallSet([1, 2, 3, 2])
    #expect(set.count == 3)
    #expect(self.elements(set) == [1, 2, 3])
    set.remove(2)
    set.remove(4)
    #expect(self.elements(set) == [1, 3])
    set.remove(1)
    set.remove(3)
    #expect(set.isEmpty)
    #expect(set.count == 0)
  }

  @Test func removingAnotherElementKeepsTheOne() {
    var set = SmallSet([7])
    set.remove(8)
    #expect(self.elements(set) == [7])
    set.remove(7)
    #expect(set.isEmpty)
  }

  @Test func insertingLeavesTheOriginalAsItWas() {
    let one: SmallSet<Int> = [1]
    let two = one.inserting(2)
    #expect(self.elements(one) == [1])
    #expect(self.elements(two) == [1, 2])
    #expect(self.elements(two.inserting(2)) == [1, 2])
    #expect(self.elements(SmallSet<Int>().inserting(3)) == [3])
  }
}

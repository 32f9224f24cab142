import ComposableEffects
import Testing

@Suite struct StackStateTests {
  // The identifiers come from a generator of their own, whatever other code in the test did.
  private func stack(_ elements: [String]) -> StackState<String> {
    withDependencies {
      $0 = DependencyValues()
    } operation: {
      StackState(elements)
    }
  }

  @Test func elementsKeepTheirIDsAndOrder() {
    var stack = stack(["a", "b", "c"])
    let ids = Array(stack.ids)

    stack[id: ids[1]] = "B"

    #expect(Array(stack) == ["a", "B", "c"])
    #expect(Array(stack.ids) == ids)
  }

  @Test func appendAddsANewID() {
    var stack = stack(["a"])

    stack.append("b")

    #expect(stack.ids.count == 2)
    #expect(stack.ids[0] != stack.ids[1])
    #expect(stack[id: stack.ids[1]] == "b")
  }

  @Test func anAppendNeverReusesAnIDAlreadyOnTheStack() {
    var stack = StackState<String>()
    stack[id: 0] = "a"

    stack.append("b")

    #expect(Array(stack.ids) == [0, 1])
    #expect(Array(stack) == ["a", "b"])
  }

  @Test func popFromPopsTheElementAndThoseAboveIt() {
    var stack = stack(["a", "b", "c"])

    stack.pop(from: stack.ids[1])

    #expect(Array(stack) == ["a"])
  }

  @Test func popToPopsTheElementsAboveIt() {
    var stack = stack(["a", "b", "c"])

    stack.pop(to: stack.ids[0])

    #expect(Array(stack) == ["a"])
  }

  @Test func popLastAndRemoveAllWorkAsOnAnArray() {
    var stack = stack(["a", "b"])

    #expect(stack.popLast() == "b")
    stack.removeAll()

    #expect(stack.isEmpty)
  }

  @Test func settingAnElementWithANewIDPushesIt() {
    var stack = StackState<String>()

    stack[id: 0] = "a"
    stack[id: 0] = nil

    #expect(stack.isEmpty)
  }

  @Test func stacksWithTheSameElementsButOtherIDsDiffer() {
    var lhs = StackState<String>()
    lhs[id: 0] = "a"
    var rhs = StackState<String>()
    rhs[id: 1] = "a"

    #expect(lhs != rhs)
  }

  @Test func aStackDumpsAsTheArrayOfItsElements() {
    let stack: StackState<String> = ["a", "b"]

    #expect(String(customDumping: stack) == String(customDumping: ["a", "b"]))
  }

  @CasePathable
  enum Screen: Equatable {
    case int(Int)
    case text(String)
  }

  @Test func writingThroughTheCaseOfAnElementChangesIt() {
    var stack = StackState<Screen>([.int(42)])
    let id = stack.ids[0]

    stack[id: id, case: \.int]? += 1
    #expect(stack[id: id] == .int(43))

    stack[id: id, case: \.int] = nil
    #expect(stack.isEmpty)
  }

  @Test func writingThroughAnotherCaseOfAnElementIsReportedAndChangesNothing() {
    var stack = StackState<Screen>([.int(42)])
    let id = stack.ids[0]

    withKnownIssue {
      stack[id: id, case: \.text]?.append("!")
    } matching: { issue in
      issue.description.contains("while the state was in the case 'int', not in the case it names")
    }
    withKnownIssue {
      stack[id: id, case: \.text] = "replaced"
    }

    #expect(Array(stack) == [.int(42)])
  }

  @Test func anIDDumpsWithAHash() {
    let id: StackElementID = 3

    #expect(String(customDumping: id) == "#3")
  }
}

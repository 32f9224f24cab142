import ComposableEffects
import CoreMetrics
import MetricsTestKit
import Testing
import Tracing

@testable import ComposableEffectsInstrumentation

struct ActionBitsTests {
  enum Child: Equatable { case increment, decrement }
  enum Parent: Equatable {
    case child(Child)
    case tick(Int32)
  }
  enum Described: Equatable {
    case tapped
    case text(String)
  }

  @Test
  func equalPlainActionsHaveEqualBitsAndOtherCasesOthers() {
    #expect(ActionBits.of(Parent.child(.increment)) == ActionBits.of(Parent.child(.increment)))
    #expect(ActionBits.of(Parent.child(.increment)) != ActionBits.of(Parent.child(.decrement)))
    #expect(ActionBits.of(Parent.child(.increment)) != ActionBits.of(Parent.tick(0)))
  }

  @Test
  func anActionLargerThanEightBytesHasNoBits() {
    enum Wide { case value(Int, Int) }
    #expect(ActionBits.of(Wide.value(1, 2)) == nil)
  }

  @Test
  func anActionOfATypeThatCanHoldAReferenceHasNoBits() {
    #expect(ActionBits.of(Described.text("milk")) == nil)
    #expect(ActionBits.of(Described.tapped) == nil)
  }

  @Test
  func actionsBeyondTheCachesLimitAreStillNamedByTheirCase() {
    let metrics = TestMetrics()
    let instruments = ReducerInstruments(
      label: "feature", factory: metrics, tracer: NoOpTracer(), logger: .init(label: "test"),
      timing: .everyAction
    )
    let count = ActionMetersCache.limit + 10
    for value in 0..<count {
      #expect(instruments.meters(of: Parent.tick(Int32(value))).name == "tick")
      #expect(instruments.meters(of: Parent.tick(Int32(value))).name == "tick")
    }
    #expect(instruments.meters(of: Parent.child(.decrement)).name == "child.decrement")
  }
}

import Testing

@testable import ComposableEffectsInstrumentation

struct EffectOutcomeTests {
  struct Failure: Error {}

  @Test
  func anEffectThatThrewNothingAndWasNotCancelledFinished() {
    #expect(EffectOutcome(failure: nil, isCancelled: false) == .finished)
  }

  @Test
  func anEffectCancelledWithoutErrorWasCancelled() {
    #expect(EffectOutcome(failure: nil, isCancelled: true) == .cancelled)
  }

  @Test
  func anErrorWinsOverCancellation() {
    #expect(EffectOutcome(failure: Failure(), isCancelled: true) == .failed)
    #expect(EffectOutcome(failure: Failure(), isCancelled: false) == .failed)
  }
}

@testable import ComposableEffects
import ComposableEffectsTestSupport
import Testing

@Suite struct SendLoopStateMachineTests {
  @Test func theFirstActionIsProcessedAtOnce() {
    var loop = SendLoopStateMachine<Int>()
    #expect(loop.send(1, origin: .external) == .process)
    #expect(loop.isProcessing)
    // The store processes the action it sent; nothing is queued behind it.
    #expect(loop.next() == nil)
    #expect(loop.isProcessing)
    #expect(loop.finish() == true)
    #expect(!loop.isProcessing)
  }

  @Test func anActionSentBeforeFinishingKeepsTheLoopProcessing() {
    var loop = SendLoopStateMachine<Int>()
    _ = loop.send(1, origin: .external)
    #expect(loop.next() == nil)
    // An observer told about the change sends.
    #expect(loop.send(2, origin: .external) == .queuedReentrant)
    #expect(loop.finish() == false)
    #expect(loop.next() == 2)
    #expect(loop.next() == nil)
    #expect(loop.finish() == true)
    #expect(!loop.isProcessing)
  }

  @Test func actionsSentWhileProcessingAreQueuedInOrder() {
    var loop = SendLoopStateMachine<Int>()
    _ = loop.send(1, origin: .external)
    #expect(loop.send(2, origin: .effect) == .queued)
    loop.enqueue(3)
    #expect(loop.send(4, origin: .effect) == .queued)
    #expect(loop.next() == 2)
    #expect(loop.next() == 3)
    #expect(loop.next() == 4)
    #expect(loop.next() == nil)
  }

  @Test func anExternalSendWhileProcessingIsReentrant() {
    var loop = SendLoopStateMachine<Int>()
    _ = loop.send(1, origin: .external)
    #expect(loop.send(2, origin: .external) == .queuedReentrant)
    #expect(loop.next() == 2)
    #expect(loop.next() == nil)
  }

  @Test func afterDrainingTheNextSendIsProcessedAgain() {
    var loop = SendLoopStateMachine<Int>()
    _ = loop.send(1, origin: .external)
    _ = loop.send(2, origin: .effect)
    _ = loop.next()
    _ = loop.next()
    _ = loop.finish()
    #expect(loop.send(3, origin: .external) == .process)
    #expect(loop.next() == nil)
  }
}


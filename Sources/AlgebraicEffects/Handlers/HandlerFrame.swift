/// One installed handler: a node of the immutable list that makes up a handler scope.
///
/// A scope is the innermost frame; `outer` leads to the handlers installed further out. Frames
/// never change after creation, so a scope can be shared freely between tasks.
@usableFromInline
package class HandlerFrame: @unchecked Sendable {
  /// The handler type this frame answers.
  @usableFromInline
  let key: ObjectIdentifier

  /// The next frame outward: the scope a handler runs in, and where it forwards to. Holding
  /// it keeps the whole chain alive.
  let outer: HandlerFrame?

  /// `outer` as unretained bits, for walking the chain without reference counting.
  @usableFromInline
  let outerBits: UInt

  /// Whether this frame is a test handler's, which intercepts every effect.
  @usableFromInline
  let intercepts: Bool

  init(key: ObjectIdentifier, outer: HandlerFrame?, intercepts: Bool = false) {
    self.key = key
    self.outer = outer
    self.outerBits = HandlerScope.bits(outer)
    self.intercepts = intercepts
  }

  /// The same handler, installed over `outer` instead.
  func reinstalled(on outer: HandlerFrame?) -> HandlerFrame {
    fatalError("subclasses reinstall themselves")
  }
}

/// A frame holding a handler of type `Handler`.
@usableFromInline
final class HandlerFrameOf<Handler: EffectHandler>: HandlerFrame, @unchecked Sendable {
  @usableFromInline
  let handler: Handler

  init(_ handler: Handler, outer: HandlerFrame?) {
    self.handler = handler
    super.init(key: ObjectIdentifier(Handler.self), outer: outer)
  }

  override func reinstalled(on outer: HandlerFrame?) -> HandlerFrame {
    HandlerFrameOf(handler, outer: outer)
  }
}

/// A frame installed by `withTestHandler`: every effect that reaches it goes to the test.
package final class TestHandlerFrame: HandlerFrame, @unchecked Sendable {
  let runtime: TestHandlerRuntime

  package init(runtime: TestHandlerRuntime, outer: HandlerFrame?) {
    self.runtime = runtime
    super.init(key: ObjectIdentifier(TestHandlerFrame.self), outer: outer, intercepts: true)
  }

  override func reinstalled(on outer: HandlerFrame?) -> HandlerFrame {
    TestHandlerFrame(runtime: runtime, outer: outer)
  }
}

extension SyncEffectHandler {
  /// Performs the effect: finds the innermost handler for it and runs it, or runs `body`, the
  /// effect's default behaviour, when none is installed.
  ///
  /// `@Effect` generates the call to this function; you do not call it yourself.
  @inlinable
  public static func _perform(
    _ arguments: Arguments,
    default body: (Arguments) throws(Failure) -> Output
  ) throws(Failure) -> Output {
    let key = ObjectIdentifier(Self.self)
    var bits = HandlerScope.effectiveBits
    while let pointer = UnsafeRawPointer(bitPattern: bits) {
      // The scope in force keeps its frames alive: no reference counting while walking it.
      let frame = Unmanaged<HandlerFrame>.fromOpaque(pointer)
      let (key2, intercepts, outer) = frame._withUnsafeGuaranteedRef {
        ($0.key, $0.intercepts, $0.outerBits)
      }
      if key2 == key {
        return try HandlerScope.withOverride(outer) { () throws(Failure) -> Output in
          // `_withUnsafeGuaranteedRef` rethrows untyped errors; the cast recovers the type.
          do {
            return try Unmanaged<HandlerFrameOf<Self>>.fromOpaque(pointer)
              ._withUnsafeGuaranteedRef { try $0.handler.handle(arguments) }
          } catch {
            throw error as! Failure
          }
        }
      }
      if intercepts {
        return try _performUnderTest(arguments, at: frame.takeUnretainedValue(), default: body)
      }
      bits = outer
    }
    return try body(arguments)
  }

  /// Performs the effect with `frame` as the innermost scope: how a test handler forwards.
  @usableFromInline
  static func _perform(
    _ arguments: Arguments,
    in frame: HandlerFrame?,
    default body: (Arguments) throws(Failure) -> Output
  ) throws(Failure) -> Output {
    try HandlerScope.withOverride(HandlerScope.bits(frame)) { () throws(Failure) -> Output in
      try _perform(arguments, default: body)
    }
  }
}

extension AsyncEffectHandler {
  /// Performs the effect: finds the innermost handler for it and runs it, or runs `body`, the
  /// effect's default behaviour, when none is installed.
  ///
  /// `@Effect` generates the call to this function; you do not call it yourself. It runs on the
  /// caller's executor; declare the effect `nonisolated(nonsending)` for the whole perform to.
  @inlinable
  public static func _perform(
    _ arguments: Arguments,
    isolation: isolated (any Actor)? = #isolation,
    default body: nonisolated(nonsending) (Arguments) async throws(Failure) -> Output
  ) async throws(Failure) -> Output {
    let key = ObjectIdentifier(Self.self)
    var bits = HandlerScope.currentBits
    while let pointer = UnsafeRawPointer(bitPattern: bits) {
      let frame = Unmanaged<HandlerFrame>.fromOpaque(pointer)
      let (key2, intercepts, outer) = frame._withUnsafeGuaranteedRef {
        ($0.key, $0.intercepts, $0.outerBits)
      }
      if key2 == key {
        let handler = Unmanaged<HandlerFrameOf<Self>>.fromOpaque(pointer)
          .takeUnretainedValue().handler
        // An asynchronous handler may suspend and resume on another thread, so its scope must
        // be the task-local, not the thread-local override.
        // `withValue` rethrows untyped errors; the cast recovers the type.
        do {
          return try await HandlerScope.withOuter(outer, isolation: isolation) {
            // Capturing the isolated parameter isolates the closure to it, so the handler
            // (`nonisolated(nonsending)`) runs on the caller's executor.
            _ = isolation
            return try await handler.handle(arguments)
          }
        } catch {
          throw error as! Failure
        }
      }
      if intercepts {
        return try await _performUnderTest(
          arguments, at: frame.takeUnretainedValue(), default: body
        )
      }
      bits = outer
    }
    return try await body(arguments)
  }

  /// Performs the effect with `frame` as the innermost scope: how a test handler forwards.
  @usableFromInline
  static func _perform(
    _ arguments: Arguments,
    in frame: HandlerFrame?,
    isolation: isolated (any Actor)? = #isolation,
    default body: nonisolated(nonsending) (Arguments) async throws(Failure) -> Output
  ) async throws(Failure) -> Output {
    do {
      return try await HandlerScope.withOuter(HandlerScope.bits(frame), isolation: isolation) {
        try await _perform(arguments, isolation: isolation, default: body)
      }
    } catch {
      throw error as! Failure
    }
  }
}

extension AsyncSequenceEffectHandler {
  /// Performs an effect that returns an asynchronous sequence. Under a test handler the
  /// sequence's elements are answered by the test one at a time.
  ///
  /// `@Effect` generates the call to this function; you do not call it yourself.
  @inlinable
  public static func _performSequence(
    _ arguments: Arguments,
    default body: @escaping (Arguments) -> Output
  ) -> Output {
    let key = ObjectIdentifier(Self.self)
    var bits = HandlerScope.effectiveBits
    while let pointer = UnsafeRawPointer(bitPattern: bits) {
      let frame = Unmanaged<HandlerFrame>.fromOpaque(pointer).takeUnretainedValue()
      if frame.key == key {
        let handler = unsafeDowncast(frame, to: HandlerFrameOf<Self>.self).handler
        return HandlerScope.withOverride(frame.outerBits) { handler.handle(arguments) }
      }
      if frame.intercepts {
        return _performSequenceUnderTest(arguments, at: frame, default: body)
      }
      bits = frame.outerBits
    }
    return body(arguments)
  }
}

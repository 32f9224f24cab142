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
    guard let found = HandlerScope.find(key, from: HandlerScope.effectiveBits) else {
      return try body(arguments)
    }
    if found.intercepts {
      return try _performUnderTest(arguments, at: found.frame, default: body)
    }
    return try HandlerScope.withOverride(found.outerBits) { () throws(Failure) -> Output in
      // `_withUnsafeGuaranteedRef` rethrows untyped errors; the cast recovers the type.
      do {
        return try Unmanaged<HandlerFrameOf<Self>>.fromOpaque(found.pointer)
          ._withUnsafeGuaranteedRef { try $0.handler.handle(arguments) }
      } catch {
        throw error as! Failure
      }
    }
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
    guard let found = HandlerScope.find(key, from: HandlerScope.currentBits) else {
      return try await body(arguments)
    }
    if found.intercepts {
      return try await _performUnderTest(arguments, at: found.frame, default: body)
    }
    let handler = found.handler(Self.self)
    // An asynchronous handler may suspend and resume on another thread, so its scope must be
    // the task-local, not the thread-local override. `withValue` rethrows untyped errors; the
    // cast recovers the type.
    do {
      return try await HandlerScope.withOuter(found.outerBits, isolation: isolation) {
        // Capturing the isolated parameter isolates the closure to it, so the handler
        // (`nonisolated(nonsending)`) runs on the caller's executor.
        _ = isolation
        return try await handler.handle(arguments)
      }
    } catch {
      throw error as! Failure
    }
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
    guard let found = HandlerScope.find(key, from: HandlerScope.effectiveBits) else {
      return body(arguments)
    }
    if found.intercepts {
      return _performSequenceUnderTest(arguments, at: found.frame, default: body)
    }
    let handler = found.handler(Self.self)
    return HandlerScope.withOverride(found.outerBits) { handler.handle(arguments) }
  }
}

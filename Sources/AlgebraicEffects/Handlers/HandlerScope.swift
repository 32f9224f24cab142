import AlgebraicEffectsThreadLocal

/// Where the handlers in force live.
///
/// The scope is task-local, so child tasks inherit it and unrelated tasks never see it. Two
/// task-locals hold it, bound together:
///
/// - `innermost` holds the innermost frame as the bits of an unretained pointer. Every perform
///   reads it, and reading an integer task-local costs a third of reading a class one (no
///   retain, no release). The value is a plain integer, never a bare closure: Swift 6.3.1
///   crashes at `-O` on a task-local whose value is a function type.
/// - `retained` holds a strong reference to a frame whose chain contains the innermost one,
///   so every frame `innermost` can name is alive, in this task and in every task that copies
///   its task-locals.
///
/// A handler runs in the scope outside itself (that is how a handler that performs its own
/// effect forwards it outward). Binding a task-local costs ~45 ns, more than the rest of a
/// perform, so while a *synchronous* handler runs, its scope is a thread-local *override*
/// instead: synchronous code cannot suspend, so the thread is the right place for it. An
/// asynchronous handler may resume on another thread, so it rebinds `innermost`.
@usableFromInline
package enum HandlerScope {
  @usableFromInline
  static let innermost = TaskLocal<UInt>(wrappedValue: 0)

  static let retained = TaskLocal<HandlerFrame?>(wrappedValue: nil)

  /// The override's value for "a synchronous handler runs here, with no handler outside it".
  @inlinable
  static var emptyOverride: UInt { 1 }

  /// The innermost frame in force for synchronous code: the override if a synchronous handler
  /// is running on this thread, the task-local otherwise. `0` when there is none.
  @inlinable
  static var effectiveBits: UInt {
    @inline(__always) get {
      let override = UInt(algebraic_effects_get_override())
      if override != 0 { return override == emptyOverride ? 0 : override }
      return innermost.get()
    }
  }

  /// The innermost frame in force for asynchronous code, which never runs under an override.
  @inlinable
  static var currentBits: UInt {
    @inline(__always) get { innermost.get() }
  }

  /// The first frame, from the frame `bits` outward, that handles the effect whose handler
  /// type is `key`: a frame installed for it, or a test handler's, which intercepts every
  /// effect. The scope in force keeps its frames alive, so the walk does no reference counting.
  @inlinable
  @inline(__always)
  static func find(_ key: ObjectIdentifier, from bits: UInt) -> FoundFrame? {
    var bits = bits
    while let pointer = UnsafeRawPointer(bitPattern: bits) {
      let (frameKey, intercepts, outer) = Unmanaged<HandlerFrame>.fromOpaque(pointer)
        ._withUnsafeGuaranteedRef { ($0.key, $0.intercepts, $0.outerBits) }
      if frameKey == key || intercepts {
        return FoundFrame(pointer: pointer, intercepts: intercepts, outerBits: outer)
      }
      bits = outer
    }
    return nil
  }

  /// The frame in force for synchronous code, retained.
  static var effective: HandlerFrame? {
    frame(effectiveBits)
  }

  /// The frame in force for asynchronous code, retained.
  package static var current: HandlerFrame? {
    frame(currentBits)
  }

  @inlinable
  @inline(__always)
  static func frame(_ bits: UInt) -> HandlerFrame? {
    guard let pointer = UnsafeRawPointer(bitPattern: bits) else { return nil }
    return Unmanaged<HandlerFrame>.fromOpaque(pointer).takeUnretainedValue()
  }

  @inlinable
  @inline(__always)
  static func bits(_ frame: HandlerFrame?) -> UInt {
    frame.map { UInt(bitPattern: Unmanaged.passUnretained($0).toOpaque()) } ?? 0
  }

  /// Runs synchronous `body` with the frame `bits` as the scope, through the override. The
  /// frame must be alive for the whole call: an outer frame of the scope in force is.
  @inlinable
  @inline(__always)
  static func withOverride<R, E: Error>(_ bits: UInt, _ body: () throws(E) -> R) throws(E) -> R {
    let saved = algebraic_effects_get_override()
    algebraic_effects_set_override(bits == 0 ? emptyOverride : bits)
    defer { algebraic_effects_set_override(saved) }
    return try body()
  }

  /// Runs asynchronous `body` with the frame `bits`, an outer frame of the scope in force, as
  /// the scope. Only `innermost` changes: the frames `retained` keeps alive include it.
  @inlinable
  static func withOuter<R>(
    _ bits: UInt,
    isolation: isolated (any Actor)?,
    _ body: () async throws -> R
  ) async throws -> R {
    try await innermost.withValue(bits, operation: body, isolation: isolation)
  }

  /// Runs synchronous `body` with `frame` as the scope, bound to the task-locals so that tasks
  /// started by `body` inherit it, and with no override in force.
  package static func binding<R, E: Error>(
    _ frame: HandlerFrame?,
    _ body: () throws(E) -> R
  ) throws(E) -> R {
    let saved = algebraic_effects_get_override()
    if saved != 0 { algebraic_effects_set_override(0) }
    defer { if saved != 0 { algebraic_effects_set_override(saved) } }
    do {
      return try retained.withValue(frame) {
        try innermost.withValue(bits(frame)) { try body() }
      }
    } catch {
      throw error as! E
    }
  }

  /// Runs asynchronous `body` with `frame` as the scope, bound to the task-locals, on the
  /// caller's executor.
  static func binding<R, E: Error>(
    _ frame: HandlerFrame?,
    isolation: isolated (any Actor)?,
    _ body: nonisolated(nonsending) () async throws(E) -> R
  ) async throws(E) -> R {
    // Each closure captures the isolated parameter: that isolates it to the caller's executor,
    // so `body` runs there instead of hopping to the global executor.
    do {
      return try await retained.withValue(
        frame,
        operation: {
          _ = isolation
          return try await innermost.withValue(
            bits(frame),
            operation: {
              _ = isolation
              return try await body()
            },
            isolation: isolation
          )
        },
        isolation: isolation
      )
    } catch {
      throw error as! E
    }
  }
}

/// A frame ``HandlerScope/find(_:from:)`` found: one installed for the effect, or a test
/// handler's.
@usableFromInline
struct FoundFrame {
  @usableFromInline let pointer: UnsafeRawPointer
  @usableFromInline let intercepts: Bool
  @usableFromInline let outerBits: UInt

  @inlinable
  init(pointer: UnsafeRawPointer, intercepts: Bool, outerBits: UInt) {
    self.pointer = pointer
    self.intercepts = intercepts
    self.outerBits = outerBits
  }

  /// The frame, retained: for the test handler's slow path.
  @inlinable
  var frame: HandlerFrame {
    Unmanaged<HandlerFrame>.fromOpaque(pointer).takeUnretainedValue()
  }

  /// The handler of a frame installed for `Handler`, retained.
  @inlinable
  func handler<Handler: EffectHandler>(_: Handler.Type) -> Handler {
    Unmanaged<HandlerFrameOf<Handler>>.fromOpaque(pointer).takeUnretainedValue().handler
  }
}

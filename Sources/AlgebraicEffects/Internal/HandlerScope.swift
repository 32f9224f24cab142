#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// Where the handlers in force live.
///
/// The scope is a task-local, so child tasks inherit it and unrelated tasks never see it. Its
/// value is a class (a ``HandlerFrame``), never a bare closure: Swift 6.3.1 crashes at `-O` on a
/// task-local whose value is a function type.
///
/// A synchronous handler runs in the scope outside itself (that is how a handler that performs
/// its own effect forwards it outward). Binding a task-local costs ~50 ns, more than the whole
/// rest of a perform, so while a synchronous handler runs its scope is kept in a thread-local
/// *override* instead: synchronous code cannot suspend, so the thread is the right place for it.
@usableFromInline
enum HandlerScope {
  @TaskLocal
  @usableFromInline
  static var current: HandlerFrame?

  /// The scope in force for synchronous code: the override if a synchronous handler is running
  /// on this thread, the task-local otherwise.
  @inlinable
  static var effective: HandlerFrame? {
    @inline(__always) get {
      if let override = ThreadOverride.get() {
        return override
      }
      return current
    }
  }

  /// Runs `body` with `frame` as the synchronous scope.
  @inlinable
  @inline(__always)
  static func withOverride<R, E: Error>(
    _ frame: HandlerFrame?,
    _ body: () throws(E) -> R
  ) throws(E) -> R {
    let saved = ThreadOverride.raw()
    ThreadOverride.set(frame)
    defer { ThreadOverride.restore(saved) }
    return try body()
  }

  /// Runs asynchronous `body` with `frame` bound as the task-local scope.
  @usableFromInline
  nonisolated(nonsending)
  static func binding<R, E: Error>(
    _ frame: HandlerFrame?,
    _ body: nonisolated(nonsending) () async throws(E) -> R
  ) async throws(E) -> R {
    do {
      return try await $current.withValue(frame) { try await body() }
    } catch {
      throw error as! E
    }
  }

  /// Runs `body` with `frame` bound as the task-local scope and no override in force, so that
  /// tasks started by `body` inherit exactly `frame`.
  @usableFromInline
  static func binding<R, E: Error>(
    _ frame: HandlerFrame?,
    _ body: () throws(E) -> R
  ) throws(E) -> R {
    let saved = ThreadOverride.raw()
    if saved != nil { ThreadOverride.restore(nil) }
    defer { if saved != nil { ThreadOverride.restore(saved) } }
    do {
      return try $current.withValue(frame) { try body() }
    } catch {
      throw error as! E
    }
  }
}

/// The thread-local override of ``HandlerScope``: `nil` when no synchronous handler runs on this
/// thread, otherwise the frame it runs in (``emptyScope`` standing for "no handlers at all").
@usableFromInline
enum ThreadOverride {
  @usableFromInline
  static let key: pthread_key_t = {
    var key = pthread_key_t()
    pthread_key_create(&key, nil)
    return key
  }()

  @inlinable
  static var emptyScope: UnsafeMutableRawPointer {
    @inline(__always) get { UnsafeMutableRawPointer(bitPattern: 1)! }
  }

  /// The override in force, if any. The frame is kept alive by the handler call that set it.
  @inlinable
  @inline(__always)
  static func get() -> HandlerFrame?? {
    guard let raw = pthread_getspecific(key) else { return .none }
    if raw == emptyScope { return .some(nil) }
    return .some(Unmanaged<HandlerFrame>.fromOpaque(raw).takeUnretainedValue())
  }

  @inlinable
  @inline(__always)
  static func raw() -> UnsafeMutableRawPointer? {
    pthread_getspecific(key)
  }

  @inlinable
  @inline(__always)
  static func set(_ frame: HandlerFrame?) {
    let raw = frame.map { Unmanaged.passUnretained($0).toOpaque() } ?? emptyScope
    pthread_setspecific(key, raw)
  }

  @inlinable
  @inline(__always)
  static func restore(_ raw: UnsafeMutableRawPointer?) {
    pthread_setspecific(key, raw)
  }
}

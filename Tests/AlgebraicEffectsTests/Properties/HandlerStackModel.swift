import AlgebraicEffects

/// Two effects for the handler-stack properties: one synchronous, one asynchronous. Their
/// defaults (what runs with no handler) are single digits, so a result reads as the path the
/// perform took: each forwarding handler appends its digit.
enum Probe {
  @Effect
  static func read() -> Int {
    1
  }

  @Effect
  static func fetch() async -> Int {
    2
  }
}

/// One `with { handler } perform: { … }` of a random stack.
struct HandlerFrame: Sendable, CustomStringConvertible {
  enum Effect: Sendable {
    case read, fetch
  }

  enum Behaviour: Sendable {
    /// Answers with this digit.
    case answer(Int)
    /// Performs the effect again (reaching the handlers outside this one) and appends this digit.
    case forward(Int)
  }

  var effect: Effect
  var behaviour: Behaviour
  /// Whether the frame is an `await with { … } perform: { await … }`.
  var isAsync: Bool

  var description: String {
    let behaviour =
      switch self.behaviour {
      case .answer(let digit): "answer \(digit)"
      case .forward(let digit): "forward+\(digit)"
      }
    return "\(self.isAsync ? "async " : "")\(self.effect)→\(behaviour)"
  }
}

/// A random stack of handlers, outermost first. A synchronous `with` cannot await, so the
/// asynchronous frames are installed first (outside) and the synchronous ones inside them; the
/// program fetches inside the asynchronous frames and reads inside them all.
struct HandlerStack: Sendable, CustomStringConvertible {
  var frames: [HandlerFrame]

  var asyncFrames: [HandlerFrame] { self.frames.filter(\.isAsync) }
  var syncFrames: [HandlerFrame] { self.frames.filter { !$0.isAsync } }

  var description: String {
    "[" + (self.asyncFrames + self.syncFrames).map(\.description).joined(separator: ", ") + "]"
  }

  /// What `read()` returns inside every frame, and `fetch()` inside the asynchronous ones.
  var expected: (read: Int, fetch: Int) {
    let installed = self.asyncFrames + self.syncFrames
    return (
      Self.perform(.read, under: installed[...]),
      Self.perform(.fetch, under: self.asyncFrames[...])
    )
  }

  /// The innermost frame handling the effect answers; a forwarding one asks the frames outside
  /// it and appends its digit; with no handler the effect's default runs.
  private static func perform(_ effect: HandlerFrame.Effect, under frames: ArraySlice<HandlerFrame>)
    -> Int
  {
    guard let index = frames.lastIndex(where: { $0.effect == effect }) else {
      return effect == .read ? 1 : 2
    }
    switch frames[index].behaviour {
    case .answer(let digit):
      return digit
    case .forward(let digit):
      return Self.perform(effect, under: frames[..<index]) * 10 + digit
    }
  }
}

/// When the pages are sent the list's durable changes: at once when none were sent during the
/// last tick, otherwise together when the tick ends. However fast writes commit (this instance's
/// and, across instances, the others' taken in), a page gets at most one batch a tick, and a
/// change waits at most one tick.
///
/// ```swift
/// var publishing = PagePublishStateMachine()
/// publishing.durable()     // .publishAndStartTick: send it, and end the tick in 20 ms
/// publishing.durable()     // .none: held for the tick's end
/// publishing.tickEnded()   // .publishAndStartTick: send both, and start another tick
/// publishing.tickEnded()   // .none: nothing came; the next change goes out at once
/// ```
struct PagePublishStateMachine: Equatable, Sendable {
  enum State: Equatable, Sendable {
    /// No tick runs: the next change goes out at once.
    case idle
    /// A tick runs since the last batch went out; `holding` says whether changes came since.
    case ticking(holding: Bool)
  }

  /// What to do.
  enum Action: Equatable, Sendable {
    /// Send the pages every change held, and end a tick after the tick's length.
    case publishAndStartTick
    /// Nothing now.
    case none
  }

  private(set) var state = State.idle

  /// A change became durable.
  mutating func durable() -> Action {
    switch state {
    case .idle:
      state = .ticking(holding: false)
      return .publishAndStartTick
    case .ticking:
      state = .ticking(holding: true)
      return .none
    }
  }

  /// The tick started by the last ``Action/publishAndStartTick`` ended.
  mutating func tickEnded() -> Action {
    switch state {
    case .ticking(holding: true):
      state = .ticking(holding: false)
      return .publishAndStartTick
    case .ticking(holding: false), .idle:
      state = .idle
      return .none
    }
  }
}

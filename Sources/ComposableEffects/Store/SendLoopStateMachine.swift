/// The decisions of a store's send loop: actions are processed one at a time, first in first
/// out, never re-entrantly. Pure; the store calls it on the main actor.
///
/// The store asks ``send(_:origin:)`` whether to start processing; while it processes, every
/// action sent (by a `.send` effect, an effect's `Send`, or re-entrantly from outside) is queued,
/// and the store drains the queue with ``next()`` and ends with ``finish()``. A long chain of actions therefore runs in a
/// loop, never on a growing stack.
@usableFromInline
struct SendLoopStateMachine<Action> {
  /// Where an action comes from.
  @usableFromInline
  enum Origin {
    /// `Store.send`, from outside the store.
    case external
    /// A `.send` effect or an effect's ``Send``.
    case effect
  }

  @usableFromInline
  enum Decision {
    /// Process the action now, then drain the queue with ``next()``. The action is not queued:
    /// the store has it, and a send with nothing queued behind it touches no queue at all.
    case process
    /// The store is processing: the action was queued.
    case queued
    /// The store is processing and the action came from outside it (a reducer or an observer
    /// calling `Store.send`): queued, and worth an issue.
    case queuedReentrant
  }

  @usableFromInline var queue: [Action] = []
  @usableFromInline var head = 0
  @usableFromInline private(set) var isProcessing = false

  @inlinable
  init() {}

  @inlinable
  mutating func send(_ action: Action, origin: Origin) -> Decision {
    guard self.isProcessing else {
      self.isProcessing = true
      return .process
    }
    self.queue.append(action)
    return origin == .external ? .queuedReentrant : .queued
  }

  /// Queues an action a reducer returned as a `.send` effect.
  @inlinable
  mutating func enqueue(_ action: Action) {
    self.queue.append(action)
  }

  /// The next action to process, or `nil` when the queue is empty. Processing goes on until
  /// ``finish()``: the store tells observers of its state between the two, and an action an
  /// observer sends then is queued like any other.
  @inlinable
  mutating func next() -> Action? {
    guard self.head < self.queue.count else { return nil }
    let action = self.queue[self.head]
    self.head += 1
    return action
  }

  /// Ends processing if the queue is empty and returns `true`; returns `false`, processing on,
  /// when actions arrived since ``next()`` last returned `nil`.
  @inlinable
  mutating func finish() -> Bool {
    guard self.head == self.queue.count else { return false }
    if self.head > 0 {
      self.queue.removeAll(keepingCapacity: self.queue.capacity <= 16)
      self.head = 0
    }
    self.isProcessing = false
    return true
  }
}

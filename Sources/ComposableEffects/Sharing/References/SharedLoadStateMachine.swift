/// Which of a shared value's loads may still set its value: the pure rule behind
/// ``SharedBox``'s loading.
///
/// A load answers with what its key held when the load began (or "nothing stored"), and its
/// answer may arrive long after: a file read on another thread, a database query. A change made
/// with `withLock` in between is newer than that answer, and has been handed to the key to save,
/// so the answer is dropped rather than put over it. swift-sharing lets such an answer replace
/// the change; here a declaration followed at once by a change keeps the change, in memory and
/// in storage.
///
/// ```swift
/// var loads = SharedLoadStateMachine()
/// let load = loads.loadBegan()        // the declaration asks its key to load
/// loads.written()                     // a withLock change, before the key answers
/// loads.answered(load)                // .drop: the change stays
/// ```
///
/// Changes told by the key's subscription (another process wrote the file) are not loads: they
/// are newer than anything the box holds, and are always taken.
struct SharedLoadStateMachine: Sendable {
  /// A load on its way, from its beginning to its answer.
  struct Load: Hashable, Sendable {
    fileprivate let number: Int
  }

  /// Whether a load's answer is still newer than the value.
  private enum Standing {
    /// No change was made since the load began.
    case current
    /// A change was made since the load began: its answer is older than the value.
    case overtaken
  }

  private enum State {
    /// No load is on its way: a change has nothing to overtake.
    case idle
    /// Loads on their way, each with whether a change overtook it.
    case loading([Load: Standing])
  }

  /// What to do with a load's answer.
  enum AnswerAction: Equatable {
    /// Put the answer in place: nothing was changed since the load began.
    case take
    /// Leave the value and its load error as they are: it was changed since the load began (or
    /// the load is unknown, as an answer can come only once).
    case drop
  }

  private var state = State.idle
  private var loadsBegun = 0

  /// A load begins; its answer is to be given to ``answered(_:)``.
  mutating func loadBegan() -> Load {
    self.loadsBegun += 1
    let load = Load(number: self.loadsBegun)
    switch self.state {
    case .idle:
      self.state = .loading([load: .current])
    case .loading(var loads):
      loads[load] = .current
      self.state = .loading(loads)
    }
    return load
  }

  /// The value was changed: every load on its way is overtaken.
  mutating func written() {
    guard case .loading(var loads) = self.state else { return }
    for load in loads.keys { loads[load] = .overtaken }
    self.state = .loading(loads)
  }

  /// `load` answered: whether its answer is taken.
  mutating func answered(_ load: Load) -> AnswerAction {
    guard case .loading(var loads) = self.state, let standing = loads.removeValue(forKey: load)
    else { return .drop }
    self.state = loads.isEmpty ? .idle : .loading(loads)
    switch standing {
    case .current: return .take
    case .overtaken: return .drop
    }
  }

  /// Whether a load is on its way.
  var isLoading: Bool {
    guard case .loading = self.state else { return false }
    return true
  }
}

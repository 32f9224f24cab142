/// The decisions of the cancellation registry: which running effects belong to which
/// cancellation identifiers, and which to cancel. Pure; ``CancellationRegistry`` holds it under a
/// lock and performs the cancellations it returns, outside the lock.
///
/// An effect is first *reserved* (it gets a token, before its task exists), then its task is
/// *attached*, and it is *finished* when its task ends. Any order of cancellation and these
/// steps is handled: a task attached after its cancellation is cancelled at once, and one that
/// finished before it was attached is dropped. Every operation costs the same however many
/// effects are in flight.
struct CancellationStateMachine<Element> {
  typealias Token = UInt64

  private struct Entry {
    var element: Element?
    var ids: SmallSet<AnyHashableSendable>
    var isCancelled: Bool
  }

  // One entry per effect in flight, and one set of tokens per identifier; both keep a single
  // identifier or token inline, so an effect under one identifier costs no allocation here
  // beyond the two dictionaries' slots.
  private var nextToken: Token = 0
  private var entries: [Token: Entry] = [:]
  private var tokensByID: [AnyHashableSendable: SmallSet<Token>] = [:]
  private(set) var isClosed = false

  /// The number of effects reserved and not yet finished.
  var inFlightCount: Int { self.entries.count }

  /// The number of effects registered under `id`, not yet cancelled or finished.
  func count(for id: AnyHashableSendable) -> Int {
    self.tokensByID[id]?.count ?? 0
  }

  /// Registers an effect under `ids`. Once closed, the effect is registered as already cancelled.
  mutating func reserve(ids: SmallSet<AnyHashableSendable>) -> Token {
    let token = self.nextToken
    self.nextToken &+= 1
    self.entries[token] = Entry(element: nil, ids: ids, isCancelled: self.isClosed)
    if !self.isClosed {
      ids.forEach { id in
        self.tokensByID[id, default: SmallSet()].insert(token)
      }
    }
    return token
  }

  enum AttachAction: Equatable {
    case none
    /// The effect was cancelled before its task existed: cancel the task.
    case cancel
  }

  /// Attaches the task of a reserved effect.
  mutating func attach(_ element: Element, to token: Token) -> AttachAction {
    guard var entry = self.entries[token] else { return .none }
    if entry.isCancelled { return .cancel }
    entry.element = element
    self.entries[token] = entry
    return .none
  }

  /// Forgets an effect whose task has ended.
  mutating func finish(_ token: Token) {
    guard let entry = self.entries.removeValue(forKey: token) else { return }
    self.unindex(token, ids: entry.ids)
  }

  /// Marks every effect registered under `id` cancelled and returns the tasks to cancel.
  mutating func cancel(id: AnyHashableSendable) -> [Element] {
    guard let tokens = self.tokensByID.removeValue(forKey: id) else { return [] }
    var elements: [Element] = []
    elements.reserveCapacity(tokens.count)
    tokens.forEach { token in
      guard var entry = self.entries[token], !entry.isCancelled else { return }
      entry.isCancelled = true
      if let element = entry.element { elements.append(element) }
      self.entries[token] = entry
      entry.ids.remove(id)
      self.unindex(token, ids: entry.ids)
    }
    return elements
  }

  /// Cancels everything in flight and every effect registered from now on.
  mutating func cancelAll() -> [Element] {
    self.isClosed = true
    self.tokensByID = [:]
    var elements: [Element] = []
    for (token, var entry) in self.entries where !entry.isCancelled {
      entry.isCancelled = true
      if let element = entry.element { elements.append(element) }
      self.entries[token] = entry
    }
    return elements
  }

  private mutating func unindex(_ token: Token, ids: SmallSet<AnyHashableSendable>) {
    ids.forEach { id in
      // In place, so that a set of many tokens is not copied.
      self.tokensByID[id]?.remove(token)
      if self.tokensByID[id]?.isEmpty == true {
        self.tokensByID[id] = nil
      }
    }
  }
}

@testable import ComposableEffects

/// One step of a random sequence driven through ``CancellationStateMachine``.
///
/// Tokens are named by the order they were reserved in: `attach(2)` attaches the third reserved
/// effect (taken modulo the number reserved so far, so any shrunk sequence stays meaningful).
enum RegistryOperation: Sendable, CustomStringConvertible {
  case reserve(ids: [String])
  /// Reserves an effect made cancellable with `id` inside navigation scope `scope` (see
  /// ``NavigationScopeModel``).
  case reserveInScope(Int, id: String)
  case attach(Int)
  case finish(Int)
  case cancel(id: String)
  /// Cancels `id` from inside navigation scope `scope`.
  case cancelFromScope(Int, id: String)
  case cancelAll

  static let ids = ["a", "b", "c"]

  init(kind: Int, argument: Int) {
    switch kind {
    case 0, 1: self = .reserve(ids: Self.ids(from: argument))
    case 2, 3: self = .attach(argument)
    case 4, 5: self = .finish(argument)
    case 6: self = .cancel(id: Self.ids[argument % Self.ids.count])
    case 7:
      self = .reserveInScope(
        argument % NavigationScopeModel.count, id: Self.ids[argument % Self.ids.count]
      )
    case 8:
      self = .cancelFromScope(
        argument % NavigationScopeModel.count, id: Self.ids[argument / 4 % Self.ids.count]
      )
    default: self = .cancelAll
    }
  }

  /// Zero to two identifiers, possibly the same one twice (as nested `.cancellable`s give).
  private static func ids(from argument: Int) -> [String] {
    switch argument % 6 {
    case 0: []
    case 1: ["a"]
    case 2: ["b"]
    case 3: ["a", "b"]
    case 4: ["c", "a"]
    default: ["a", "a"]
    }
  }

  var description: String {
    switch self {
    case .reserve(let ids): "reserve(\(ids))"
    case .attach(let token): "attach(\(token))"
    case .finish(let token): "finish(\(token))"
    case .cancel(let id): "cancel(\(id))"
    case .reserveInScope(let scope, let id): "reserve(\(id) in scope \(scope))"
    case .cancelFromScope(let scope, let id): "cancel(\(id) from scope \(scope))"
    case .cancelAll: "cancelAll"
    }
  }
}

/// A small navigation tree: the root (0) presents 1 and 2, and 1 presents 3.
enum NavigationScopeModel {
  static let count = 4
  static let parents: [Int?] = [nil, 0, 0, 1]

  /// Whether `scope` is `ancestor` or beneath it.
  static func isWithin(_ scope: Int, _ ancestor: Int) -> Bool {
    var current: Int? = scope
    while let next = current {
      if next == ancestor { return true }
      current = Self.parents[next]
    }
    return false
  }
}

/// What the cancellation registry should do, written as plainly as possible: a list of the
/// effects ever reserved and what happened to each.
struct CancellationRegistryModel {
  struct Effect {
    var ids: Set<String>
    /// The identifier of an effect made cancellable inside a navigation scope, and that scope.
    var scoped: (scope: Int, id: String)?
    var isAttached = false
    var isFinished = false
    var isCancelled: Bool
  }

  var effects: [Effect] = []
  var isClosed = false

  var inFlightCount: Int { self.effects.count { !$0.isFinished } }

  func count(for id: String) -> Int {
    self.effects.count {
      !$0.isFinished && !$0.isCancelled && ($0.ids.contains(id) || $0.scoped?.id == id)
    }
  }

  mutating func reserve(ids: [String]) {
    self.effects.append(Effect(ids: Set(ids), isCancelled: self.isClosed))
  }

  /// An effect inside a navigation scope is cancelled from that scope and from every scope
  /// above it, the root included.
  mutating func reserve(id: String, inScope scope: Int) {
    self.effects.append(Effect(ids: [], scoped: (scope, id), isCancelled: self.isClosed))
  }

  /// Whether cancelling `id` from `scope` reaches `effect`.
  static func cancelling(_ id: String, fromScope scope: Int, reaches effect: Effect) -> Bool {
    if let scoped = effect.scoped {
      return scoped.id == id && NavigationScopeModel.isWithin(scoped.scope, scope)
    }
    return scope == 0 && effect.ids.contains(id)
  }

  /// Whether attaching the task must cancel it at once.
  mutating func attach(_ token: Int) -> Bool {
    guard !self.effects[token].isFinished else { return false }
    if self.effects[token].isCancelled { return true }
    self.effects[token].isAttached = true
    return false
  }

  mutating func finish(_ token: Int) {
    self.effects[token].isFinished = true
  }

  /// The tokens whose tasks must be cancelled.
  mutating func cancel(where shouldCancel: (Effect) -> Bool) -> Set<Int> {
    var cancelled: Set<Int> = []
    for token in self.effects.indices {
      let effect = self.effects[token]
      guard !effect.isFinished, !effect.isCancelled, shouldCancel(effect) else { continue }
      self.effects[token].isCancelled = true
      if effect.isAttached { cancelled.insert(token) }
    }
    return cancelled
  }
}

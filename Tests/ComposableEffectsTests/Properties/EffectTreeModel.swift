/// A random effect, as data: what ``EffectTreePropertyTests`` turns into an `Effect<Int>` and
/// what ``EffectTreeModel`` predicts the deliveries of.
///
/// Every number an effect sends is a distinct label below 100 (``relabelled()`` numbers them in
/// order), and `map` adds a multiple of 100, so a delivered value names the leaf that sent it.
indirect enum EffectTree: Sendable, Equatable, CustomStringConvertible {
  case none
  case send(Int)
  /// Sleeps `seconds` on the test clock (not at all when 0), then sends `labels` in order.
  case run(seconds: Int, labels: [Int])
  case merge([EffectTree])
  case concatenate([EffectTree])
  case map(offset: Int, EffectTree)
  case cancellable(id: String, EffectTree)

  static let ids = ["x", "y"]

  var description: String {
    switch self {
    case .none: "none"
    case .send(let label): "send(\(label))"
    case .run(let seconds, let labels):
      "run(\(seconds == 0 ? "" : "sleep \(seconds)s, ")send \(labels.map(String.init).joined(separator: " ")))"
    case .merge(let children): "merge(\(children.map(\.description).joined(separator: ", ")))"
    case .concatenate(let children):
      "concatenate(\(children.map(\.description).joined(separator: ", ")))"
    case .map(let offset, let child): "map(+\(offset), \(child))"
    case .cancellable(let id, let child): "cancellable(\(id), \(child))"
    }
  }

  /// Nodes, seconds slept and labels sent: what shrinking makes smaller.
  var size: Int {
    switch self {
    case .none: 0
    case .send: 1
    case .run(let seconds, let labels): 1 + seconds + labels.count
    case .merge(let children), .concatenate(let children): 1 + children.map(\.size).reduce(0, +)
    case .map(_, let child), .cancellable(_, let child): 1 + child.size
    }
  }

  /// The same tree with its labels numbered 1, 2, 3… in order.
  func relabelled() -> EffectTree {
    var next = 0
    return self.relabelled(&next)
  }

  private func relabelled(_ next: inout Int) -> EffectTree {
    func label() -> Int {
      next += 1
      return next
    }
    switch self {
    case .none: return .none
    case .send: return .send(label())
    case .run(let seconds, let labels): return .run(seconds: seconds, labels: labels.map { _ in label() })
    case .merge(let children): return .merge(children.map { $0.relabelled(&next) })
    case .concatenate(let children): return .concatenate(children.map { $0.relabelled(&next) })
    case .map(let offset, let child): return .map(offset: offset, child.relabelled(&next))
    case .cancellable(let id, let child): return .cancellable(id: id, child.relabelled(&next))
    }
  }

  /// Smaller trees to try when this one fails: the node gone, replaced by a child, with a child
  /// removed or shrunk, sleeping less or sending fewer.
  func shrunk() -> [EffectTree] {
    var candidates: [EffectTree] = [.none]
    switch self {
    case .none:
      return []
    case .send:
      break
    case .run(let seconds, let labels):
      if !labels.isEmpty { candidates.append(.run(seconds: seconds, labels: Array(labels.dropLast()))) }
      if seconds > 0 { candidates.append(.run(seconds: seconds - 1, labels: labels)) }
    case .merge(let children), .concatenate(let children):
      let rebuild: ([EffectTree]) -> EffectTree =
        if case .merge = self { EffectTree.merge } else { EffectTree.concatenate }
      candidates += children
      for index in children.indices {
        var fewer = children
        fewer.remove(at: index)
        candidates.append(rebuild(fewer))
      }
      for index in children.indices {
        for smaller in children[index].shrunk() {
          var shrunk = children
          shrunk[index] = smaller
          candidates.append(rebuild(shrunk))
        }
      }
    case .map(let offset, let child):
      candidates.append(child)
      candidates += child.shrunk().map { .map(offset: offset, $0) }
    case .cancellable(let id, let child):
      candidates.append(child)
      candidates += child.shrunk().map { .cancellable(id: id, $0) }
    }
    let size = self.size
    return candidates.filter { $0.size < size }.map { $0.relabelled() }
  }

  /// The identifiers of its `cancellable`s, first seen first.
  var cancellableIDs: [String] {
    switch self {
    case .none, .send, .run: []
    case .merge(let children), .concatenate(let children):
      children.reduce(into: []) { ids, child in
        ids += child.cancellableIDs.filter { !ids.contains($0) }
      }
    case .map(_, let child): child.cancellableIDs
    case .cancellable(let id, let child): [id] + child.cancellableIDs.filter { $0 != id }
    }
  }

  /// A cancellation of one of its identifiers half a second before one of its sleeps ends, picked
  /// by `choice`; none if it has no identifier or no sleep.
  func cancellation(_ choice: Int) -> (id: String, halfSeconds: Int)? {
    let ids = self.cancellableIDs
    let wakeTimes = EffectTreeModel(EffectTreeScenario(tree: self)).steps
    guard !ids.isEmpty, !wakeTimes.isEmpty else { return nil }
    return (ids[choice % ids.count], wakeTimes[choice % wakeTimes.count] - 1)
  }

  static func random(depth: Int, using rng: inout some RandomNumberGenerator) -> EffectTree {
    let leaf = depth == 0 || Int.random(in: 0..<4, using: &rng) == 0
    if leaf {
      switch Int.random(in: 0..<7, using: &rng) {
      case 0: return .none
      case 1: return .send(0)
      default:
        return .run(
          seconds: Int.random(in: 0...3, using: &rng),
          labels: Array(repeating: 0, count: Int.random(in: 1...2, using: &rng))
        )
      }
    }
    func children() -> [EffectTree] {
      (0..<Int.random(in: 1...3, using: &rng)).map { _ in Self.random(depth: depth - 1, using: &rng) }
    }
    // Cancellable twice as often as the others: a cancellation only shows inside one.
    switch Int.random(in: 0..<5, using: &rng) {
    case 0: return .merge(children())
    case 1: return .concatenate(children())
    case 2: return .map(offset: 100 * Int.random(in: 1...3, using: &rng), Self.random(depth: depth - 1, using: &rng))
    default:
      return .cancellable(
        id: Self.ids.randomElement(using: &rng)!, Self.random(depth: depth - 1, using: &rng)
      )
    }
  }
}

/// An effect tree, and the cancellation of one identifier sent to the store while it runs.
struct EffectTreeScenario: Sendable, CustomStringConvertible {
  var tree: EffectTree
  /// The identifier cancelled, and when, in half seconds: always an odd number, so a
  /// cancellation never ties with a sleep ending (sleeps last whole seconds).
  var cancellation: (id: String, halfSeconds: Int)? = nil

  var description: String {
    guard let cancellation else { return "\(self.tree)" }
    return "\(self.tree), then cancel(\(cancellation.id)) at \(Double(cancellation.halfSeconds) / 2)s"
  }
}

/// What the store delivers for a scenario, worked out without running anything.
///
/// Time is counted in half seconds. A run that sleeps sends when its sleep ends; a merge ends
/// with its last child; a concatenation starts each child when the previous one ends. A
/// cancellation drops everything a cancelled `cancellable` would deliver after it, and ends it
/// there: a concatenation around it goes on at the time of the cancellation.
///
/// Deliveries at the same time keep the order of their common concatenation or run; those
/// from different children of a merge may come in any order.
struct EffectTreeModel {
  struct Delivery: CustomStringConvertible {
    enum Step: Equatable {
      case merge(Int), concatenate(Int), run(Int)
    }

    var value: Int
    var halfSeconds: Int
    /// Where the sending leaf is in the tree.
    var path: [Step]

    var description: String { "\(self.value)@\(Double(self.halfSeconds) / 2)s" }

    /// Whether this delivery must arrive before `other`.
    func mustPrecede(_ other: Delivery) -> Bool {
      if self.halfSeconds != other.halfSeconds { return self.halfSeconds < other.halfSeconds }
      for (mine, theirs) in zip(self.path, other.path) where mine != theirs {
        switch (mine, theirs) {
        case (.concatenate(let lhs), .concatenate(let rhs)), (.run(let lhs), .run(let rhs)):
          return lhs < rhs
        default:
          return false
        }
      }
      return false
    }
  }

  private(set) var deliveries: [Delivery] = []
  /// When each run that sleeps starts sleeping.
  private(set) var sleepStarts: [Int] = []
  /// When each sleep that is not cancelled ends.
  private(set) var wakeTimes: [Int] = []
  private let cancellation: (id: String, halfSeconds: Int)?

  init(_ scenario: EffectTreeScenario) {
    self.cancellation = scenario.cancellation
    _ = self.run(scenario.tree, at: 0, path: [], offset: 0, cancelledAt: nil)
  }

  /// The times the test must advance the clock to, in order.
  var steps: [Int] {
    Set(self.wakeTimes + (self.cancellation.map { [$0.halfSeconds] } ?? [])).sorted()
  }

  /// Runs `tree` from `start`; returns when it ends.
  private mutating func run(
    _ tree: EffectTree, at start: Int, path: [Delivery.Step], offset: Int, cancelledAt: Int?
  ) -> Int {
    switch tree {
    case .none:
      return start
    case .send(let label):
      self.deliveries.append(Delivery(value: label + offset, halfSeconds: start, path: path))
      return start
    case .run(let seconds, let labels):
      let end = start + 2 * seconds
      if seconds > 0 { self.sleepStarts.append(start) }
      if let cancelledAt, cancelledAt < end { return cancelledAt }
      if seconds > 0 { self.wakeTimes.append(end) }
      for (index, label) in labels.enumerated() {
        self.deliveries.append(
          Delivery(value: label + offset, halfSeconds: end, path: path + [.run(index)])
        )
      }
      return end
    case .merge(let children):
      var end = start
      for (index, child) in children.enumerated() {
        let childEnd = self.run(
          child, at: start, path: path + [.merge(index)], offset: offset, cancelledAt: cancelledAt
        )
        end = max(end, childEnd)
      }
      return end
    case .concatenate(let children):
      var time = start
      for (index, child) in children.enumerated() {
        if let cancelledAt, time >= cancelledAt { break }
        time = self.run(
          child, at: time, path: path + [.concatenate(index)], offset: offset,
          cancelledAt: cancelledAt
        )
      }
      return time
    case .map(let added, let child):
      return self.run(child, at: start, path: path, offset: offset + added, cancelledAt: cancelledAt)
    case .cancellable(let id, let child):
      var cancelledAt = cancelledAt
      if let cancellation, cancellation.id == id, start < cancellation.halfSeconds {
        cancelledAt = min(cancelledAt ?? .max, cancellation.halfSeconds)
      }
      return self.run(child, at: start, path: path, offset: offset, cancelledAt: cancelledAt)
    }
  }
}

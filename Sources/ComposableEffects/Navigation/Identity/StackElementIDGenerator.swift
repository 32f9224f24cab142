import OrderedCollections

/// Hands out the identifiers of stack elements: `0`, `1`, `2`… in the order elements are added.
///
/// As in TCA, it is a dependency. In tests each test has a generator of its own (swift-dependencies
/// keeps a test value per test), shared by the test's code and its test stores, so a stack the test
/// builds numbers from `0` and the store's pushes carry on after it. Live code outside any store
/// shares one.
///
/// A live store installs a generator of its own that carries on from the one in force where the
/// store is created: a stack built before the store got its identifiers from that one, so the
/// store never hands them out again, and nothing has to look through its initial state. A test
/// store, which shares the test's generator, also skips the identifiers found in its initial
/// state, in case the test set some of its own.
struct StackElementIDGenerator: Sendable {
  private let nextGeneration: Locked<Int>

  init() {
    self.init(nextGeneration: 0)
  }

  private init(nextGeneration: Int) {
    self.nextGeneration = Locked(nextGeneration)
  }

  /// The identifier for a new element.
  func next() -> StackElementID {
    self.nextGeneration.withLock { generation in
      defer { generation += 1 }
      return StackElementID(generation: generation)
    }
  }

  /// The identifier the next element will get.
  func peek() -> StackElementID {
    StackElementID(generation: self.nextGeneration.withLock { $0 })
  }

  /// A separate generator that starts where this one is now and leaves it alone.
  ///
  /// A live store gets one of the generator in force where it is created. A test store's
  /// assertion runs with one, taken before the step for `send`, so that an element the assertion
  /// appends gets the identifier the reducer gave it, and the store's own count is not moved by
  /// the test's expectations.
  func copy() -> StackElementIDGenerator {
    StackElementIDGenerator(nextGeneration: self.nextGeneration.withLock { $0 })
  }

  /// Makes sure no later element gets `id`, which was pushed from outside the stack.
  func skip(past id: StackElementID) {
    self.nextGeneration.withLock { $0 = max($0, id.generation + 1) }
  }

  /// Makes sure no later element gets an identifier of a stack found anywhere in `value`: a test
  /// store's initial state, which may hold identifiers the test chose.
  ///
  /// Class instances are not entered: they may refer back to themselves, and a feature's state
  /// keeps its stacks in values.
  func skip(pastIDsIn value: Any) {
    if let stack = value as? any StackElementIdentified {
      for id in stack.stackElementIDs { self.skip(past: id) }
    }
    let mirror = Mirror(reflecting: value)
    guard mirror.displayStyle != .class else { return }
    for child in mirror.children {
      self.skip(pastIDsIn: child.value)
    }
  }
}

/// A value with stack element identifiers, seen without its element type: a ``StackState``.
protocol StackElementIdentified {
  var stackElementIDs: OrderedSet<StackElementID> { get }
}

enum StackElementIDGeneratorKey: DependencyKey {
  static let liveValue = StackElementIDGenerator()
  /// A new generator, which swift-dependencies keeps for the rest of the test.
  static var testValue: StackElementIDGenerator { StackElementIDGenerator() }
}

extension DependencyValues {
  var stackElementID: StackElementIDGenerator {
    get { self[StackElementIDGeneratorKey.self] }
    set { self[StackElementIDGeneratorKey.self] = newValue }
  }
}

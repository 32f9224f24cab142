import OrderedCollections

/// Hands out the identifiers of stack elements: `0`, `1`, `2`… in the order elements are added.
///
/// As in TCA, it is a dependency. In tests each test has a generator of its own (swift-dependencies
/// keeps a test value per test), shared by the test's code and its test stores, so a stack the test
/// builds numbers from `0` and the store's pushes carry on after it. A live store installs a
/// generator of its own; live code outside any store shares one. Either store starts past the
/// identifiers already in its initial state, so it never hands one out twice.
struct StackElementIDGenerator: Sendable {
  private let nextGeneration: LockIsolated<Int>

  init() {
    self.init(nextGeneration: 0)
  }

  private init(nextGeneration: Int) {
    self.nextGeneration = LockIsolated(nextGeneration)
  }

  /// The identifier for a new element.
  func next() -> StackElementID {
    self.nextGeneration.withValue { generation in
      defer { generation += 1 }
      return StackElementID(generation: generation)
    }
  }

  /// The identifier the next element will get.
  func peek() -> StackElementID {
    StackElementID(generation: self.nextGeneration.value)
  }

  /// A separate generator that starts where this one is now and leaves it alone.
  ///
  /// A test store's assertion runs with one, taken before the step for `send`, so that an
  /// element the assertion appends gets the identifier the reducer gave it, and the store's own
  /// count is not moved by the test's expectations.
  func copy() -> StackElementIDGenerator {
    StackElementIDGenerator(nextGeneration: self.nextGeneration.value)
  }

  /// Makes sure no later element gets `id`, which was pushed from outside the stack.
  func skip(past id: StackElementID) {
    self.nextGeneration.withValue { $0 = max($0, id.generation + 1) }
  }

  /// Makes sure no later element gets an identifier of a stack found anywhere in `value`: a
  /// store's initial state, which may have been built by another generator.
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

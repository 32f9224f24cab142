/// Hands out the identifiers of stack elements: `0`, `1`, `2`… in the order elements are added.
///
/// Each store (and test store) installs a generator of its own, before it creates its initial
/// state, so a test's identifiers are the same on every run and the elements of the initial
/// state come first. Code outside any store shares one.
struct StackElementIDGenerator: Sendable {
  private let nextGeneration: LockIsolated<Int>

  init() {
    self.nextGeneration = LockIsolated(0)
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

  /// Makes sure no later element gets `id`, which was pushed from outside the stack.
  func skip(past id: StackElementID) {
    self.nextGeneration.withValue { $0 = max($0, id.generation + 1) }
  }
}

enum StackElementIDGeneratorKey: DependencyKey {
  static let liveValue = StackElementIDGenerator()
  static var testValue: StackElementIDGenerator { liveValue }
}

extension DependencyValues {
  var stackElementID: StackElementIDGenerator {
    get { self[StackElementIDGeneratorKey.self] }
    set { self[StackElementIDGeneratorKey.self] = newValue }
  }
}

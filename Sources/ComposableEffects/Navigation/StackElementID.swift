/// The identity of an element of a ``StackState``: stable while the element is on the stack,
/// never reused by another element of the same store.
///
/// The stack assigns identifiers as elements are added, from a generator each store owns: the
/// first element gets `0`, the next `1`, and so on. A test names them with integer literals:
///
/// ```swift
/// await store.send(.detailButtonTapped) {
///   $0.path[id: 0] = .detail(Detail.State())
/// }
/// await store.send(\.path[id: 0].detail.saveButtonTapped)
/// ```
///
/// Dumped as `#0`, `#1`, ….
public struct StackElementID: Hashable, Sendable {
  let generation: Int

  init(generation: Int) {
    self.generation = generation
  }
}

extension StackElementID: ExpressibleByIntegerLiteral {
  /// The identifier of the element added `value`-th (from `0`) in a store: for tests.
  public init(integerLiteral value: Int) {
    self.init(generation: value)
  }
}

extension StackElementID: CustomDumpStringConvertible {
  public var customDumpDescription: String {
    "#\(self.generation)"
  }
}

extension StackElementID: CustomStringConvertible {
  public var description: String {
    "#\(self.generation)"
  }
}

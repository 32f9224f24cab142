import OrderedCollections

/// The state of a navigation stack: the features pushed on it, in order, each with a stable
/// ``StackElementID``.
///
/// ```swift
/// @Reducer
/// struct Root {
///   @ObservableState
///   struct State: Equatable {
///     var path = StackState<Path.State>()
///   }
///   enum Action {
///     case path(StackActionOf<Path>)
///     case detailButtonTapped
///   }
///   var body: some ReducerOf<Self> {
///     Reduce { state, action in
///       switch action {
///       case .detailButtonTapped:
///         state.path.append(.detail(Detail.State()))
///         return .none
///       case .path:
///         return .none
///       }
///     }
///     .forEach(\.path, action: \.path)
///   }
/// }
/// ```
///
/// A collection of its elements (random access, mutable, range-replaceable): `append`,
/// `popLast()`, `removeAll()`, `removeLast()` and the rest work as on an array. Each element
/// added gets a new identifier (`0`, `1`, `2`…, counted from `0` in each test), kept
/// while it stays on the stack: ``ids`` lists them, ``subscript(id:)`` reads and writes an
/// element by its identifier, and ``pop(from:)`` and ``pop(to:)`` pop by identifier.
///
/// Equal when the elements and their identifiers are equal; dumped (and shown in test failures)
/// as the array of its elements.
public struct StackState<Element> {
  fileprivate var elements: OrderedDictionary<StackElementID, Element> = [:]

  /// An empty stack.
  public init() {}

  /// A stack of `elements`, bottom first, each with a new identifier.
  public init(_ elements: some Sequence<Element>) {
    self.append(contentsOf: elements)
  }

  /// The identifiers of the elements, bottom first.
  public var ids: OrderedSet<StackElementID> {
    self.elements.keys
  }

  /// The element with identifier `id`, or `nil` when it is not on the stack.
  ///
  /// Setting an element that is not on the stack pushes it with that identifier; setting `nil`
  /// removes the element. A test pushes the state it expects this way:
  ///
  /// ```swift
  /// await store.send(.detailButtonTapped) {
  ///   $0.path[id: 0] = .detail(Detail.State())
  /// }
  /// ```
  public subscript(id id: StackElementID) -> Element? {
    get { self.elements[id] }
    set { self.elements[id] = newValue }
    _modify { yield &self.elements[id] }
  }

  /// The element with identifier `id` when it is in the enum case `case`:
  /// `$0.path[id: 0, case: \.detail]?.title = "Milk"`.
  ///
  /// Writing `nil` through it removes the element. Writing while the element is in another
  /// case, or absent, is reported as an issue and changes nothing.
  ///
  /// - Parameters:
  ///   - id: The identifier of the element.
  ///   - path: The case key path of the case.
  ///   - fileID: The source `#fileID` of the access, for failures.
  ///   - filePath: The source `#filePath` of the access, for failures.
  ///   - line: The source `#line` of the access, for failures.
  ///   - column: The source `#column` of the access, for failures.
  public subscript<Case>(
    id id: StackElementID,
    case path: CaseKeyPath<Element, Case>,
    fileID fileID: StaticString = #fileID,
    filePath filePath: StaticString = #filePath,
    line line: UInt = #line,
    column column: UInt = #column
  ) -> Case?
  where Element: CasePathable {
    _read { yield self[id: id].flatMap { $0[case: path] } }
    _modify {
      yield &self[
        id: id, anyCase: AnyCasePath(path),
        fileID: fileID, filePath: filePath, line: line, column: column
      ]
    }
  }

  /// The element with identifier `id` in the case `path` extracts, written only while it is in
  /// that case.
  subscript<Case>(
    id id: StackElementID,
    anyCase path: AnyCasePath<Element, Case>,
    fileID fileID: StaticString,
    filePath filePath: StaticString,
    line line: UInt,
    column column: UInt
  ) -> Case? {
    get { self[id: id].flatMap(path.extract(from:)) }
    _modify {
      let element = self[id: id]
      var value = element.flatMap(path.extract(from:))
      let wasInCase = value != nil
      yield &value
      guard wasInCase else {
        reportIssue(
          EffectMessage.caseSubscriptOnOtherCase(state: element),
          fileID: fileID, filePath: filePath, line: line, column: column
        )
        return
      }
      self[id: id] = value.map(path.embed)
    }
  }

  /// Pops the element with identifier `id` and every element above it.
  ///
  /// - Parameter id: The identifier of the lowest element to pop.
  public mutating func pop(from id: StackElementID) {
    guard let index = self.elements.index(forKey: id) else { return }
    self.elements.removeSubrange(index...)
  }

  /// Pops every element above the element with identifier `id`, which stays.
  ///
  /// - Parameter id: The identifier of the element to return to.
  public mutating func pop(to id: StackElementID) {
    guard let index = self.elements.index(forKey: id) else { return }
    self.elements.removeSubrange((index + 1)...)
  }
}

extension StackState: RandomAccessCollection, MutableCollection, RangeReplaceableCollection {
  public var startIndex: Int { self.elements.elements.startIndex }

  public var endIndex: Int { self.elements.elements.endIndex }

  public func index(after i: Int) -> Int { i + 1 }

  public func index(before i: Int) -> Int { i - 1 }

  /// The element at `position` from the bottom; setting it keeps its identifier.
  public subscript(position: Int) -> Element {
    get { self.elements.values[position] }
    set { self.elements.values[position] = newValue }
    _modify { yield &self.elements.values[position] }
  }

  /// Replaces the elements in `subrange` with `newElements`, which get new identifiers.
  public mutating func replaceSubrange<C: Collection<Element>>(
    _ subrange: Range<Int>, with newElements: C
  ) {
    self.elements.removeSubrange(subrange)
    let generator = DependencyValues._current.stackElementID
    for (offset, element) in newElements.enumerated() {
      // The stack may hold identifiers of another generator (built in another test, or in the
      // live app before its store): one already on the stack is passed over, never reused.
      var id = generator.next()
      while self.elements[id] != nil { id = generator.next() }
      self.elements.updateValue(element, forKey: id, insertingAt: subrange.lowerBound + offset)
    }
  }
}

extension StackState: ExpressibleByArrayLiteral {
  /// A stack of the listed elements, bottom first.
  public init(arrayLiteral elements: Element...) {
    self.init(elements)
  }
}

extension StackState: Equatable where Element: Equatable {}
extension StackState: Hashable where Element: Hashable {}
extension StackState: Sendable where Element: Sendable {}

extension StackState: CustomDumpReflectable {
  public var customDumpMirror: Mirror {
    Mirror(self, unlabeledChildren: Array(self.elements.values), displayStyle: .collection)
  }
}

extension StackState: CustomReflectable {
  public var customMirror: Mirror {
    Mirror(self, unlabeledChildren: Array(self.elements.values), displayStyle: .collection)
  }
}

extension StackState: StackElementIdentified {
  var stackElementIDs: OrderedSet<StackElementID> { self.ids }
}

/// A set that keeps a single element inline, without the heap storage a `Set` needs: the
/// cancellation identifiers around an effect as the store starts it, and the cancellation
/// registry's entries, where almost every effect has one identifier and almost every identifier
/// one effect.
@usableFromInline
struct SmallSet<Element: Hashable> {
  @usableFromInline
  enum Storage {
    case empty
    case one(Element)
    case many(Set<Element>)
  }

  @usableFromInline
  var storage: Storage

  @inlinable
  init() {
    self.storage = .empty
  }

  init(_ elements: some Sequence<Element>) {
    self.init()
    for element in elements {
      self.insert(element)
    }
  }

  var isEmpty: Bool {
    switch self.storage {
    case .empty: true
    case .one: false
    case .many(let elements): elements.isEmpty
    }
  }

  var count: Int {
    switch self.storage {
    case .empty: 0
    case .one: 1
    case .many(let elements): elements.count
    }
  }

  @inlinable
  mutating func insert(_ element: Element) {
    switch self.storage {
    case .empty:
      self.storage = .one(element)
    case .one(let existing):
      guard existing != element else { return }
      self.storage = .many([existing, element])
    case .many(var elements):
      self.storage = .empty
      elements.insert(element)
      self.storage = .many(elements)
    }
  }

  /// This set with `element` added.
  @inlinable
  func inserting(_ element: Element) -> Self {
    var copy = self
    copy.insert(element)
    return copy
  }

  mutating func remove(_ element: Element) {
    switch self.storage {
    case .empty:
      return
    case .one(let existing):
      if existing == element { self.storage = .empty }
    case .many(var elements):
      self.storage = .empty
      elements.remove(element)
      self.storage = .many(elements)
    }
  }

  func forEach(_ body: (Element) -> Void) {
    switch self.storage {
    case .empty:
      return
    case .one(let element):
      body(element)
    case .many(let elements):
      elements.forEach(body)
    }
  }
}

extension SmallSet: ExpressibleByArrayLiteral {
  @usableFromInline
  init(arrayLiteral elements: Element...) {
    self.init(elements)
  }
}

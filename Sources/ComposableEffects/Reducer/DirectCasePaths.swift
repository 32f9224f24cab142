/// An enum whose cases `@Reducer` has listed with their direct case paths, so that a reducer
/// given one of its case key paths extracts and embeds with a plain `switch` rather than
/// through swift-case-paths' generic route.
///
/// `@Reducer` conforms a feature's `Action` (and an enum `State`) to it; there is no need to
/// conform a type by hand. `Scope`, `ifLet`, `ifCaseLet`, `forEach`, the presentation and stack
/// reducers and `store.scope` look a case key path up in the table once, when they are made, and
/// fall back to the generic route for a path that is not in it (a path of several cases, or a
/// type without the macro).
public protocol _DirectCasePathable: CasePathable {
  /// Each case's key path with its direct case path.
  static var _$directCasePaths: _DirectCasePathTable<Self> { get }
}

/// The case key paths of an enum, each with the case path that `@CasePathable` generates for it,
/// whose extraction is a `switch` on the enum: the table behind ``_DirectCasePathable``.
public struct _DirectCasePathTable<Root>: Sendable {
  // Key paths are immutable values, but `AnyKeyPath` is not declared `Sendable`.
  private var casePaths = UncheckedSendable<[AnyKeyPath: any Sendable]>([:])

  /// A table filled by `register`, which adds each case.
  ///
  /// ```swift
  /// _DirectCasePathTable<Action> { table in
  ///   table.add(\Action.Cases.child, Action.allCasePaths.child)
  /// }
  /// ```
  public init(_ register: (inout Self) -> Void) {
    register(&self)
  }

  /// Records `casePath` as the direct route of the case key path `keyPath`.
  public mutating func add<Value>(
    _ keyPath: CaseKeyPath<Root, Value>,
    _ casePath: AnyCasePath<Root, Value>
  ) {
    self.casePaths.value[keyPath] = casePath
  }

  /// The direct case path recorded for `keyPath`, if any.
  func casePath<Value>(for keyPath: CaseKeyPath<Root, Value>) -> AnyCasePath<Root, Value>? {
    self.erasedCasePath(for: keyPath) as? AnyCasePath<Root, Value>
  }

  /// The direct case path recorded for `keyPath`, if any, with its types erased.
  func erasedCasePath(for keyPath: AnyKeyPath) -> (any Sendable)? {
    self.casePaths.value[keyPath]
  }
}

extension AnyCasePath {
  /// The case path of `keyPath`: the direct one `@Reducer` recorded for its root when there is
  /// one, otherwise the generic one swift-case-paths builds. Resolve once, then extract per
  /// action.
  @usableFromInline
  static func resolving(_ keyPath: CaseKeyPath<Root, Value>) -> Self {
    if let table = Root.self as? any _DirectCasePathable.Type,
      let direct = Self.direct(keyPath, in: table)
    {
      return direct
    }
    return AnyCasePath(keyPath)
  }

  private static func direct<Table: _DirectCasePathable>(
    _ keyPath: CaseKeyPath<Root, Value>,
    in table: Table.Type
  ) -> Self? {
    // `Table` is `Root`, opened from the existential.
    Table._$directCasePaths.erasedCasePath(for: keyPath) as? Self
  }
}

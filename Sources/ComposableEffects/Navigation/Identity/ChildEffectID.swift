/// Identifies the effects of one instance of a child feature that `ifLet`, `forEach` or
/// `ifCaseLet` runs (or a presentation or stack element), so that they can all be cancelled when the child's state goes away.
///
/// An identifier is the path from the root feature to the instance: "the element with id 3 of
/// `\.rows`, then the child at `\.detail` of that row". A combinator runs its child with the
/// child's identifier as ``current``, and nested combinators extend it, so two rows that each
/// present a child never cancel each other's effects.
///
/// The store's cancellation registry forgets an identifier once its effects are cancelled, so a
/// child that comes back with the same path (an element re-added with the same id) starts
/// afresh: only effects running at the moment of a cancellation are cancelled.
struct ChildEffectID: Hashable, Sendable {
  /// One step of the path.
  enum Segment: Hashable, @unchecked Sendable {
    // Key paths are immutable values, but the standard library does not declare them `Sendable`.
    /// The wrapped state of an optional (`ifLet`).
    case optional(AnyKeyPath)
    /// The element with `id` of an identified array (`forEach`).
    case element(AnyKeyPath, id: AnyHashableSendable)
    /// The state of an enum case (`ifCaseLet`).
    case enumCase(AnyKeyPath)
    /// The state of an enum case named by an `AnyCasePath` (the deprecated `ifCaseLet`), which
    /// has no identity of its own: the call site of the `ifCaseLet` and the child's state type
    /// stand for it.
    case enumCaseAtCallSite(String, state: ObjectIdentifier)
    /// One presentation of the state at a ``PresentationState`` (`ifLet` on `\.$destination`):
    /// another state presented there in its place is another presentation.
    case presentation(AnyKeyPath, identity: PresentationIdentity)
    /// The instance with this identity of an `Identifiable` child state (`ifLet`, `ifCaseLet`),
    /// after the step that says where the child is.
    case identity(ChildIdentity)
    /// The state at a path as a whole (a `forEach`'s collection, an `ifLet`'s optional): the key
    /// of what it last held (``ChildrenSeen``), not an identifier of effects.
    case seen(AnyKeyPath)
  }

  private var segments: [Segment] = []

  /// The child instance whose reducer is running: the root feature outside any combinator.
  @TaskLocal static var current = ChildEffectID()

  /// The identifier of a child of the instance that is running.
  static func child(_ segment: Segment) -> Self {
    var id = Self.current
    id.segments.append(segment)
    return id
  }

  /// The identifier of the instance of the child at this step whose state is `state`: this
  /// identifier itself when the state is not `Identifiable`, so that only a change of `id` makes
  /// another instance.
  func instance(withState state: Any) -> Self {
    guard let identity = ChildIdentity(of: state) else { return self }
    var id = self
    id.segments.append(.identity(identity))
    return id
  }

  /// Runs a child's reducer as this instance, so the identifiers of its own children extend
  /// this one.
  func run<R>(_ reduce: () -> R) -> R {
    Self.$current.withValue(self, operation: reduce)
  }
}

/// Dismisses the feature whose effect calls it: a presented child closes itself, and an element
/// of a navigation stack pops itself off the stack.
///
/// ```swift
/// @Reducer
/// struct ItemForm {
///   @Dependency(\.dismiss) var dismiss
///
///   func reduce(into state: inout State, action: Action) -> Effect<Action> {
///     switch action {
///     case .saveButtonTapped:
///       return .run { [item = state.item] send in
///         await send(.delegate(.saved(item)))
///         await self.dismiss()
///       }
///     …
///     }
///   }
/// }
/// ```
///
/// `dismiss()` sends the dismissal to the parent that presents the feature: for a feature
/// presented with `ifLet(\.$destination, action: \.destination)`, the parent receives
/// `.destination(.dismiss)` (which sets `destination` to `nil` and cancels the child's effects);
/// for a stack element, `.path(.popFrom(id:))`. A test receives it like any action:
///
/// ```swift
/// await store.send(\.destination.edit.saveButtonTapped)
/// await store.receive(\.destination.edit.delegate.saved)
/// await store.receive(\.destination.dismiss) {
///   $0.destination = nil
/// }
/// ```
///
/// > Important: Call it from an effect (`.run`), not from the reducer. A feature that is not
/// > presented cannot be dismissed: the call is reported as an issue. A feature that runs
/// > presented and not presented can ask `@Dependency(\.isPresented)` first.
public struct DismissEffect: Sendable {
  private enum Kind: Sendable {
    /// Outside any presentation.
    case unavailable
    /// Inside a presentation: through the dismissal context of the effect that calls it.
    case presentation
    /// A closure a test supplies.
    case custom(@MainActor @Sendable () -> Void)
    /// The root feature of a test store: dismissing it dismisses the test store. The feature is
    /// not presented for all that (`@Dependency(\.isPresented)` is `false`), as in TCA.
    case testStoreRoot(@MainActor @Sendable () -> Void)
  }

  private let kind: Kind

  private init(kind: Kind) {
    self.kind = kind
  }

  /// A dismissal that calls `dismiss`: for testing a feature on its own, without the parent
  /// that would present it.
  ///
  /// ```swift
  /// let isDismissed = LockIsolated(false)
  /// let store = TestStore(initialState: ItemForm.State()) {
  ///   ItemForm()
  /// } withDependencies: {
  ///   $0.dismiss = DismissEffect { isDismissed.setValue(true) }
  /// }
  /// ```
  public init(_ dismiss: @escaping @MainActor @Sendable () -> Void) {
    self.kind = .custom(dismiss)
  }

  /// What presentation reducers give their child.
  static let presentation = Self(kind: .presentation)

  /// What a feature that is not presented has.
  static let unavailable = Self(kind: .unavailable)

  /// What a test store's root feature has: calling it calls `dismiss`.
  static func testStoreRoot(_ dismiss: @escaping @MainActor @Sendable () -> Void) -> Self {
    Self(kind: .testStoreRoot(dismiss))
  }

  /// Whether the feature that has it is presented (or pushed on a stack), or given a
  /// dismissal by the test.
  var isPresented: Bool {
    switch self.kind {
    case .unavailable, .testStoreRoot: false
    case .presentation, .custom: true
    }
  }

  /// Whether nothing gave the feature a dismissal: neither a presentation nor the test.
  var isUnavailable: Bool {
    if case .unavailable = self.kind { return true }
    return false
  }

  /// Dismisses the feature: sends its parent the dismissal and returns.
  public func callAsFunction(
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    switch self.kind {
    case .custom(let dismiss), .testStoreRoot(let dismiss):
      await dismiss()
    case .presentation:
      guard let context = DismissContext.current else {
        Self.reportUnavailable(fileID: fileID, filePath: filePath, line: line, column: column)
        return
      }
      await context.dismiss()
    case .unavailable:
      Self.reportUnavailable(fileID: fileID, filePath: filePath, line: line, column: column)
    }
  }

  private static func reportUnavailable(
    fileID: StaticString, filePath: StaticString, line: UInt, column: UInt
  ) {
    reportIssue(
      EffectMessage.dismissUnavailable(fileID: fileID, line: line),
      fileID: fileID,
      filePath: filePath,
      line: line,
      column: column
    )
  }
}

enum DismissEffectKey: DependencyKey {
  static let liveValue = DismissEffect.unavailable
  static let testValue = DismissEffect.unavailable
}

extension DependencyValues {
  /// Dismisses the presented feature or stack element whose effect calls it; see
  /// ``DismissEffect``.
  public var dismiss: DismissEffect {
    get { self[DismissEffectKey.self] }
    set { self[DismissEffectKey.self] = newValue }
  }
}

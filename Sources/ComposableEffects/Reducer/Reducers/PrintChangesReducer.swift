extension Reducer {
  /// Prints each action this reducer receives and the change it makes to the state: a
  /// debugging aid.
  ///
  /// ```swift
  /// let store = Store(initialState: Feature.State()) {
  ///   Feature()._printChanges()
  /// }
  /// store.send(.incrementButtonTapped)
  /// // received action:
  /// //   Feature.Action.incrementButtonTapped
  /// //   Feature.State(
  /// // -   count: 0
  /// // +   count: 1
  /// //   )
  /// ```
  ///
  /// > Important: It prints in release builds too, and dumps the whole state for every action:
  /// > remove it once you are done debugging.
  ///
  /// - Parameter printer: What to print; `nil` prints nothing.
  /// - Returns: This reducer, printing its changes.
  public func _printChanges(
    _ printer: _ReducerPrinter<State, Action>? = .customDump
  ) -> _PrintChangesReducer<Self> {
    _PrintChangesReducer(base: self, printer: printer)
  }
}

/// A reducer that reports each action another one receives and the change it makes, built by
/// ``Reducer/_printChanges(_:)``.
public struct _PrintChangesReducer<Base: Reducer>: Reducer {
  let base: Base
  let printer: _ReducerPrinter<Base.State, Base.Action>?

  public func reduce(into state: inout Base.State, action: Base.Action) -> Effect<Base.Action> {
    guard let printer = self.printer else {
      return self.base.reduce(into: &state, action: action)
    }
    let oldState = state
    // Both states hold the same shared references; a tracker keeps each shared value's value
    // from before the action, for the printed diff. A test store has its own, which it resets
    // after each step; outside one, this reducer makes one for the action and forgets it.
    func printChange(keptBy tracker: SharedChangeTracker) {
      PrintedSharedChanges.$tracker.withValue(tracker) {
        printer.printChange(receivedAction: action, oldState: oldState, newState: state)
      }
    }
    let effects: Effect<Base.Action>
    if let testStoreTracker = DependencyValues._current.sharedChangeTracker {
      effects = self.base.reduce(into: &state, action: action)
      printChange(keptBy: testStoreTracker)
    } else {
      let tracker = SharedChangeTracker()
      effects = SharedChangeTracker.$printingChanges.withValue(tracker) {
        self.base.reduce(into: &state, action: action)
      }
      printChange(keptBy: tracker)
      tracker.reset(exhaustive: false)
    }
    return effects
  }

  public func _resolve() -> _ResolvedReducer<Base.State, Base.Action> {
    _ResolvedReducer(_PrintChangesReducer<_ResolvedReducer>(base: self.base._resolve(), printer: self.printer))
  }
}

/// What ``Reducer/_printChanges(_:)`` does with each action and the change it made:
/// ``customDump`` prints them, ``actionLabels`` prints the action's case only, and
/// ``init(printChange:)`` does anything else.
///
/// ```swift
/// Feature()._printChanges(.customDump { logger.debug("\($0)") })
/// ```
public struct _ReducerPrinter<State, Action>: Sendable {
  private let _printChange:
    @Sendable (_ receivedAction: Action, _ oldState: State, _ newState: State) -> Void

  /// A printer that calls `printChange` after each action, with the action and the state
  /// before and after it.
  public init(
    printChange: @escaping @Sendable (
      _ receivedAction: Action, _ oldState: State, _ newState: State
    ) -> Void
  ) {
    self._printChange = printChange
  }

  /// Reports an action and the change it made.
  public func printChange(receivedAction: Action, oldState: State, newState: State) {
    self._printChange(receivedAction, oldState, newState)
  }
}

extension _ReducerPrinter {
  /// Prints the action and a diff of the state to standard output.
  public static var customDump: Self {
    .customDump { print($0, terminator: "") }
  }

  /// Hands `write` the text ``customDump`` prints: the action, then a diff of the state or
  /// `(No state changes)`.
  ///
  /// ```
  /// received action:
  ///   Feature.Action.incrementButtonTapped
  ///   Feature.State(
  /// -   count: 0
  /// +   count: 1
  ///   )
  /// ```
  public static func customDump(_ write: @escaping @Sendable (String) -> Void) -> Self {
    Self { receivedAction, oldState, newState in
      var text = "received action:\n"
      CustomDump.customDump(receivedAction, to: &text, indent: 2)
      text += "\n"
      let difference = PrintedSharedChanges.diffSharingChanges(oldState, newState)
      text += difference.map { "\($0)\n" } ?? "  (No state changes)\n"
      write(text)
    }
  }

  /// Prints the case of each action (`received action: .row(.element(id:, action: .tapped))`),
  /// without its values or the state, to standard output.
  public static var actionLabels: Self {
    .actionLabels { print($0, terminator: "") }
  }

  /// Hands `write` the text ``actionLabels`` prints.
  public static func actionLabels(_ write: @escaping @Sendable (String) -> Void) -> Self {
    Self { receivedAction, _, _ in
      write("received action: \(caseLabels(of: receivedAction))\n")
    }
  }
}

/// What a printing reducer tells its printer about shared state while it prints.
enum PrintedSharedChanges {
  /// The tracker that kept the shared values' values from before the action.
  @TaskLocal static var tracker: SharedChangeTracker?

  /// The diff of two states, shared values included: their values from before the action on
  /// the old side (both states hold the same shared references, so a plain diff sees none of
  /// their changes).
  static func diffSharingChanges<State>(_ oldState: State, _ newState: State) -> String? {
    guard let tracker = Self.tracker, tracker.hasChanges else { return diff(oldState, newState) }
    return SharedAssertion.run(.expected, tracker: tracker) { diff(oldState, newState) }
  }
}

/// The cases of an enum value, nested enum payloads included, without the other values:
/// `.row(.element(id:, action: .tapped))`.
private func caseLabels(of value: Any) -> String {
  let mirror = Mirror(reflecting: value)
  guard mirror.displayStyle == .enum else { return "_" }
  guard let payload = mirror.children.first, let name = payload.label else {
    // A case without a payload describes itself by its name.
    return ".\(value)"
  }
  let payloadMirror = Mirror(reflecting: payload.value)
  if payloadMirror.displayStyle == .tuple {
    let arguments = payloadMirror.children.map { argument in
      let labels = payloadLabels(of: argument.value)
      guard let label = argument.label, !label.hasPrefix(".") else { return labels ?? "_" }
      return labels.map { "\(label): \($0)" } ?? "\(label):"
    }
    return ".\(name)(\(arguments.joined(separator: ", ")))"
  }
  return payloadLabels(of: payload.value).map { ".\(name)(\($0))" } ?? ".\(name)"
}

/// The cases of a payload that is an enum; `nil` for any other value.
private func payloadLabels(of value: Any) -> String? {
  Mirror(reflecting: value).displayStyle == .enum ? caseLabels(of: value) : nil
}

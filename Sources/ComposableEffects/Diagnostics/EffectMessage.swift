/// The text of the issues the architecture reports, in one place so tests can check them.
enum EffectMessage {
  static func unhandledError(_ error: any Error, fileID: StaticString, line: UInt) -> String {
    """
    An 'Effect.run' returned from "\(fileID):\(line)" threw an unhandled error:

    \(indent(String(customDumping: error)))

    Handle every error other than 'CancellationError' with the 'catch' parameter of \
    'Effect.run', or with a 'do' block inside it.
    """
  }

  static func sentFromCompletedEffect(action: Any, effectOf origin: Any) -> String {
    """
    An action was sent from a completed effect:

      Action:
    \(indent(String(customDumping: action), by: 4))

      Effect returned from:
    \(indent(String(customDumping: origin), by: 4))

    The action was dropped. Send actions only while the effect's operation runs: do not \
    escape the 'send' argument of 'Effect.run' into an unstructured task.
    """
  }

  static func reentrantSend(action: Any) -> String {
    """
    'Store.send' was called while the store was already processing an action (from a reducer \
    or an observer of its state):

    \(indent(String(customDumping: action)))

    The action was queued and processed after the current one. Sending re-entrantly is not \
    supported because the current action's state change would not yet be complete; return \
    the action as an effect ('.send') instead.
    """
  }

  static func ifLetActionWhileNil(action: Any, fileID: StaticString, line: UInt) -> String {
    """
    An 'ifLet' at "\(fileID):\(line)" received a child action while its child state was nil:

    \(indent(String(customDumping: action)))

    The action was ignored and the state left unchanged. This happens when:

    • an effect sent the action after the child state became nil: the child's own effects are \
    cancelled then, but effects started elsewhere (by the parent, for example) are not;
    • the action was sent to the store while the child state was nil;
    • a reducer that runs before this 'ifLet' set the child state to nil: apply 'ifLet' to the \
    reducer that clears the state, so that the child handles its actions first.
    """
  }

  static func forEachActionForMissingElement(
    action: Any, id: Any, fileID: StaticString, line: UInt
  ) -> String {
    """
    A 'forEach' at "\(fileID):\(line)" received an action for a missing element:

      Action:
    \(indent(String(customDumping: action), by: 4))

      Element ID:
    \(indent(String(customDumping: id), by: 4))

    The action was ignored and the state left unchanged. This happens when:

    • an effect sent the action after the element was removed: the element's own effects are \
    cancelled then, but effects started elsewhere (by the parent, for example) are not;
    • the action was sent to the store for an element that is not in the collection;
    • a reducer that runs before this 'forEach' removed the element: apply 'forEach' to the \
    reducer that removes elements, so that elements handle their actions first.
    """
  }

  static func ifCaseLetActionInOtherCase(
    action: Any, state: Any, fileID: StaticString, line: UInt
  ) -> String {
    """
    An 'ifCaseLet' at "\(fileID):\(line)" received a child action while the state was in \
    another case:

      Action:
    \(indent(String(customDumping: action), by: 4))

      State:
    \(indent(String(customDumping: state), by: 4))

    The action was ignored and the state left unchanged. This happens when:

    • an effect sent the action after the state left the child's case: the child's own effects \
    are cancelled then, but effects started elsewhere (by the parent, for example) are not;
    • the action was sent to the store while the state was in another case;
    • a reducer that runs before this 'ifCaseLet' changed the case: apply 'ifCaseLet' to the \
    reducer that changes it, so that the child handles its actions first.
    """
  }

  static func scopeActionInOtherCase(
    action: Any, state: Any, fileID: StaticString, line: UInt
  ) -> String {
    """
    A 'Scope' at "\(fileID):\(line)" received a child action while the state was in another \
    case:

      Action:
    \(indent(String(customDumping: action), by: 4))

      State:
    \(indent(String(customDumping: state), by: 4))

    The action was ignored and the state left unchanged. Send a case's actions only while the \
    state is in that case, and cancel the case's effects when the state leaves it (or use \
    'ifCaseLet', which does).
    """
  }

  static func dismissUnavailable(fileID: StaticString, line: UInt) -> String {
    """
    '@Dependency(\\.dismiss)' was called at "\(fileID):\(line)", but the feature is not \
    presented, so there is nothing to dismiss.

    Only a feature presented by a parent ('ifLet' of '@Presents' state, 'forEach' of a stack) \
    or run by a test store can dismiss itself. A feature that also runs unpresented can check \
    '@Dependency(\\.isPresented)' before dismissing.
    """
  }

  static func presentationActionWhileAbsent(action: Any, fileID: StaticString, line: UInt) -> String {
    """
    An 'ifLet' at "\(fileID):\(line)" received a presentation action while nothing was \
    presented:

      Action:
    \(indent(String(customDumping: action), by: 4))

    The action was ignored. Apply 'ifLet' to the reducer that dismisses the child, so that the \
    child sees its actions before it goes away, and send a child's actions only while it is \
    presented.
    """
  }

  static func stackActionForMissingElement(action: Any, fileID: StaticString, line: UInt) -> String {
    """
    A 'forEach' at "\(fileID):\(line)" received an action for an element that is not on the \
    stack:

      Action:
    \(indent(String(customDumping: action), by: 4))

    The action was ignored. Apply 'forEach' to the reducer that pops elements, so that an \
    element sees its actions before it goes away, and send an element's actions only while it \
    is on the stack.
    """
  }

  static func stackPopFromMissingElement(
    id: Any, ids: Any, fileID: StaticString, line: UInt
  ) -> String {
    """
    A 'forEach' at "\(fileID):\(line)" received 'popFrom' for an element that is not on the \
    stack, so nothing was popped:

      ID:
    \(indent(String(customDumping: id), by: 4))
      On the stack:
    \(indent(String(customDumping: ids), by: 4))
    """
  }

  static func stackPushOfExistingElement(
    id: Any, ids: Any, fileID: StaticString, line: UInt
  ) -> String {
    """
    A 'forEach' at "\(fileID):\(line)" received 'push' with an identifier that is already on \
    the stack, so the push was ignored:

      ID:
    \(indent(String(customDumping: id), by: 4))
      On the stack:
    \(indent(String(customDumping: ids), by: 4))
    """
  }

  static func stackPushOfUnexpectedID(
    received: Any, expected: Any, fileID: StaticString, line: UInt
  ) -> String {
    """
    A 'forEach' at "\(fileID):\(line)" received 'push' with an identifier the store has not \
    handed out yet; in a test, push the one it hands out next, as the user interface would:

      Pushed ID:
    \(indent(String(customDumping: received), by: 4))
      Next ID:
    \(indent(String(customDumping: expected), by: 4))
    """
  }

  static func scopeFromUncachedStore(_ storeType: Any.Type) -> String {
    """
    A '\(typeName(storeType))' made with 'scope(state:action:)' from closures was scoped again \
    with key paths. A store scoped from closures is made anew on every call, so it cannot keep \
    the stores scoped from it, and observing them (in a view, with 'withObservationTracking') \
    is not reliable.

    Scope with key paths and case key paths all the way from the root store, and present \
    children with 'ifLet', 'forEach' and navigation scopes rather than closure-scoped stores.
    """
  }

  static func caseSubscriptOnOtherCase(state: Any?) -> String {
    let current = state.map { "in the case '\(caseName(of: $0))'" } ?? "absent"
    return """
      A case subscript was written through while the state was \(current), not in the case it \
      names. The state was left unchanged: check the case before writing through it.
      """
  }

  static func taskResultErrorNotEquatable(_ errorType: Any.Type) -> String {
    let name = typeName(errorType)
    return """
      Two 'TaskResult' failures were compared, but their error type "\(name)" is not \
      Equatable, so they were taken as different.

      Make the error type Equatable so that results carrying it can be compared, as a test \
      store does with the actions that hold them:

          extension \(name): Equatable {}
      """
  }

  static func taskResultErrorNotHashable(_ errorType: Any.Type) -> String {
    let name = typeName(errorType)
    return """
      A 'TaskResult' failure was hashed, but its error type "\(name)" is not Hashable, so only \
      the type was hashed and every error of it hashes alike.

      Make the error type Hashable so that results carrying it can be hashed:

          extension \(name): Hashable {}
      """
  }

  /// The name of `type` as written in its module: qualified by the types it is nested in, but
  /// without the module's name or the marks of a private scope.
  static func typeName(_ type: Any.Type) -> String {
    let qualified = String(reflecting: type)
      .replacing(/\(unknown context at \$[0-9a-fA-F]+\)\./, with: "")
    guard let moduleEnd = qualified.firstIndex(of: ".") else { return qualified }
    return String(qualified[qualified.index(after: moduleEnd)...])
  }

  /// The name of the case `value` (an enum) is in, without its associated values.
  static func caseName(of value: Any) -> String {
    if let label = Mirror(reflecting: value).children.first?.label { return label }
    let description = String(describing: value)
    return String(description.prefix { $0 != "(" })
  }

  static func indent(_ string: String, by count: Int = 2) -> String {
    let prefix = String(repeating: " ", count: count)
    return string.split(separator: "\n", omittingEmptySubsequences: false)
      .map { prefix + $0 }
      .joined(separator: "\n")
  }
}

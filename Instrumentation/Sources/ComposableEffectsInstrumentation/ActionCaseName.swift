/// The name of an action's case path, as the instrumentation labels its metrics and spans with:
/// the case names from the root action down, joined by dots (`todos.element.toggle`), never the
/// values the cases carry, so that a feature has as many labels as it has cases.
///
/// A case whose payload is a tuple is followed into the element labelled `action` (as in an
/// `IdentifiedAction`'s `.element(id:action:)`); a payload that is not an enum ends the path.
enum ActionCaseName {
  /// How deep a path goes at most: a recursive action (a tree of features) stays bounded.
  static let maximumDepth = 8

  /// The case path of `action`: `increment`, `child.response.success`.
  static func of(_ action: Any) -> String {
    var names: [String] = []
    var value = action
    for _ in 0..<Self.maximumDepth {
      let mirror = Mirror(reflecting: value)
      guard mirror.displayStyle == .enum else { break }
      guard let payload = mirror.children.first, let name = payload.label else {
        names.append(Self.nameOfCaseWithoutPayload(value))
        break
      }
      names.append(name)
      guard let next = Self.action(in: payload.value) else { break }
      value = next
    }
    return names.isEmpty ? "_" : names.joined(separator: ".")
  }

  /// A case without a payload describes itself by its name, unless its type describes its
  /// values otherwise: then its name is unknown, and `_` stands for it, which keeps the label
  /// bounded.
  private static func nameOfCaseWithoutPayload(_ value: Any) -> String {
    if value is any CustomStringConvertible || value is any CustomDebugStringConvertible {
      return "_"
    }
    return String(describing: value)
  }

  /// The value a path goes on into: the payload itself, or the element of a tuple payload
  /// labelled `action`.
  private static func action(in payload: Any) -> Any? {
    let mirror = Mirror(reflecting: payload)
    switch mirror.displayStyle {
    case .enum:
      return payload
    case .tuple:
      return mirror.children.first { $0.label == "action" }?.value
    default:
      return nil
    }
  }
}

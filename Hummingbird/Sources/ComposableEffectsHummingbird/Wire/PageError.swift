/// Why a page's message was refused: a code a page can act on, and a message for people.
///
/// | code | meaning |
/// | --- | --- |
/// | `malformedJSON` | the message is not a JSON object |
/// | `missingID` | the message has no integer `id` |
/// | `missingAction` | the message has no `action` |
/// | `unknownAction` | the action names no action that pages may send |
/// | `invalidValues` | the action is known, but its values are not what it takes |
/// | `tooLarge` | the message is larger than the server takes |
///
/// A feature adds codes of its own for the refusals its reducer makes (`listFull`, say).
public struct PageError: Error, Sendable, Hashable {
  public var code: String
  public var message: String

  public init(code: String, message: String) {
    self.code = code
    self.message = message
  }

  public static func malformedJSON(_ message: String) -> Self {
    Self(code: "malformedJSON", message: message)
  }

  public static let missingID = Self(
    code: "missingID", message: "A message needs an integer 'id', which its answer carries."
  )

  public static let missingAction = Self(
    code: "missingAction", message: "A message needs an 'action': the action to send."
  )

  public static func unknownAction(_ name: String) -> Self {
    Self(code: "unknownAction", message: "'\(name)' is not an action that pages may send.")
  }

  public static func invalidValues(_ name: String, _ detail: String) -> Self {
    Self(code: "invalidValues", message: "The values of '\(name)' are not what it takes: \(detail)")
  }

  public static func tooLarge(limit: Int) -> Self {
    Self(code: "tooLarge", message: "A message may be at most \(limit) bytes.")
  }
}

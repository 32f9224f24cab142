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
  /// What a page can act on: `unknownAction`, or a feature's own code.
  public var code: String
  /// What happened, for people.
  public var message: String

  /// An error of a feature's own.
  public init(code: String, message: String) {
    self.code = code
    self.message = message
  }

  /// The message is not a JSON object.
  public static func malformedJSON(_ message: String) -> Self {
    Self(code: "malformedJSON", message: message)
  }

  /// The message has no integer `id`.
  public static let missingID = Self(
    code: "missingID", message: "A message needs an integer 'id', which its answer carries."
  )

  /// The message has no `action`.
  public static let missingAction = Self(
    code: "missingAction", message: "A message needs an 'action': the action to send."
  )

  /// `name` is no action that pages may send.
  public static func unknownAction(_ name: String) -> Self {
    Self(code: "unknownAction", message: "'\(name)' is not an action that pages may send.")
  }

  /// The action `name` is known, and its values are not what it takes.
  public static func invalidValues(_ name: String, _ detail: String) -> Self {
    Self(code: "invalidValues", message: "The values of '\(name)' are not what it takes: \(detail)")
  }

  /// The message is larger than `limit` bytes.
  public static func tooLarge(limit: Int) -> Self {
    Self(code: "tooLarge", message: "A message may be at most \(limit) bytes.")
  }
}

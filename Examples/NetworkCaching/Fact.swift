/// A fact about a number, as the facts server sends it.
public struct Fact: Codable, Equatable, Sendable {
  /// The number the fact is about.
  public var number: Int

  /// The fact itself.
  public var text: String

  /// A fact about `number`.
  public init(number: Int, text: String) {
    self.number = number
    self.text = text
  }
}

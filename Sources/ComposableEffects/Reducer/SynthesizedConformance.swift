/// A protocol that `@Reducer(state:action:)` adds to the `State` or `Action` it generates for an
/// enum reducer: `@Reducer(state: .equatable, action: .sendable)`.
///
/// Only its static members are meant to be written; the macro reads their names.
public struct _SynthesizedConformance: Sendable {
  private init() {}

  /// `Codable`.
  public static let codable = Self()
  /// `Decodable`.
  public static let decodable = Self()
  /// `Encodable`.
  public static let encodable = Self()
  /// `Equatable`.
  public static let equatable = Self()
  /// `Hashable`.
  public static let hashable = Self()
  /// `Sendable`.
  public static let sendable = Self()
}

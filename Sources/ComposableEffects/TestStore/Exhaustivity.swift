/// How much a ``TestStore`` insists on: every state change, received action and running
/// effect asserted (``on``), or only what the test asserts (``off``).
///
/// ```swift
/// store.exhaustivity = .off(showSkippedAssertions: true)
/// await store.send(.loginButtonTapped)
/// await store.receive(\.loginResponse.success) {
///   $0.user = .mock    // other changes are not asserted
/// }
/// ```
public enum Exhaustivity: Equatable, Sendable {
  /// Every state change, received action and running effect must be asserted.
  case on

  /// Only what the test asserts is checked; with `showSkippedAssertions`, what was skipped is
  /// reported as known issues (shown, not failing).
  case off(showSkippedAssertions: Bool)

  /// Only what the test asserts is checked, silently.
  public static let off = Self.off(showSkippedAssertions: false)
}

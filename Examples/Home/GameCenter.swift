import ComposableEffects

/// Game Center's sign-in, as an algebraic effect.
///
/// By default the effect calls the `gameCenter` dependency, so the app authenticates with the
/// client it configured. A test answers it just in time instead, with success or an error:
///
/// ```swift
/// await store.send(.task)
/// try await store.expect(\.GameCenter.authenticate) {
///   throw GameCenterUnavailable()
/// }
/// ```
public enum GameCenter {
  /// Authenticates the local player with Game Center; throws when Game Center is not available
  /// or the player declines.
  @Effect
  public nonisolated(nonsending) static func authenticate() async throws {
    @Dependency(\.gameCenter) var gameCenter
    try await gameCenter.localPlayer.authenticate()
  }
}

extension EffectPaths {
  /// Lets tests name Game Center's effect by key path: `\.GameCenter.authenticate`.
  public var GameCenter: EffectNamespace<GameCenter> { .init() }
}

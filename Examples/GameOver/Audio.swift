import ComposableEffects

/// The audio engine, as algebraic effects: playing a sound once, and looping music.
///
/// Both return as soon as the engine has started the sound, so the game over effect plays
/// them one after the other, before the work it runs in parallel:
///
/// ```swift
/// await Audio.play(.transitionIn)
/// await Audio.loop(.gameOverMusicLoop)
/// ```
///
/// There is no audio engine on Linux: by default the effects play nothing. Install handlers
/// to hear them, here by printing what would play:
///
/// ```swift
/// let task = with {
///   Audio.Play { sound in print("♪ \(sound)") }
///   Audio.Loop { sound in print("♪ \(sound), looping") }
/// } perform: {
///   store.send(.task)
/// }
/// ```
///
/// A test store answers them just in time:
///
/// ```swift
/// await store.send(.task)
/// try await store.expect(\.Audio.play) { #expect($0 == .transitionIn) }
/// try await store.expect(\.Audio.loop) { #expect($0 == .gameOverMusicLoop) }
/// ```
public enum Audio {
  /// Plays `sound` once.
  @Effect
  public nonisolated(nonsending) static func play(_ sound: Sound) async {}

  /// Plays `sound` on a loop, until another loop replaces it.
  @Effect
  public nonisolated(nonsending) static func loop(_ sound: Sound) async {}
}

extension EffectPaths {
  /// Lets tests name the audio effects by key path: `\.Audio.play`.
  public var Audio: EffectNamespace<Audio> { .init() }
}

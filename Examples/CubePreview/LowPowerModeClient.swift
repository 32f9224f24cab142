/// Whether the device is saving power, as a dependency: a stream of the setting, starting with
/// its current value.
///
/// Features read it to tone down their animations. Take the first value for the setting now:
///
/// ```swift
/// @Dependency(\.lowPowerMode) var lowPowerMode
///
/// let isOnLowPowerMode = await lowPowerMode.start().first(where: { _ in true }) ?? false
/// ```
///
/// > Important: Low power mode is Apple's (`ProcessInfo.isLowPowerModeEnabled`). The live
/// > client is ``powerProfile``, which reads the equivalent Linux setting instead.
public struct LowPowerModeClient: Sendable {
  /// Starts observing the setting: the stream yields its current value, then each change.
  public var start: @Sendable () async -> AsyncStream<Bool>

  /// A client made of the given endpoint.
  public init(start: @escaping @Sendable () async -> AsyncStream<Bool>) {
    self.start = start
  }
}

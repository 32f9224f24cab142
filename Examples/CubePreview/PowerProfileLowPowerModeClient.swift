import ComposableEffects
import Foundation

extension LowPowerModeClient {
  /// A client over the platform's power profile, the setting a Linux desktop's power-saver
  /// mode changes: the device is on low power mode when the profile is `low-power`.
  ///
  /// The stream yields the current value at once, then checks the profile every five seconds
  /// on the `continuousClock` dependency and yields each change, until its consumer stops
  /// iterating. Where there is no power profile (in a container, on another platform) the
  /// device is never on low power mode.
  public static var powerProfile: Self {
    Self {
      @Dependency(\.continuousClock) var clock
      return AsyncStream { continuation in
        // `Task.effect`: a plain task in production; under a test store, one of its effects.
        let observing = Task.effect { [clock] in
          var reported: Bool?
          while true {
            let isOnLowPowerMode = powerProfileIsLowPower()
            if isOnLowPowerMode != reported {
              continuation.yield(isOnLowPowerMode)
              reported = isOnLowPowerMode
            }
            do {
              try await clock.sleep(for: .seconds(5))
            } catch {
              break
            }
          }
          continuation.finish()
        }
        continuation.onTermination = { _ in observing.cancel() }
      }
    }
  }
}

/// Whether the ACPI platform profile, when the system has one, is set to save power.
private func powerProfileIsLowPower() -> Bool {
  let profile = try? String(contentsOfFile: "/sys/firmware/acpi/platform_profile", encoding: .utf8)
  return profile?.trimmingCharacters(in: .whitespacesAndNewlines) == "low-power"
}

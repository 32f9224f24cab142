import Foundation

/// A continuous clock that runs `speed` times as fast as real time: the `--speed` flag of the
/// subcommands, so a scripted feature can be watched slowly or run in a blink.
///
/// Its `now` moves `speed` times faster than the wall clock's, so sleeps, deadlines and
/// timers all keep their proportions.
///
/// ```swift
/// Store(initialState: Trailer.State()) {
///   Trailer()
/// } withDependencies: {
///   $0.continuousClock = SpeedClock(speed: 4)
/// }
/// ```
struct SpeedClock: Clock {
  typealias Instant = ContinuousClock.Instant
  typealias Duration = Swift.Duration

  let speed: Double
  private let base = ContinuousClock()
  private let origin: ContinuousClock.Instant

  init(speed: Double) {
    precondition(speed > 0, "A speed must be positive.")
    self.speed = speed
    self.origin = base.now
  }

  var now: Instant {
    origin + origin.duration(to: base.now) * speed
  }

  var minimumResolution: Duration { base.minimumResolution }

  func sleep(until deadline: Instant, tolerance: Duration?) async throws {
    let remaining = now.duration(to: deadline)
    guard remaining > .zero else {
      try Task.checkCancellation()
      return
    }
    try await base.sleep(for: remaining / speed, tolerance: tolerance)
  }
}

import CoreMetrics

extension CoreMetrics.Timer {
  /// Records the time from `start` to now.
  func record(since start: ContinuousClock.Instant) {
    let (seconds, attoseconds) = (ContinuousClock.now - start).components
    self.recordNanoseconds(seconds * 1_000_000_000 + attoseconds / 1_000_000_000)
  }
}

import CoreMetrics

extension CoreMetrics.Timer {
  /// Records a duration measured with a `ContinuousClock`.
  func record(_ duration: Duration) {
    let (seconds, attoseconds) = duration.components
    self.recordNanoseconds(seconds * 1_000_000_000 + attoseconds / 1_000_000_000)
  }
}

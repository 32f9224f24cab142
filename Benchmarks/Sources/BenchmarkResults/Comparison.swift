/// One benchmark checked against one of its targets.
struct Comparison: Sendable {
  let target: Target

  /// The benchmark's median over the baseline's, for a relative target; `nil` for an absolute
  /// one, or when the run did not measure the baseline.
  let ratio: Double?

  /// Whether the target is met; `nil` when the run did not measure its baseline.
  let isMet: Bool?

  /// Checks `measurement` against `target`, looking a baseline up in `medians`.
  init(_ measurement: Measurement, against target: Target, medians: [String: Double]) {
    self.target = target
    switch target.bound {
    case .relative(let maximumRatio, let baseline):
      guard let baselineMedian = medians[baseline] else {
        ratio = nil
        isMet = nil
        return
      }
      let ratio = measurement.median / baselineMedian
      self.ratio = ratio
      isMet = ratio <= maximumRatio
    case .absolute(let maximum):
      ratio = nil
      isMet = measurement.median <= maximum
    }
  }
}

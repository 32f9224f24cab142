/// One benchmark checked against one of its targets.
struct Comparison: Sendable {
  let target: Target

  /// The benchmark's median over the baseline's.
  let ratio: Double

  var isMet: Bool { target.isMet(by: ratio) }

  /// Checks `measurement` against `target`, looking the baseline up in `medians`.
  init(_ measurement: Measurement, against target: Target, medians: [String: Double]) {
    guard let baseline = medians[target.baseline] else {
      preconditionFailure("No measurement of baseline '\(target.baseline)'")
    }
    self.target = target
    ratio = measurement.median / baseline
  }
}

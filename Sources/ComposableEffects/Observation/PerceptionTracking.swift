import Observation

/// Tracks what `apply` reads from observable state, and calls `onChange` once, when the first of
/// those properties is about to change: the Observation-backed equivalent of swift-perception's
/// function, so code ported from The Composable Architecture compiles unchanged.
///
/// ```swift
/// withPerceptionTracking {
///   print(store.count)
/// } onChange: {
///   print("count will change")
/// }
/// ```
///
/// Observation is available on every platform this package supports, so this is
/// `withObservationTracking(_:onChange:)` itself.
@discardableResult
public func withPerceptionTracking<T>(
  _ apply: () -> T,
  onChange: @autoclosure () -> @Sendable () -> Void
) -> T {
  withObservationTracking(apply, onChange: onChange())
}

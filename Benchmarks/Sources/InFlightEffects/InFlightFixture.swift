import ComposableEffects

/// A store with `count` background effects in flight, for benchmarks to measure against.
@MainActor
package final class InFlightFixture {
  package let store = Store(initialState: InFlight.State()) { InFlight() }
  package let count: Int
  /// Whether the effects wait on a continuation rather than in `Task.never()`.
  package let waitsOnContinuation: Bool

  /// Starts `count` background effects and returns once they have all started.
  package static func start(count: Int) async -> InFlightFixture {
    let fixture = InFlightFixture(count: count)
    await fixture.startBackground()
    return fixture
  }

  /// A store for `count` background effects, none started yet.
  package init(count: Int, waitsOnContinuation: Bool = false) {
    self.count = count
    self.waitsOnContinuation = waitsOnContinuation
  }

  /// Starts the background effects, and waits until each has sent its first action and so is
  /// about to suspend.
  package func startBackground() async {
    for index in 0..<count {
      store.send(self.waitsOnContinuation ? .startSuspended(index) : .startBackground(index))
    }
    while store.started < count {
      try? await Task.sleep(for: .milliseconds(1))
    }
    // Let the last ones go from sending their action to suspending.
    try? await Task.sleep(for: .milliseconds(20))
  }

  /// Cancels the background effects and waits until they have all ended.
  package func cancelBackground() async {
    let finishedBefore = InFlight.finishedBackgroundEffects.load(ordering: .relaxed)
    store.send(.cancelBackground(count: count))
    while InFlight.finishedBackgroundEffects.load(ordering: .relaxed) - finishedBefore < count {
      try? await Task.sleep(for: .milliseconds(1))
    }
    // Let the store forget them, which it does after the operation returns.
    try? await Task.sleep(for: .milliseconds(20))
  }
}

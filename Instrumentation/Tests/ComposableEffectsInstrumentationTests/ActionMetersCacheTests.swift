import MetricsTestKit
import Testing

@testable import ComposableEffectsInstrumentation

struct ActionMetersCacheTests {
  let metrics = TestMetrics()

  func meters(_ action: String) -> ActionMeters {
    ActionMeters(store: "feature", action: action, factory: self.metrics)
  }

  @Test
  func metersCachedForBitsAreFoundByThem() {
    let cache = ActionMetersCache()
    let increment = self.meters("increment")
    let decrement = self.meters("decrement")

    cache.insert(increment, for: 0)
    cache.insert(decrement, for: 1)

    #expect(cache.meters(for: 0) === increment)
    #expect(cache.meters(for: 1) === decrement)
  }

  @Test
  func bitsNeverCachedAreNotFound() {
    let cache = ActionMetersCache()
    cache.insert(self.meters("increment"), for: 0)

    #expect(cache.meters(for: 1) == nil)
    #expect(cache.meters(for: .max) == nil)
  }

  @Test
  func bitsWhoseProbePathsStartAtTheSameSlotAreEachFound() throws {
    let cache = ActionMetersCache()
    let other = try #require(
      (UInt64(2)...).first { ActionMetersCache.home(of: $0) == ActionMetersCache.home(of: 1) }
    )
    let first = self.meters("first")
    let second = self.meters("second")

    cache.insert(first, for: 1)
    cache.insert(second, for: other)

    #expect(cache.meters(for: 1) === first)
    #expect(cache.meters(for: other) === second)
  }

  @Test
  func bitsCachedAgainKeepTheirFirstMeters() {
    let cache = ActionMetersCache()
    let first = self.meters("tick")

    cache.insert(first, for: 7)
    cache.insert(self.meters("tick"), for: 7)

    #expect(cache.meters(for: 7) === first)
    #expect(cache.count == 1)
  }

  @Test
  func theCacheStopsGrowingAtItsLimit() {
    let cache = ActionMetersCache()
    let tick = self.meters("tick")

    for bits in 0..<UInt64(ActionMetersCache.limit + 10) {
      cache.insert(tick, for: bits)
    }

    #expect(cache.count == ActionMetersCache.limit)
    #expect(cache.meters(for: UInt64(ActionMetersCache.limit - 1)) === tick)
    #expect(cache.meters(for: UInt64(ActionMetersCache.limit)) == nil)
  }
}

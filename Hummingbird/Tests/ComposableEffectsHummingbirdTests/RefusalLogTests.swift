import ComposableEffectsHummingbird
import Testing

@Suite struct RefusalLogTests {
  @Test func theFirstRefusalIsWrittenAtOnceAndABurstInOneLinePerInterval() {
    var log = RefusalLog(interval: .seconds(1))
    #expect(log.refused(at: .zero) == .write(count: 1))

    // 60,000 in the next second: counted, not written.
    for step in 1...60_000 {
      #expect(log.refused(at: .microseconds(step * 16)) == .count)
    }
    #expect(log.refused(at: .seconds(1)) == .write(count: 60_001))
    #expect(log.total == 60_002)
  }

  @Test func aTickWritesWhatTheLastBurstLeftUnwritten() {
    var log = RefusalLog(interval: .seconds(1))
    _ = log.refused(at: .zero)
    _ = log.refused(at: .milliseconds(10))
    _ = log.refused(at: .milliseconds(20))

    #expect(log.tick(at: .milliseconds(500)) == nil)
    #expect(log.tick(at: .milliseconds(1_010)) == 2)
    #expect(log.tick(at: .seconds(5)) == nil)
  }

  @Test func refusalsFarApartAreEachWritten() {
    var log = RefusalLog(interval: .seconds(1))
    #expect(log.refused(at: .seconds(1)) == .write(count: 1))
    #expect(log.refused(at: .seconds(3)) == .write(count: 1))
    #expect(log.refused(at: .seconds(10)) == .write(count: 1))
  }
}

import ComposableEffects
import Observation
import Testing

@Suite struct SharedReadClosureTests {
  @Test func aValueDerivedByAClosureFollowsTheSharedValue() {
    @Shared(value: [1, 2]) var numbers
    let total = $numbers.read { $0.reduce(0, +) }

    $numbers.withLock { $0.append(3) }

    #expect(total.wrappedValue == 6)
  }

  @Test func aReaderDerivesAValueByAClosureToo() {
    @Shared(value: "blob") var name
    let shouted = SharedReader($name).read { $0.uppercased() }

    $name.withLock { $0 = "blob jr" }

    #expect(shouted.wrappedValue == "BLOB JR")
  }

  @Test func observersOfADerivedValueAreToldOfTheSharedValuesChange() {
    @Shared(value: 1) var count
    let isEven = $count.read { $0.isMultiple(of: 2) }
    nonisolated(unsafe) var told = false
    withObservationTracking {
      _ = isEven.wrappedValue
    } onChange: {
      told = true
    }

    $count.withLock { $0 += 1 }

    #expect(told)
  }
}

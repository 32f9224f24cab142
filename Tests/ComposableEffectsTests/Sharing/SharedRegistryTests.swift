@testable import ComposableEffects
import ConcurrencyExtras
import Foundation
import Testing

/// A model that shares state of its own: making one declares a shared value.
private struct Profile: Sendable {
  @Shared(.inMemory("profile.visits")) var visits = 0
}

@Suite(.timeLimit(.minutes(1))) struct SharedRegistryTests {
  @Test func aSharedValueWhoseInitialValueDeclaresAnotherSharedValueIsMade() {
    let ended = BoundedWait.ends {
      @Shared(.inMemory("profile")) var profile = Profile()
      profile.$visits.withLock { $0 += 1 }
    }

    #expect(ended)
    @Shared(.inMemory("profile.visits")) var visits = 0
    #expect(visits == 1)
  }

  @Test func aDeclarationMadeWhileAnotherComputesItsInitialValueWinsForBoth() {
    let computing = DispatchSemaphore(value: 0)
    let mayFinish = DispatchSemaphore(value: 0)
    let slowSees = LockIsolated<Int?>(nil)
    let slowEnded = BoundedWait.onAThreadOfItsOwn {
      let count = Shared(
        wrappedValue: {
          computing.signal()
          mayFinish.wait()
          return 2
        }(),
        .inMemory("race")
      )
      slowSees.setValue(count.wrappedValue)
    }
    #expect(BoundedWait.isSignalled(computing))

    let fastSees = LockIsolated<Int?>(nil)
    let fastEnded = BoundedWait.ends {
      let count = Shared(wrappedValue: 1, .inMemory("race"))
      fastSees.setValue(count.wrappedValue)
    }
    mayFinish.signal()

    #expect(fastEnded)
    #expect(BoundedWait.isSignalled(slowEnded))
    #expect(fastSees.value == 1)
    #expect(slowSees.value == 1)
  }
}

@testable import ComposableEffects
import ConcurrencyExtras
import Foundation
import Testing

/// A model that shares state of its own: making one declares a shared value.
private struct Profile: Sendable {
  @Shared(.inMemory("profile.visits")) var visits = 0
}

/// The steps of a dependency's initialiser that the test holds: it has declared its shared
/// count, and it may go on to increment it.
private enum CounterInitialiser {
  static let declared = DispatchSemaphore(value: 0)
  static let mayIncrement = DispatchSemaphore(value: 0)
}

/// A dependency that shares state of its own, and changes it as it is made.
private struct Counter: Sendable {
  @Shared(.inMemory("counter")) var count = 0

  init() {
    CounterInitialiser.declared.signal()
    CounterInitialiser.mayIncrement.wait()
    self.$count.withLock { $0 += 1 }
  }
}

extension Counter: TestDependencyKey {
  static var testValue: Counter { Counter() }
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

  @Test func aDeclarationMadeWhileADependencyIsMadeSeesWhatItsInitialiserWrote() {
    // A dependency cache of this test's own: the counter is made here, whatever ran before.
    let dependencies = DependencyValues()
    let computing = DispatchSemaphore(value: 0)
    let mayFinish = DispatchSemaphore(value: 0)
    let declarationSees = LockIsolated<Int?>(nil)
    let declarationEnded = BoundedWait.onAThreadOfItsOwn {
      DependencyValues.$_current.withValue(dependencies) {
        let count = Shared(
          wrappedValue: {
            computing.signal()
            mayFinish.wait()
            return 2
          }(),
          .inMemory("counter")
        )
        declarationSees.setValue(count.wrappedValue)
      }
    }
    #expect(BoundedWait.isSignalled(computing))
    let dependencySees = LockIsolated<Int?>(nil)
    let dependencyEnded = BoundedWait.onAThreadOfItsOwn {
      DependencyValues.$_current.withValue(dependencies) {
        @Dependency(Counter.self) var counter
        dependencySees.setValue(counter.count)
      }
    }
    #expect(BoundedWait.isSignalled(CounterInitialiser.declared))

    mayFinish.signal()
    // The declaration waits for the initialiser: a declaration that ended now would have read
    // the count before the initialiser changed it.
    let declarationEndedEarly = declarationEnded.wait(timeout: .now() + 0.25) == .success
    #expect(!declarationEndedEarly)
    CounterInitialiser.mayIncrement.signal()

    #expect(BoundedWait.isSignalled(dependencyEnded))
    #expect(declarationEndedEarly || BoundedWait.isSignalled(declarationEnded))
    #expect(dependencySees.value == 1)
    #expect(declarationSees.value == 1)
  }
}

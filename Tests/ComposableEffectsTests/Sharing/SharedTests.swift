import ComposableEffects
import ConcurrencyExtras
import CustomDump
import Foundation
import Observation
import Testing

private struct User: Equatable, Identifiable {
  var id: Int
  var name: String
}

private struct Item: Equatable, Identifiable {
  var id: Int
  var title: String
}

@ObservableState
private struct Counter: Equatable {
  @Shared(.inMemory("counter")) var count = 0
  var label = ""
}

@Suite struct SharedTests {
  @Test func copiesOfASharedValueShareItsChanges() {
    let count = Shared(value: 0)
    let copy = count

    copy.withLock { $0 += 1 }

    #expect(count.wrappedValue == 1)
  }

  @Test func sharedValuesOfTheSameInMemoryKeyAreOneValue() {
    @Shared(.inMemory("count")) var first = 0
    @Shared(.inMemory("count")) var second = 0

    $first.withLock { $0 = 42 }

    #expect(second == 42)
  }

  @Test func theFirstHolderOfAKeyGivesItsInitialValue() {
    @Shared(.inMemory("greeting")) var first = "hello"
    @Shared(.inMemory("greeting")) var second = "bonjour"

    #expect(first == "hello")
    #expect(second == "hello")
  }

  @Test func eachTestStartsFromItsOwnInMemoryValuesA() {
    @Shared(.inMemory("perTest")) var count = 0
    $count.withLock { $0 += 1 }
    #expect(count == 1)
  }

  @Test func eachTestStartsFromItsOwnInMemoryValuesB() {
    @Shared(.inMemory("perTest")) var count = 0
    $count.withLock { $0 += 1 }
    #expect(count == 1)
  }

  @Test func aPartReachedByDynamicMemberWritesBackToItsParent() {
    let user = Shared(value: User(id: 1, name: "Blob"))
    let name = user.name

    name.withLock { $0 = "Blob Jr." }

    #expect(user.wrappedValue.name == "Blob Jr.")
    user.withLock { $0.name = "Blob Sr." }
    #expect(name.wrappedValue == "Blob Sr.")
  }

  // TCA's SyncUps deletes with `$syncUps.withLock { $0.remove(id: state.syncUp.id) }`, where
  // `state.syncUp` is a projection of `syncUps`: the read inside the change must not wait on
  // the lock its own change holds (it hung). The change is made in place, so the projection
  // answers with the value it last read, the one from before the change.
  @Test func aChangeMayReadTheSameValueThroughAProjection() {
    let users = Shared(value: IdentifiedArray(uniqueElements: [User(id: 1, name: "Blob")]))
    let user = Shared(users[id: 1])!
    let seen = users.withLock { users in
      users.remove(id: user.wrappedValue.id)
      return user.wrappedValue.name
    }
    #expect(seen == "Blob")
    #expect(users.wrappedValue.isEmpty)
  }

  @Test func aReadOnlyPartSeesChanges() {
    let items = Shared(value: [1, 2])
    let count: SharedReader<Int> = items.count

    items.withLock { $0.append(3) }

    #expect(count.wrappedValue == 3)
    #expect(items.reader.wrappedValue == [1, 2, 3])
  }

  @Test func aSharedOptionalUnwrapsToASharedValueWhileItHoldsOne() throws {
    let currentUser = Shared<User?>(value: nil)
    #expect(Shared(currentUser) == nil)

    currentUser.withLock { $0 = User(id: 1, name: "Blob") }
    let user = try #require(Shared(currentUser))
    user.withLock { $0.name = "Blob Jr." }
    #expect(currentUser.wrappedValue?.name == "Blob Jr.")

    currentUser.withLock { $0 = nil }
    #expect(user.wrappedValue.name == "Blob Jr.")
  }

  @Test func anElementOfASharedIdentifiedArrayIsShared() throws {
    let items = Shared(value: IdentifiedArrayOf<Item>(uniqueElements: [Item(id: 1, title: "A"), Item(id: 2, title: "B")]))

    let second = try #require(Shared(items[id: 2]))
    second.withLock { $0.title = "Bee" }

    #expect(items.wrappedValue[id: 2]?.title == "Bee")
    #expect(items[id: 3].wrappedValue == nil)
    #expect(Array(items).map(\.wrappedValue.title) == ["A", "Bee"])
  }

  @Test func sharedValuesCompareTheirValues() {
    #expect(Shared(value: 1) == Shared(value: 1))
    #expect(Shared(value: 1) != Shared(value: 2))
    #expect(SharedReader(value: "a") == SharedReader(value: "a"))
  }

  @Test func aSharedIdentifiableValueHasItsIdentifier() {
    #expect(Shared(value: User(id: 7, name: "Blob")).id == 7)
  }

  @Test func aSharedValueDumpsAsItsValue() {
    #expect(String(customDumping: Shared(value: 1)) == "1")
    var dump = ""
    customDump(Counter(), to: &dump)
    #expect(dump.contains("count: 0"))
    #expect(String(describing: Shared(value: "a")) == #"Shared<String>(value: "a")"#)
  }

  @Test func observersOfASharedValueAreToldOfAChange() {
    let count = Shared(value: 0)
    let copy = count
    let changed = LockIsolated(false)

    withObservationTracking {
      _ = count.wrappedValue
    } onChange: {
      changed.setValue(true)
    }
    copy.withLock { $0 += 1 }

    #expect(changed.value)
  }

  @Test func observersOfAnObservableStateSeeItsSharedValueChange() {
    let counter = Counter()
    @Shared(.inMemory("counter")) var elsewhere = 0
    let changed = LockIsolated(false)

    withObservationTracking {
      _ = counter.count
    } onChange: {
      changed.setValue(true)
    }
    $elsewhere.withLock { $0 = 5 }

    #expect(changed.value)
    #expect(counter.count == 5)
  }

  @Test func aReaderOfAKeySeesTheSharedValue() {
    @Shared(.inMemory("name")) var name = "Blob"
    @SharedReader(.inMemory("name")) var reader = "Other"

    $name.withLock { $0 = "Blob Jr." }

    #expect(reader == "Blob Jr.")
  }
}

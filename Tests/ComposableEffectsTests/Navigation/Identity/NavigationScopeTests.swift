@testable import ComposableEffects
import ComposableEffectsTestSupport
import Testing

/// The identifiers a navigation scope registers and cancels, driven through the pure
/// cancellation state machine: a cancellation reaches its own scope and the scopes beneath it.
@Suite struct NavigationScopeTests {
  typealias Machine = CancellationStateMachine<String>

  struct Root {
    var child: Int?
    var other: Int?
  }

  let timer = AnyHashableSendable("timer")
  let root = NavigationScope.root
  let child: NavigationScope
  let other: NavigationScope
  let grandchild: NavigationScope

  init() {
    let childID = ChildEffectID.child(.optional(\Root.child))
    self.child = .root.entering(childID)
    self.other = .root.entering(ChildEffectID.child(.optional(\Root.other)))
    let grandchildID = childID.run { ChildEffectID.child(.optional(\Root.child)) }
    self.grandchild = self.child.entering(grandchildID)
  }

  /// Reserves and attaches an effect made cancellable with `timer` in `scope`.
  private func start(_ name: String, in scope: NavigationScope, _ machine: inout Machine) {
    let token = machine.reserve(ids: scope.registrationIDs(for: self.timer))
    _ = machine.attach(name, to: token)
  }

  private func elements(_ ids: SmallSet<AnyHashableSendable>) -> Set<AnyHashableSendable> {
    var elements: Set<AnyHashableSendable> = []
    ids.forEach { elements.insert($0) }
    return elements
  }

  private func cancel(from scope: NavigationScope, _ machine: inout Machine) -> Set<String> {
    Set(machine.cancel(id: scope.cancellationID(for: self.timer)))
  }

  @Test func atTheRootAnIdentifierIsUsedAsItIs() {
    #expect(elements(self.root.registrationIDs(for: self.timer)) == [self.timer])
    #expect(self.root.cancellationID(for: self.timer) == self.timer)
  }

  @Test func theRootCancelsTheEffectsOfEveryScopeBeneathIt() {
    var machine = Machine()
    start("root", in: root, &machine)
    start("child", in: child, &machine)
    start("grandchild", in: grandchild, &machine)
    #expect(cancel(from: root, &machine) == ["root", "child", "grandchild"])
  }

  @Test func aChildCancelsItsOwnEffectsAndItsChildrensOnly() {
    var machine = Machine()
    start("root", in: root, &machine)
    start("child", in: child, &machine)
    start("other", in: other, &machine)
    start("grandchild", in: grandchild, &machine)
    #expect(cancel(from: child, &machine) == ["child", "grandchild"])
    #expect(cancel(from: root, &machine) == ["root", "other"])
  }

  @Test func aGrandchildCancelsNothingAboveIt() {
    var machine = Machine()
    start("root", in: root, &machine)
    start("child", in: child, &machine)
    #expect(cancel(from: grandchild, &machine).isEmpty)
    #expect(machine.count(for: timer) == 2)
  }

  @Test func anIdentifierAlreadyScopedIsRegisteredAsTheUnscopedOne() {
    let scoped = child.cancellationID(for: timer)
    #expect(child.cancellationID(for: scoped) == scoped)
    #expect(
      elements(child.registrationIDs(for: scoped)) == elements(child.registrationIDs(for: timer))
    )
  }

  @Test func withTaskCancellationInAChildIsRegisteredForTheRootToCancel() async {
    let registry = CancellationRegistry()
    let (started, didStart) = AsyncStream<Void>.makeStream()
    let task = Task { [child, timer] in
      try await withDependencies {
        $0.cancellationRegistry = registry
        $0.navigationScope = child
      } operation: {
        try await withTaskCancellation(id: timer) {
          didStart.yield()
          try await Task.never()
        }
      }
    }
    for await _ in started { break }
    #expect(registry.count(for: root.cancellationID(for: timer)) == 1)
    #expect(registry.count(for: other.cancellationID(for: timer)) == 0)
    registry.cancel(id: root.cancellationID(for: timer))
    #expect(registry.count(for: child.cancellationID(for: timer)) == 0)
    // Cancelled by now; cancelling the caller too keeps a regression from waiting for ever.
    task.cancel()
    await #expect(throws: CancellationError.self) { try await task.value }
  }
}

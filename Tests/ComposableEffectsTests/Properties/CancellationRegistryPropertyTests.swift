@testable import ComposableEffects
import PropertyBased
import Testing

@Suite struct CancellationRegistryPropertyTests {
  static let operations = zip(Gen.int(in: 0...9), Gen.int(in: 0...11))
    .map { RegistryOperation(kind: $0, argument: $1) }
    .array(of: 0...40)

  /// Scope 0 is the root; 1 and 2 are presented by it, and 3 by 1 (``NavigationScopeModel``).
  static let scopes: [NavigationScope] = {
    struct Root { var child: Int?, other: Int? }
    let child = ChildEffectID.child(.optional(\Root.child))
    let grandchild = child.run { ChildEffectID.child(.optional(\Root.child)) }
    return [
      .root,
      .root.entering(child),
      .root.entering(ChildEffectID.child(.optional(\Root.other))),
      NavigationScope.root.entering(child).entering(grandchild),
    ]
  }()

  /// 500 random sequences of up to 40 operations, at the root and in a small navigation tree;
  /// each step compares what the state machine returns and counts with the model, and
  /// finishing every effect leaves it empty.
  @Test func randomOperationSequencesMatchTheModel() async {
    await propertyCheck(count: 500, input: Self.operations) { operations in
      var machine = CancellationStateMachine<Int>()
      var model = CancellationRegistryModel()
      var tokens: [CancellationStateMachine<Int>.Token] = []
      for operation in operations {
        switch operation {
        case .reserve(let ids):
          tokens.append(machine.reserve(ids: SmallSet(ids.map(AnyHashableSendable.init))))
          model.reserve(ids: ids)
        case .reserveInScope(let scope, let id):
          let ids = Self.scopes[scope].registrationIDs(for: AnyHashableSendable(id))
          tokens.append(machine.reserve(ids: ids))
          model.reserve(id: id, inScope: scope)
        case .attach(let index):
          guard !tokens.isEmpty else { continue }
          let token = index % tokens.count
          let action = machine.attach(token, to: tokens[token])
          #expect((action == .cancel) == model.attach(token), "\(operation)")
        case .finish(let index):
          guard !tokens.isEmpty else { continue }
          let token = index % tokens.count
          machine.finish(tokens[token])
          model.finish(token)
        case .cancel(let id):
          let cancelled = machine.cancel(id: AnyHashableSendable(id))
          #expect(cancelled.count == Set(cancelled).count, "\(operation) returned a task twice")
          let reached = model.cancel {
            CancellationRegistryModel.cancelling(id, fromScope: 0, reaches: $0)
          }
          #expect(Set(cancelled) == reached, "\(operation)")
        case .cancelFromScope(let scope, let id):
          let cancelled = machine.cancel(
            id: Self.scopes[scope].cancellationID(for: AnyHashableSendable(id))
          )
          #expect(cancelled.count == Set(cancelled).count, "\(operation) returned a task twice")
          let reached = model.cancel {
            CancellationRegistryModel.cancelling(id, fromScope: scope, reaches: $0)
          }
          #expect(Set(cancelled) == reached, "\(operation)")
        case .cancelAll:
          let cancelled = machine.cancelAll()
          model.isClosed = true
          #expect(Set(cancelled) == model.cancel { _ in true }, "\(operation)")
        }
        #expect(machine.inFlightCount == model.inFlightCount, "after \(operation)")
        for id in RegistryOperation.ids {
          #expect(
            machine.count(for: AnyHashableSendable(id)) == model.count(for: id),
            "count for \(id) after \(operation)"
          )
        }
      }
      for token in tokens {
        machine.finish(token)
      }
      #expect(machine.inFlightCount == 0)
      for id in RegistryOperation.ids {
        #expect(machine.count(for: AnyHashableSendable(id)) == 0)
        #expect(machine.cancel(id: AnyHashableSendable(id)).isEmpty)
      }
    }
  }
}

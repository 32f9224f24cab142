import ComposableEffects
import Foundation
import Testing
import Todos
import TodosSession

/// The changes a page is sent instead of the list: applied in order to the list before, they
/// give the list after, and they are as few as what changed.
@Suite struct ListChangeTests {
  @Test func anAddIsOneInsertWhateverTheLengthOfTheList() {
    for count in [30, 30_000] {
      let before = list(count)
      var after = before
      after.insert(Todo.State(description: "Milk", id: UUID(count)), at: 0)

      let changes = ListChange.changes(from: before, to: after)

      #expect(changes == [.insert(.init(Todo.State(description: "Milk", id: UUID(count))), index: 0)])
    }
  }

  @Test func completingATodoIsOneUpdate() {
    let before = list(5)
    var after = before
    after[id: UUID(2)]?.isComplete = true

    #expect(ListChange.changes(from: before, to: after) == [.update(.init(after[id: UUID(2)]!))])
  }

  @Test func sortingACompletedTodoDownIsOneMove() {
    let before = list(5)
    var after = before
    let todo = after.remove(id: UUID(0))!
    after.append(todo)

    #expect(ListChange.changes(from: before, to: after) == [.move(id: UUID(0), index: 4)])
  }

  @Test func deletingIsOneRemove() {
    let before = list(5)
    var after = before
    after.remove(id: UUID(3))

    #expect(ListChange.changes(from: before, to: after) == [.remove(id: UUID(3))])
  }

  @Test func anyChangeOfTheListIsCarriedByItsChanges() {
    var random = SplitMix(seed: 7)
    for _ in 0..<2_000 {
      let before = randomList(&random)
      let after = randomList(&random, from: before)

      var page = before.map(ServerMessage.PageTodo.init)
      for change in ListChange.changes(from: before, to: after) {
        change.apply(to: &page)
      }

      #expect(page == after.map(ServerMessage.PageTodo.init))
    }
  }

  private func list(_ count: Int) -> IdentifiedArrayOf<Todo.State> {
    IdentifiedArray(uncheckedUniqueElements: (0..<count).map { Todo.State(description: "Todo \($0)", id: UUID($0)) })
  }

  // A list of up to 12 todos drawn from 16 identities, some of `from`'s kept (changed or not),
  // in a shuffled order.
  private func randomList(
    _ random: inout SplitMix,
    from base: IdentifiedArrayOf<Todo.State> = []
  ) -> IdentifiedArrayOf<Todo.State> {
    var todos: IdentifiedArrayOf<Todo.State> = []
    for todo in base where random.next() % 3 != 0 {
      var todo = todo
      if random.next() % 4 == 0 { todo.isComplete.toggle() }
      if random.next() % 5 == 0 { todo.description += "!" }
      todos.append(todo)
    }
    for _ in 0..<(random.next() % 5) {
      todos.append(Todo.State(description: "New", id: UUID(Int(random.next() % 16))))
    }
    var elements = Array(todos)
    if random.next() % 2 == 0 {
      for index in elements.indices.reversed() where index > 0 {
        elements.swapAt(index, Int(random.next() % UInt64(index + 1)))
      }
    } else if elements.count > 1, random.next() % 2 == 0 {
      let moved = elements.remove(at: Int(random.next() % UInt64(elements.count)))
      elements.insert(moved, at: Int(random.next() % UInt64(elements.count + 1)))
    }
    return IdentifiedArray(uncheckedUniqueElements: elements)
  }
}

/// A small seeded generator, so that a failure repeats.
struct SplitMix {
  var state: UInt64

  init(seed: UInt64) {
    state = seed
  }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}

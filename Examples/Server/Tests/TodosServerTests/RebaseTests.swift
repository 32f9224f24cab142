import ComposableEffects
import Foundation
import Testing
import Todos

@testable import TodosServer

/// How an instance takes in another's change to the shared table while it has changes of its own
/// not written yet.
struct RebaseTests {
  let milk = Todo.State(description: "Milk", id: UUID(), isComplete: false)
  let eggs = Todo.State(description: "Eggs", id: UUID(), isComplete: false)
  let bread = Todo.State(description: "Bread", id: UUID(), isComplete: false)

  @Test func withoutChangesOfItsOwnTheInstanceTakesTheTable() {
    let base: IdentifiedArrayOf<Todo.State> = [milk, eggs]
    let table: IdentifiedArrayOf<Todo.State> = [eggs, bread]
    #expect(TodosRebase.rebase(base, from: base, onto: table) == table)
  }

  @Test func aTodoAddedHereIsKeptBesideOneAddedThere() {
    let base: IdentifiedArrayOf<Todo.State> = [milk]
    let current: IdentifiedArrayOf<Todo.State> = [eggs, milk]
    let table: IdentifiedArrayOf<Todo.State> = [bread, milk]
    #expect(TodosRebase.rebase(current, from: base, onto: table).map(\.description) == ["Eggs", "Bread", "Milk"])
  }

  @Test func aChangeHereToATodoChangedThereIsTheOneKept() {
    var completed = milk
    completed.isComplete = true
    var renamed = milk
    renamed.description = "Oat milk"
    let rebased = TodosRebase.rebase([completed], from: [milk], onto: [renamed])
    #expect(rebased == [completed])
  }

  @Test func aChangeHereToATodoDeletedThereIsDropped() {
    var completed = milk
    completed.isComplete = true
    let rebased = TodosRebase.rebase([completed, eggs], from: [milk, eggs], onto: [eggs])
    #expect(rebased == [eggs])
  }

  @Test func aTodoDeletedHereStaysDeletedWhateverWasChangedThere() {
    var renamed = milk
    renamed.description = "Oat milk"
    let rebased = TodosRebase.rebase([eggs], from: [milk, eggs], onto: [renamed, eggs, bread])
    #expect(rebased == [eggs, bread])
  }

  @Test func aTodoMovedHereGoesAfterTheSameTodoWhateverTheTablesOrder() {
    // Here milk was moved after eggs; there bread was moved first.
    let base: IdentifiedArrayOf<Todo.State> = [milk, eggs, bread]
    let current: IdentifiedArrayOf<Todo.State> = [eggs, milk, bread]
    let table: IdentifiedArrayOf<Todo.State> = [bread, milk, eggs]
    #expect(
      TodosRebase.rebase(current, from: base, onto: table).map(\.description) == ["Bread", "Eggs", "Milk"]
    )
  }
}

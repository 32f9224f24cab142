import ComposableEffects
import Contacts
import Echo
import Home
import SyncUps
import Todos

@MainActor
func run() {
  let store = Store(initialState: Todos.State()) { Todos() }
  store.send(.add("Adopt swift-composable-effects"))
  print(store.todos.count, "todo;", ContactsFiles.saved.lastPathComponent)
}
run()

import ArgumentParser
import ComposableEffects
import Foundation
import Rainbow
import Todos

/// `examples todos`: TCA's todo list. On a terminal you drive it with commands; when standard
/// input is not a terminal, or with `--auto`, a scripted session plays: todos added and typed
/// through bindings, two completed within the second so that one sort follows both, the list
/// filtered, and the completed ones cleared through the confirmation dialog.
struct TodosCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "todos",
    abstract: "A todo list with bindings, filtering, a debounced sort and a confirmation dialog."
  )

  @OptionGroup var options: SpeedOptions

  @Flag(help: "Play the scripted session, even on a terminal.")
  var auto = false

  @Flag(help: "Read commands from standard input, even when it is not a terminal.")
  var interactive = false

  func validate() throws {
    guard !(auto && interactive) else {
      throw ValidationError("--auto and --interactive exclude each other.")
    }
  }

  @MainActor
  func run() async throws {
    heading("Todos: bindings, filtering, a debounced sort and a confirmation dialog")
    let store = liveStore(
      initialState: Todos.State(),
      reducer: Todos(),
      speed: options.speed
    )
    let isTerminal = isatty(FileHandle.standardInput.fileDescriptor) != 0
    if interactive || (isTerminal && !auto) {
      await TodosSession(store: store).run()
    } else {
      note("standard input is not a terminal or --auto is set: a scripted session plays")
      await playScript(store: store)
    }
  }

  /// The scripted session.
  @MainActor
  private func playScript(store: StoreOf<Todos>) async {
    let user = SpeedClock(speed: options.speed)
    func pause(_ milliseconds: Int = 400) async {
      try? await user.sleep(for: .milliseconds(milliseconds))
    }

    for description in ["Call the plumber", "Buy eggs", "Buy milk", "Water the plants"] {
      store.send(.addTodoButtonTapped)
      let id = store.todos[0].id
      store.send(.todos(.element(id: id, action: .binding(.set(\.description, description)))))
      await pause()
    }
    printTodos(of: store)

    note("ticking off \"Buy milk\", then \"Buy eggs\" half a second later: the sort waits for a second of calm")
    let order = store.todos.ids
    let start = user.now
    complete("Buy milk", in: store)
    await pause(500)
    complete("Buy eggs", in: store)
    let secondTick = user.now
    note("still in the order typed, completed todos among the others:")
    printTodos(of: store)
    while store.todos.ids == order,
      await observeChange(of: { _ = store.todos }, timeout: .seconds(5), clock: user)
    {}
    let now = user.now
    note(
      "sorted \(milliseconds(start.duration(to: now))) after the first tick, "
        + "\(milliseconds(secondTick.duration(to: now))) after the second: one sort for both"
    )
    printTodos(of: store)
    await pause()

    for filter in [Filter.completed, .active, .all] {
      store.send(.binding(.set(\.filter, filter)))
      printTodos(of: store)
      await pause()
    }

    store.send(.clearCompletedButtonTapped)
    printDialog(of: store)
    await pause()
    note("cancelling the dialog keeps the completed todos")
    store.send(.confirmationDialog(.dismiss))
    printTodos(of: store)
    await pause()

    store.send(.clearCompletedButtonTapped)
    printDialog(of: store)
    await pause()
    note("confirming clears them")
    store.send(.confirmationDialog(.presented(.confirmClearCompleted)))
    printTodos(of: store)
  }

  /// Ticks off the todo with `description`.
  @MainActor
  private func complete(_ description: String, in store: StoreOf<Todos>) {
    guard let todo = store.todos.first(where: { $0.description == description }) else { return }
    store.send(.todos(.element(id: todo.id, action: .binding(.set(\.isComplete, true)))))
  }

  private func milliseconds(_ duration: Duration) -> String {
    let (seconds, attoseconds) = duration.components
    return "\(seconds * 1000 + attoseconds / 1_000_000_000_000_000) ms"
  }
}

/// The interactive session: one command a line, the list printed after each, and again when
/// the delayed sort reorders it between commands.
@MainActor
private final class TodosSession {
  let store: StoreOf<Todos>

  /// The list as last printed, to tell when the store changed it on its own.
  private var shown: IdentifiedArrayOf<Todo.State> = []

  init(store: StoreOf<Todos>) {
    self.store = store
  }

  func run() async {
    printHelp()
    printList()
    prompt()
    let watcher = Task { await self.reprintWhenSorted() }
    defer { watcher.cancel() }
    let lines = standardInputLines()
    var awaitingConfirmation = false
    for await line in lines {
      let words = line.split(separator: " ", maxSplits: 1).map(String.init)
      if awaitingConfirmation {
        awaitingConfirmation = false
        if ["y", "yes"].contains(line.trimmingCharacters(in: .whitespaces).lowercased()) {
          store.send(.confirmationDialog(.presented(.confirmClearCompleted)))
        } else {
          store.send(.confirmationDialog(.dismiss))
        }
        printList()
        prompt()
        continue
      }
      switch (words.first?.lowercased(), words.count > 1 ? words[1] : nil) {
      case (nil, _):
        break
      case ("add", let text?):
        store.send(.addTodoButtonTapped)
        let id = store.todos[0].id
        store.send(.todos(.element(id: id, action: .binding(.set(\.description, text)))))
        printList()
      case ("done", let number?), ("undo", let number?):
        guard let todo = todo(numbered: number) else { break }
        let isComplete = words[0].lowercased() == "done"
        store.send(.todos(.element(id: todo.id, action: .binding(.set(\.isComplete, isComplete)))))
        printList()
        note("completed todos sort down after a second without ticks")
      case ("delete", let number?):
        guard let offset = offset(numbered: number) else { break }
        store.send(.delete([offset]))
        printList()
      case ("filter", let name?):
        guard let filter = Filter.allCases.first(where: { $0.rawValue.lowercased() == name.lowercased() })
        else {
          print("Filters: all, active, completed.".red)
          break
        }
        store.send(.binding(.set(\.filter, filter)))
        printList()
      case ("clear", nil):
        store.send(.clearCompletedButtonTapped)
        printDialog(of: store)
        awaitingConfirmation = true
        printPrompt("Clear them? [y/N] ".yellow)
        continue
      case ("list", nil):
        printList()
      case ("help", nil):
        printHelp()
      case ("quit", nil), ("exit", nil):
        return
      default:
        print("Unknown command: \(line). Type help for the commands.".red)
      }
      prompt()
    }
  }

  /// Prints the list again whenever it changes without a command having printed it: the
  /// sort that follows a second after the last tick.
  private func reprintWhenSorted() async {
    while await observeChange(of: { _ = store.todos }) {
      guard store.filteredTodos != shown else { continue }
      print()
      note("a second passed since the last tick: completed todos sorted down")
      printList()
      prompt()
    }
  }

  private func printList() {
    printTodos(of: store)
    shown = store.filteredTodos
  }

  /// The todo shown with `number` in the filtered list, or `nil` after saying there is none.
  private func todo(numbered number: String) -> Todo.State? {
    offset(numbered: number).map { store.filteredTodos[$0] }
  }

  /// The offset in the filtered list of the todo shown with `number`, or `nil` after saying
  /// there is none.
  private func offset(numbered number: String) -> Int? {
    guard let number = Int(number.trimmingCharacters(in: .whitespaces)),
      store.filteredTodos.indices.contains(number - 1)
    else {
      print("No todo numbered \(number) in the list shown.".red)
      return nil
    }
    return number - 1
  }

  private func prompt() {
    printPrompt("> ".cyan)
  }

  private func printHelp() {
    print(
      """
      Commands: add TEXT, done N, undo N, delete N, filter all|active|completed, clear, list, \
      help, quit.
      """.dim
    )
  }
}

/// Prints `text` without ending the line, at once.
private func printPrompt(_ text: String) {
  print(text, terminator: "")
  fflush(nil)
}

/// Prints the filtered list as a view would show it, numbered from 1.
@MainActor
private func printTodos(of store: StoreOf<Todos>) {
  let completed = store.todos.filter(\.isComplete).count
  print(
    "  \(store.filter.rawValue): \(store.filteredTodos.count) shown of \(store.todos.count), "
      + "\(completed) completed".bold
  )
  if store.filteredTodos.isEmpty {
    print("    (none)".dim)
  }
  for (offset, todo) in store.filteredTodos.enumerated() {
    let box = todo.isComplete ? "[x]".green : "[ ]"
    let description = todo.description.isEmpty ? "(untitled)".dim : todo.description
    print("    \(offset + 1). \(box) \(todo.isComplete ? description.strikethrough : description)")
  }
}

/// Prints the confirmation dialog the store shows, if any, as its title, message and buttons.
@MainActor
private func printDialog(of store: StoreOf<Todos>) {
  guard let dialog = store.confirmationDialog else { return }
  print("  ┌ \(String(state: dialog.title))".yellow.bold)
  if let message = dialog.message {
    print("  │ \(String(state: message))".yellow)
  }
  let buttons = dialog.buttons.map { button in
    let label = String(state: button.label)
    return button.role == .destructive ? label.red : label
  }
  print("  └ " + buttons.joined(separator: " · "))
}

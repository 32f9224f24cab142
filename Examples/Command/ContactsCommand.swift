import ArgumentParser
import ComposableEffects
import Contacts
import Foundation
import Rainbow

/// `examples contacts`: TCA's contacts tutorial, driven through a live store: the add form
/// saves with `dismiss()`, deleting asks with an alert, and a contact's detail is pushed on a
/// stack, with an edit sheet of its own.
///
/// On a terminal (or with `--interactive`) it reads commands; otherwise a scripted session
/// plays.
struct ContactsCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "contacts",
    abstract: "TCA's contacts: a form that saves with dismiss(), delete alerts, a stack of details with an edit sheet."
  )

  @OptionGroup var options: SpeedOptions

  @Flag(help: "Read commands from standard input even when it is not a terminal.")
  var interactive = false

  @MainActor
  func run() async throws {
    heading("Contacts: presentation, alerts and a navigation stack")
    let store = liveStore(
      initialState: ContactsFeature.State(),
      reducer: ContactsFeature(),
      speed: options.speed
    )
    let app = ContactsApp(store: store, user: SpeedClock(speed: options.speed))
    if interactive || isatty(FileHandle.standardInput.fileDescriptor) != 0 {
      await app.runPrompt()
    } else {
      note("standard input is not a terminal: playing a scripted session (--interactive to type commands)")
      await app.runScript()
    }
  }
}

/// What a user does on the contacts screens, as actions sent to the store: the taps a SwiftUI
/// view would send.
@MainActor
private final class ContactsApp {
  let store: StoreOf<ContactsFeature>
  let user: SpeedClock
  // A SwiftUI `NavigationStack` hands out the identifiers of the elements it pushes; this
  // "view" numbers them itself, 0, 1, 2…, and the stack's own identifiers skip past them.
  private var nextElement = 0

  init(store: StoreOf<ContactsFeature>, user: SpeedClock) {
    self.store = store
    self.user = user
  }

  // MARK: - The scripted session

  func runScript() async {
    note("tap add, type a name, tap save: the form tells the list, then dismisses itself")
    await add("Blob")
    await add("Blob Jr.")
    await add("Blob Sr.")
    printScreen()

    note("tap add, then cancel: the form dismisses itself and nothing is saved")
    await pause()
    store.send(.addButtonTapped)
    await pause()
    await store.send(.destination(.presented(.addContact(.cancelButtonTapped)))).finish()
    printScreen()

    note("select Blob Jr.: its detail is pushed on the stack")
    await open(2)
    printScreen()
    note("edit it: the sheet saves into the detail, which tells the list")
    await edit("Blob II")
    printScreen()
    note("back to the list: the detail is popped")
    await back()
    printScreen()

    note("select Blob Sr., tap delete, then cancel the alert: nothing happens")
    await open(3)
    await deleteShownContact(confirming: false)
    printScreen()
    note("tap delete again and confirm: the detail tells the list, and dismiss() pops it")
    await deleteShownContact(confirming: true)
    printScreen()

    note("swipe Blob away in the list, dismiss the alert, then do it again and confirm")
    await deleteFromList(1, confirming: false)
    await deleteFromList(1, confirming: true)
    printScreen()
    note("the list ends with \(store.contacts.map(\.name).joined(separator: ", "))")
  }

  // MARK: - The interactive prompt

  func runPrompt() async {
    printHelp()
    printScreen()
    while let line = await prompt() {
      let words = line.split(separator: " ", maxSplits: 1).map(String.init)
      guard let command = words.first?.lowercased() else { continue }
      let argument = words.count > 1 ? words[1].trimmingCharacters(in: .whitespaces) : ""
      switch command {
      case "add" where !argument.isEmpty:
        guard store.path.isEmpty else {
          note("go back to the list first")
          continue
        }
        await add(argument)
      case "list":
        break
      case "open":
        guard let number = Int(argument) else {
          note("open takes a contact's number, as in: open 2")
          continue
        }
        await open(number)
      case "edit" where !argument.isEmpty:
        await edit(argument)
      case "delete":
        if store.path.isEmpty {
          guard let number = Int(argument) else {
            note("delete takes a contact's number, as in: delete 2")
            continue
          }
          await deleteFromList(number, confirming: nil)
        } else {
          await deleteShownContact(confirming: nil)
        }
      case "back":
        await back()
      case "quit", "exit", "q":
        return
      case "help", "?":
        printHelp()
        continue
      default:
        note("unknown command: \(line) (help lists them)")
        continue
      }
      printScreen()
    }
  }

  // MARK: - What the user does

  private func add(_ name: String) async {
    await pause()
    store.send(.addButtonTapped)
    await pause()
    store.send(.destination(.presented(.addContact(.setName(name)))))
    await pause()
    await store.send(.destination(.presented(.addContact(.saveButtonTapped)))).finish()
  }

  private func open(_ number: Int) async {
    guard store.path.isEmpty else {
      note("go back to the list first")
      return
    }
    guard store.contacts.indices.contains(number - 1) else {
      note("there is no contact \(number)")
      return
    }
    await pause()
    let id = StackElementID(integerLiteral: nextElement)
    nextElement += 1
    store.send(.path(.push(id: id, state: ContactDetailFeature.State(contact: store.contacts[number - 1]))))
  }

  private func edit(_ name: String) async {
    guard let id = store.path.ids.last else {
      note("open a contact first")
      return
    }
    await pause()
    store.send(.path(.element(id: id, action: .editButtonTapped)))
    await pause()
    store.send(.path(.element(id: id, action: .destination(.presented(.edit(.setName(name)))))))
    await pause()
    await store.send(
      .path(.element(id: id, action: .destination(.presented(.edit(.saveButtonTapped)))))
    ).finish()
  }

  private func back() async {
    guard let id = store.path.ids.last else {
      note("already at the list")
      return
    }
    await pause()
    store.send(.path(.popFrom(id: id)))
  }

  /// Deletes the contact whose detail is shown, answering its alert with `confirming`, or by
  /// asking the user when it is `nil`.
  private func deleteShownContact(confirming: Bool?) async {
    guard let id = store.path.ids.last else { return }
    await pause()
    store.send(.path(.element(id: id, action: .deleteButtonTapped)))
    guard case .alert(let alert) = store.path[id: id]?.destination else { return }
    guard await answer(alert, confirming: confirming) else {
      store.send(.path(.element(id: id, action: .destination(.dismiss))))
      return
    }
    await store.send(
      .path(.element(id: id, action: .destination(.presented(.alert(.confirmDeletion)))))
    ).finish()
  }

  /// Deletes the list's contact `number`, answering the alert as
  /// ``deleteShownContact(confirming:)`` does.
  private func deleteFromList(_ number: Int, confirming: Bool?) async {
    guard store.contacts.indices.contains(number - 1) else {
      note("there is no contact \(number)")
      return
    }
    await pause()
    store.send(.deleteButtonTapped(id: store.contacts[number - 1].id))
    guard case .alert(let alert) = store.destination else { return }
    // The alert's destructive button carries the action that deletes this very contact.
    guard await answer(alert, confirming: confirming),
      let confirmation = alert.buttons.lazy.compactMap(\.sentAction).first
    else {
      store.send(.destination(.dismiss))
      return
    }
    store.send(.destination(.presented(.alert(confirmation))))
  }

  /// Shows `alert` and tells whether the user confirmed it: `confirming`, or what the user
  /// answers when it is `nil`.
  private func answer<Action>(_ alert: AlertState<Action>, confirming: Bool?) async -> Bool {
    let buttons = alert.buttons.map { "[\(String(state: $0.label))]" }.joined(separator: " ")
    print("  ⚠︎ \(String(state: alert.title))  \(buttons)".yellow.bold)
    if let confirming {
      await pause()
      note(confirming ? "the user taps Delete" : "the user dismisses the alert")
      return confirming
    }
    write("  delete? (y/n) ".yellow)
    let reply = await readLine()?.lowercased() ?? "n"
    return reply == "y" || reply == "yes" || reply == "delete"
  }

  // MARK: - Showing the screens

  private func printScreen() {
    if let detail = store.path.last {
      print("┌ \(detail.contact.name)".bold)
      print("│ contact \(detail.contact.id.uuidString.prefix(8))…, detail \(store.path.count) deep")
      print("└ edit NAME · delete · back".dim)
    } else {
      print("┌ Contacts (\(store.contacts.count))".bold)
      for (offset, contact) in store.contacts.enumerated() {
        print("│ \(offset + 1). \(contact.name)")
      }
      print("└ add NAME · open N · delete N · list · quit".dim)
    }
  }

  private func printHelp() {
    note("commands: add NAME, list, open N, edit NAME, delete [N], back, quit")
  }

  private func prompt() async -> String? {
    write("> ".cyan)
    return await readLine()
  }

  /// Prints `text` without ending the line, as a prompt.
  private func write(_ text: String) {
    print(text, terminator: "")
    fflush(nil)
  }

  /// A line of standard input, read off the main actor so the store's effects keep running.
  /// Echoed when standard input is not a terminal, which would have echoed it.
  private func readLine() async -> String? {
    let line = await Task.detached { Swift.readLine() }.value
    if let line, isatty(FileHandle.standardInput.fileDescriptor) == 0 {
      print(line)
    }
    return line
  }

  /// The user's pause between two taps.
  private func pause() async {
    try? await user.sleep(for: .milliseconds(400))
  }
}

extension ButtonState {
  /// The action tapping the button sends, if any.
  fileprivate var sentAction: Action? {
    var sent: Action?
    self.withAction { sent = $0 }
    return sent
  }
}

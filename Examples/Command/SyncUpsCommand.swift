import ArgumentParser
import ComposableEffects
import Foundation
import Rainbow
import SyncUps

/// `examples sync-ups`: TCA's SyncUps app driven through a live store. The sync-ups are
/// `@Shared(.syncUps)`, a JSON file in `--directory`, so a second run starts from what the
/// first saved; meetings are recorded with a timer and the simulated speech recogniser.
///
/// On a terminal (or with `--interactive`) it reads commands; otherwise a scripted session
/// plays: a sync-up is added through the form, opened, and a short meeting recorded, ended
/// early through the alert, and saved into the sync-up's meetings.
struct SyncUpsCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "sync-ups",
    abstract: "TCA's SyncUps: a list, a form, a detail, and meetings recorded with a timer and simulated speech, kept in a file (@Shared, .fileStorage)."
  )

  @OptionGroup var options: SpeedOptions

  @Option(help: "The directory of sync-ups.json (default: a temporary one).")
  var directory: String?

  @Flag(help: "Read commands from standard input even when it is not a terminal.")
  var interactive = false

  @MainActor
  func run() async throws {
    @Dependency(\.syncUpsFileURL) var temporaryURL
    let url = directory.map {
      URL(fileURLWithPath: $0).appendingPathComponent("sync-ups.json")
    } ?? temporaryURL
    heading("SyncUps: sync-ups kept in \(url.path)")
    let isTerminal = isatty(FileHandle.standardInput.fileDescriptor) != 0
    let scripted = !(interactive || isTerminal)
    // The scripted meeting lasts 15 seconds of the store's clock; it plays 5 times faster
    // still, so that it takes three seconds at --speed 1.
    let speed = scripted ? options.speed * 5 : options.speed
    let store = Store(initialState: AppFeature.State()) {
      AppFeature()._printChanges(.syncUps)
    } withDependencies: {
      $0.continuousClock = SpeedClock(speed: speed)
      $0.syncUpsFileURL = url
      $0.openSettings = { note("(a terminal has no settings screen to open)") }
    }
    let app = SyncUpsApp(store: store, user: SpeedClock(speed: speed))
    if store.syncUpsList.$syncUps.loadError != nil {
      note("the file could not be read: starting from an empty list, and the file is kept until a change")
    }
    note("the list starts from the file: \(store.syncUpsList.syncUps.count) sync-up(s)")
    app.printList()
    if scripted {
      note("standard input is not a terminal: playing a scripted session (--interactive to type commands)")
      await app.runScript()
    } else {
      await app.runPrompt()
    }
    // The file is written a moment after each change, and at exit; saving now makes the
    // last change safe whatever ends the process.
    try await store.syncUpsList.$syncUps.save()
    note("saved \(store.syncUpsList.syncUps.count) sync-up(s) to \(url.path)")
    note("run again with the same --directory to start from them")
  }
}

extension _ReducerPrinter where Action == AppFeature.Action {
  /// Prints the app's actions and changes, except the timer's ticks and the recogniser's
  /// results, which come several times a second during a meeting and are shown as the
  /// meeting's progress instead.
  fileprivate static var syncUps: Self {
    Self { action, oldState, newState in
      switch action {
      case .path(.element(_, .record(.timerTick))),
        .path(.element(_, .record(.speechResult))):
        return
      default:
        print(describeChange(action: action, oldState: oldState, newState: newState))
      }
    }
  }
}

/// What a user does on the SyncUps screens, as actions sent to the store: the taps a SwiftUI
/// view would send.
@MainActor
private final class SyncUpsApp {
  let store: StoreOf<AppFeature>
  let user: SpeedClock
  // A SwiftUI `NavigationStack` hands out the identifiers of the elements it pushes; this
  // "view" numbers them itself, from 1000 so as never to meet the stack's own.
  private var nextElement = 1000
  private var recording: Task<Void, Never>?

  init(store: StoreOf<AppFeature>, user: SpeedClock) {
    self.store = store
    self.user = user
  }

  // MARK: - The scripted session

  func runScript() async {
    let number = store.syncUpsList.syncUps.count + 1
    note("tap +, fill in the form, tap Add: the sync-up joins the shared list, and the file")
    add(
      title: "Morning sync #\(number)",
      attendees: ["Ada", "Grace", "Alan"],
      duration: .seconds(15)
    )
    printList()
    await pause()

    note("open it: its detail is pushed, sharing the sync-up with the list")
    guard open(store.syncUpsList.syncUps.count) else { return }
    await pause()

    note("tap Start Meeting: the detail asks the app to push the recorder")
    startMeeting()
    guard case .record = store.path.last else {
      note("the recorder was not pushed")
      return
    }
    note("the recorder runs: a timer gives each attendee 5 seconds, the simulated recogniser transcribes")
    await watchMeeting(for: .seconds(11))

    note("tap End meeting before the time is up: an alert asks what to do")
    sendToRecorder(.endMeetingButtonTapped)
    printAlert()
    await pause()
    note("tap Save and end: the meeting joins the sync-up's meetings, and the recorder dismisses itself")
    sendToRecorder(.alert(.presented(.confirmSave)))
    await waitForRecorderToClose()
    printDetail()
  }

  // MARK: - The interactive prompt

  func runPrompt() async {
    printHelp()
    let lines = standardInputLines()
    printPrompt()
    for await line in lines {
      let words = line.split(separator: " ", maxSplits: 1).map(String.init)
      let argument = words.count > 1 ? words[1].trimmingCharacters(in: .whitespaces) : ""
      switch words.first?.lowercased() {
      case nil:
        break
      case "list":
        printList()
      case "add" where !argument.isEmpty:
        guard store.path.isEmpty else {
          note("go back to the list first")
          break
        }
        let parts = argument.split(separator: ":", maxSplits: 1)
        let names = parts.count > 1
          ? parts[1].split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
          : []
        add(title: String(parts[0]), attendees: names, duration: .seconds(30))
        printList()
      case "open":
        if let number = Int(argument), open(number) { printDetail() }
      case "delete":
        deleteShownSyncUp()
      case "record":
        guard case .detail = store.path.last else {
          note("open a sync-up first")
          break
        }
        startMeeting()
        if case .record = store.path.last {
          recording = Task { await self.watchMeeting(for: nil) }
        } else {
          printAlert()
        }
      case "next":
        sendToRecorder(.nextButtonTapped)
        printAlert()
      case "end":
        sendToRecorder(.endMeetingButtonTapped)
        printAlert()
        note("then: save, discard or resume")
      case "save":
        sendToRecorder(.alert(.presented(.confirmSave)))
        await waitForRecorderToClose()
        printDetail()
      case "discard":
        sendToRecorder(.alert(.presented(.confirmDiscard)))
        await waitForRecorderToClose()
        printDetail()
      case "resume":
        sendToRecorder(.alert(.dismiss))
      case "back":
        if let id = store.path.ids.last {
          store.send(.path(.popFrom(id: id)))
        }
        printList()
      case "help":
        printHelp()
      case "quit", "exit":
        recording?.cancel()
        return
      default:
        note("unknown command: \(line); type help for the commands")
      }
      printPrompt()
    }
  }

  // MARK: - Taps

  /// Opens the add form, types `title`, `attendees` and `duration` into it, and taps Add.
  func add(title: String, attendees: [String], duration: Duration) {
    store.send(.syncUpsList(.addSyncUpButtonTapped))
    for _ in attendees.dropFirst() {
      store.send(.syncUpsList(.addSyncUp(.presented(.addAttendeeButtonTapped))))
    }
    guard var syncUp = store.syncUpsList.addSyncUp?.syncUp else { return }
    syncUp.title = title
    syncUp.duration = duration
    for (row, name) in zip(syncUp.attendees.ids, attendees) {
      syncUp.attendees[id: row]?.name = name
    }
    store.send(.syncUpsList(.addSyncUp(.presented(.binding(.set(\.syncUp, syncUp))))))
    store.send(.syncUpsList(.confirmAddSyncUpButtonTapped))
  }

  /// Pushes the detail of the sync-up numbered `number` in the list.
  @discardableResult
  func open(_ number: Int) -> Bool {
    guard store.path.isEmpty else {
      note("go back to the list first")
      return false
    }
    let syncUps = store.syncUpsList.$syncUps
    guard syncUps.wrappedValue.indices.contains(number - 1),
      let syncUp = Shared(syncUps[id: syncUps.wrappedValue[number - 1].id])
    else {
      note("there is no sync-up \(number)")
      return false
    }
    let id = StackElementID(integerLiteral: nextElement)
    nextElement += 1
    store.send(.path(.push(id: id, state: .detail(SyncUpDetail.State(syncUp: syncUp)))))
    return true
  }

  /// Taps Start Meeting on the detail shown.
  func startMeeting() {
    guard let id = store.path.ids.last else { return }
    store.send(.path(.element(id: id, action: .detail(.startMeetingButtonTapped))))
  }

  /// Taps Delete on the detail shown, and confirms.
  func deleteShownSyncUp() {
    guard let id = store.path.ids.last, case .detail = store.path.last else {
      note("open a sync-up first")
      return
    }
    store.send(.path(.element(id: id, action: .detail(.deleteButtonTapped))))
    printAlert()
    note("confirming")
    store.send(.path(.element(id: id, action: .detail(.destination(.presented(.alert(.confirmDeletion)))))))
  }

  /// Sends `action` to the recorder, when it is shown.
  func sendToRecorder(_ action: RecordMeeting.Action) {
    guard let id = store.path.ids.last, case .record = store.path.last else {
      note("no meeting is being recorded")
      return
    }
    store.send(.path(.element(id: id, action: .record(action))))
  }

  // MARK: - Watching

  /// Starts the recorder shown (as its view's `.task` would) and prints the speaker and the
  /// transcript as they change, for `duration` of the store's clock or until the recorder
  /// closes.
  func watchMeeting(for duration: Duration?) async {
    guard let id = store.path.ids.last, case .record = store.path.last else { return }
    store.send(.path(.element(id: id, action: .record(.onTask))))
    let start = user.now
    var lastSpeaker = -1
    while case .record(let recorder) = store.path[id: id] {
      if recorder.speakerIndex != lastSpeaker, recorder.alert == nil {
        lastSpeaker = recorder.speakerIndex
        let name = recorder.syncUp.attendees[recorder.speakerIndex].name
        note("\(recorder.secondsElapsed) s: \(name.isEmpty ? "someone" : name) is speaking")
      }
      if let duration, start.duration(to: user.now) >= duration {
        note("heard so far: \"\(recorder.transcript)\"")
        return
      }
      let remaining = duration.map { $0 - start.duration(to: user.now) } ?? .seconds(3600)
      let changed = await observeChange(
        of: { _ = store.path[id: id] }, timeout: remaining, clock: user
      )
      // Quitting cancels the watch of an interactive meeting.
      if !changed, Task.isCancelled { return }
    }
    if duration == nil {
      print()
      note("the meeting is over")
      printDetail()
      printPrompt()
    }
  }

  /// Waits until the recorder has dismissed itself.
  func waitForRecorderToClose() async {
    while case .record = store.path.last,
      await observeChange(of: { _ = store.path.count }, timeout: .seconds(10), clock: user)
    {}
  }

  private func pause() async {
    try? await user.sleep(for: .milliseconds(400))
  }

  // MARK: - Screens

  /// Prints the list as its screen shows it, numbered from 1.
  func printList() {
    let syncUps = store.syncUpsList.syncUps
    print("  Daily sync-ups: \(syncUps.count)".bold)
    if syncUps.isEmpty {
      print("    (none)".dim)
    }
    for (offset, syncUp) in syncUps.enumerated() {
      print(
        "    \(offset + 1). \(syncUp.title.isEmpty ? "(untitled)" : syncUp.title) · "
          + "\(syncUp.attendees.count) attendee(s) · \(syncUp.duration.components.seconds) s · "
          + "\(syncUp.theme.name) · \(syncUp.meetings.count) past meeting(s)"
      )
    }
  }

  /// Prints the detail shown, with its past meetings.
  func printDetail() {
    guard case .detail(let detail) = store.path.last else {
      printList()
      return
    }
    let syncUp = detail.syncUp
    print("  \(syncUp.title)".bold)
    print("    attendees: \(syncUp.attendees.map(\.name).joined(separator: ", "))")
    print("    length: \(syncUp.duration.components.seconds) s, theme: \(syncUp.theme.name)")
    print("    past meetings: \(syncUp.meetings.count)")
    for meeting in syncUp.meetings {
      let transcript = meeting.transcript.isEmpty ? "(no transcript)" : "\"\(meeting.transcript)\""
      print("      \(meeting.date.formatted(date: .abbreviated, time: .standard)): \(transcript)")
    }
  }

  /// Prints the alert shown by the detail or the recorder, if any.
  func printAlert() {
    switch store.path.last {
    case .detail(let detail):
      if case .alert(let alert) = detail.destination { printAlert(alert) }
    case .record(let recorder):
      if let alert = recorder.alert { printAlert(alert) }
    default:
      break
    }
  }

  private func printAlert<Action>(_ alert: AlertState<Action>) {
    print("  ┌ \(String(state: alert.title))".yellow.bold)
    if let message = alert.message {
      print("  │ \(String(state: message))".yellow)
    }
    let buttons = alert.buttons.map { button in
      let label = String(state: button.label)
      return button.role == .destructive ? label.red : label
    }
    print("  └ " + buttons.joined(separator: " · "))
  }

  private func printPrompt() {
    print("> ".cyan, terminator: "")
    fflush(nil)
  }

  private func printHelp() {
    print(
      """
      Commands: list, add TITLE[: NAME, NAME…], open N, delete, record, next, end, save, \
      discard, resume, back, help, quit.
      """.dim
    )
  }
}

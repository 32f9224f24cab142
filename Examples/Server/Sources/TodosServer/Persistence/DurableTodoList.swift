import ComposableEffects
import CoreMetrics
import Metrics
import Foundation
import Logging
import NIOCore
import Synchronization
import Todos
import TodosSession

/// The list as its file or its database table durably holds it, how changes get there, and the
/// pages told of them.
///
/// Every change the sessions make to the shared list comes here (``DurableTodosKey``). It is
/// written to the file or the table, together with the changes made while the write before it ran (see
/// ``GroupCommitStateMachine``), and only once the write is durable are the pages sent what
/// changed: a page never shows a change that a crash could lose. A failed write is retried after
/// a pause, and the pages are told meanwhile that their changes are not saved.
///
/// Another instance's change, told by the table's key, is durable already: the pages are sent it
/// as it comes, without waiting for the sessions to take it in or for a write of this instance.
///
/// Writes to the file run one at a time on a queue of their own, not on the tasks' threads, as
/// they wait for the disk. Writes to a table run one at a time too, each answered by the
/// `.postgres` key once committed; other instances' changes to the table come in through
/// ``outsideChanged(_:before:)`` and reach the sessions through ``adoptOutsideChange(_:adopt:)``.
final class DurableTodoList: Sendable {
  typealias Todos = IdentifiedArrayOf<Todo.State>
  typealias Machine = GroupCommitStateMachine<Todos, CheckedContinuation<SaveOutcome, Never>>

  let storage: Storage
  private let logger: Logger
  private let retryDelay: Duration
  /// What the pages' ticks are timed by (``publishTick``).
  private let clock: any Clock<Duration>
  /// Records how long each write took, durable or failed.
  private let saveDuration: CoreMetrics.Timer
  /// Where the writes to the file run, one at a time.
  private let writes: DispatchQueue
  private let state: Mutex<Inner>
  /// Held while a list is put on top of another instance's change and handed to the table, and
  /// while such a change is taken in: a change taken in between would be in neither the list
  /// nor what the table's key takes the list to start from, and the write would undo it.
  /// Taken before `state`, never while holding it.
  private let handingToTable = Mutex(())

  /// Where the list is kept.
  enum Storage: Sendable {
    /// In `todos.json` in the data directory: the server is alone with its list.
    case file(TodosFile)
    /// In a PostgreSQL table, which other instances share.
    case table(TodosTable)

    /// Where the list is, in words.
    var place: String {
      switch self {
      case .file(let file): file.url.path
      case .table(let table): table.place
      }
    }
  }

  private struct Inner {
    var machine: Machine
    /// The list as the file or table durably holds it, as far as this instance knows: its last
    /// write, with the other instances' changes told since.
    var durable: Todos
    /// Counts the changes of `durable`: a write that ends with another count than it began with
    /// was overtaken by another instance's change, which `durable` holds.
    var durableRevision = 0
    /// The list as the sessions last changed it, saved or not.
    var latest: Todos
    /// Another instance's change to the table that the sessions have not been given yet: the
    /// table's list, the list this instance knew before it, and the change's number. A list
    /// written meanwhile (made by the sessions without it, or waiting since before it came) is
    /// put on top of it first (see ``TodosRebase``), so that no write undoes it.
    var outside: (table: Todos, before: Todos, number: Int)?
    var outsideChanges = 0
    var pages: [Int: AsyncStream<PageEvent>.Continuation] = [:]
    var nextPage = 0
    /// When the pages are sent the durable changes (at most one batch a tick).
    var publishing = PagePublishStateMachine()
    /// The list as the pages were last sent it, and its version: a new page's snapshot, which
    /// the changes held for the tick's end then apply to.
    var published: Todos
    var publishedVersion: Int
    /// The durable changes not sent to the pages yet, in order, and the version they lead to.
    var held: [ListChange] = []
    var heldVersion = 0
    /// The bytes the file holds by the server's doing (its last write, or its first read), and
    /// those of the write under way: a change to the file that gives either back is its own.
    var durableData: Data?
    var writingData: Data?
  }

  /// The list saved in `directory`, or an empty one if none is; its writes run on `writes`.
  ///
  /// - Throws: ``TodosServerError/unreadableList(path:reason:)`` when the file holds no list of
  ///   todos with distinct identifiers; the file is left as it is.
  init(
    directory: URL, retryDelay: Duration, saveDuration: CoreMetrics.Timer, logger: Logger,
    clock: any Clock<Duration> = ContinuousClock(),
    writes: DispatchQueue = DispatchQueue(label: "todos-saving")
  ) throws(TodosServerError) {
    let file = TodosFile(directory: directory)
    let data: Data?
    let todos: Todos
    do {
      data = try file.data()
      todos = try TodosFile.todos(in: data)
    } catch {
      throw .unreadableList(path: file.url.path, reason: "\(error)")
    }
    self.storage = .file(file)
    self.writes = writes
    self.logger = logger
    self.retryDelay = retryDelay
    self.clock = clock
    self.saveDuration = saveDuration
    let machine = Machine()
    self.state = Mutex(
      Inner(
        machine: machine, durable: todos, latest: todos, published: todos,
        publishedVersion: machine.durableVersion, durableData: data
      )
    )
  }

  /// The list kept in `table`, which holds `todos` now.
  init(
    table: TodosTable, todos: Todos, retryDelay: Duration, saveDuration: CoreMetrics.Timer, logger: Logger,
    clock: any Clock<Duration> = ContinuousClock()
  ) {
    self.storage = .table(table)
    self.writes = DispatchQueue(label: "todos-saving")
    self.logger = logger
    self.retryDelay = retryDelay
    self.clock = clock
    self.saveDuration = saveDuration
    let machine = Machine()
    self.state = Mutex(
      Inner(
        machine: machine, durable: todos, latest: todos, published: todos,
        publishedVersion: machine.durableVersion
      )
    )
  }

  /// The list as durably saved.
  var durableTodos: Todos {
    state.withLock { $0.durable }
  }

  /// The version of the latest change made, saved or not: a page that saw its action handled
  /// must have been sent the list up to it.
  var latestVersion: Int {
    state.withLock { $0.machine.latestVersion }
  }

  /// The list changed to `todos`: it is written as soon as the write under way, if any, ends.
  func changed(_ todos: Todos) {
    let action = state.withLock { inner in
      inner.latest = todos
      return inner.machine.changed(todos)
    }
    if case .write(let change) = action { write(change) }
  }

  /// Sends `page` the list as durably saved (and whether saving fails), then every batch of
  /// changes as it becomes durable, until ``unsubscribe(_:)``.
  func subscribe(_ page: AsyncStream<PageEvent>.Continuation) -> Int {
    state.withLock { inner in
      let snapshot = ServerMessage.snapshot(
        .init(version: inner.publishedVersion, todos: inner.published.map(ServerMessage.PageTodo.init))
      )
      page.yield(.list(ByteBuffer(string: snapshot.text), version: inner.publishedVersion))
      if let reason = inner.machine.failureReason {
        page.yield(.saving(Self.notSaved(reason)))
      }
      defer { inner.nextPage += 1 }
      inner.pages[inner.nextPage] = page
      return inner.nextPage
    }
  }

  /// Stops sending to the page that ``subscribe(_:)`` returned `id` for.
  func unsubscribe(_ id: Int) {
    _ = state.withLock { $0.pages.removeValue(forKey: id) }
  }

  /// Returns once every change made is saved, or once `failures` writes have failed meanwhile.
  func waitUntilSaved(allowingFailures failures: Int) async -> SaveOutcome {
    await withCheckedContinuation { continuation in
      let action = state.withLock { $0.machine.waitUntilSaved(continuation, allowingFailures: failures) }
      if case .resume(let outcome) = action { continuation.resume(returning: outcome) }
    }
  }

  private func write(_ change: Machine.Change) {
    let start = ContinuousClock.now
    switch storage {
    case .file(let file):
      let handed = state.withLock { HandedWrite(durable: $0.durable, revision: $0.durableRevision) }
      write(change, to: file, handed: handed, startedAt: start)
    case .table(let table):
      handingToTable.withLock { _ in
        // The newest list, not the one the machine handed over: another instance's change may
        // have been taken in since (``adoptOutsideChange(_:adopt:)``), and the table's key then
        // takes this instance to have it. The newest list and the change not taken in yet are
        // read together, so the list written always holds every change the key told of.
        let (change, handed) = state.withLock { inner in
          let handed = HandedWrite(durable: inner.durable, revision: inner.durableRevision)
          guard let outside = inner.outside else {
            return (Machine.Change(value: inner.latest, version: change.version), handed)
          }
          let rebased = TodosRebase.rebase(inner.latest, from: outside.before, onto: outside.table)
          return (Machine.Change(value: rebased, version: change.version), handed)
        }
        // Answered where the key's write ends (or at once, while the database is unreachable),
        // never while this lock is held by the caller: the answer takes only `state`.
        table.write(change.value) { [self] result in
          saveDuration.record(duration: ContinuousClock.now - start)
          switch result {
          case .success: written(change, data: nil, handed: handed)
          case .failure(let error): failed(change, reason: "\(error)")
          }
        }
      }
    }
  }

  private func write(
    _ change: Machine.Change, to file: TodosFile, handed: HandedWrite, startedAt start: ContinuousClock.Instant
  ) {
    writes.async { [self] in
      let data: Data
      do {
        data = try SavedTodos.encode(change.value)
        // Known before the file changes, so that the watch never takes this write for another's.
        state.withLock { $0.writingData = data }
        try file.write(data)
        saveDuration.record(duration: ContinuousClock.now - start)
      } catch {
        saveDuration.record(duration: ContinuousClock.now - start)
        state.withLock { $0.writingData = nil }
        failed(change, reason: "\(error)")
        return
      }
      written(change, data: data, handed: handed)
    }
  }

  /// The durable list as a write was handed over: what its value changes.
  struct HandedWrite {
    var durable: Todos
    var revision: Int
  }

  /// The durable list once `change` is written, and what the pages are sent for it. Usually the
  /// written value; but if another instance's change was told while the write ran, the durable
  /// list holds it already, and the write's changes are put on top of that.
  private static func durableAfter(
    _ change: Machine.Change, handed: HandedWrite, durable: Todos, revision: Int
  ) -> (Todos, [ListChange]) {
    let value =
      revision == handed.revision
      ? change.value : TodosRebase.rebase(change.value, from: handed.durable, onto: durable)
    return (value, ListChange.changes(from: durable, to: value))
  }

  // On the writes' queue (or where the table's write ended).
  private func written(_ change: Machine.Change, data: Data?, handed: HandedWrite) {
    // Worked out outside the lock, from the durable list as it is now; again inside it if an
    // outside change came meanwhile.
    let (durable, revision) = state.withLock { ($0.durable, $0.durableRevision) }
    var (value, changes) = Self.durableAfter(change, handed: handed, durable: durable, revision: revision)
    let (action, tick) = state.withLock { inner in
      if inner.durableRevision != revision {
        (value, changes) = Self.durableAfter(
          change, handed: handed, durable: inner.durable, revision: inner.durableRevision
        )
      }
      inner.durable = value
      inner.durableRevision += 1
      inner.durableData = data
      inner.writingData = nil
      let action = inner.machine.writeSucceeded(version: change.version)
      inner.held += changes
      inner.heldVersion = change.version
      let publishing = inner.publishing.durable()
      if action.recovered {
        // Every change durable so far goes out before the pages are told all is saved.
        Self.publishHeld(&inner)
        for page in inner.pages.values { page.yield(.saving(Self.saved)) }
      } else if publishing == .publishAndStartTick {
        Self.publishHeld(&inner)
      }
      return (action, publishing == .publishAndStartTick)
    }
    if tick { endTickLater() }
    if action.recovered {
      logger.notice("The todo list is saved again in \(storage.place).")
    }
    if let next = action.next { write(next) }
    for waiter in action.saved { waiter.resume(returning: .saved) }
  }

  /// How long the pages' batches are held at most: under load, a page gets one batch a tick.
  static let publishTick = Duration.milliseconds(20)

  /// Sends every page the changes held, as one batch, if there are any. Another instance's
  /// change leaves the version as it is: the version counts this instance's changes, which the
  /// sessions wait for.
  private static func publishHeld(_ inner: inout Inner) {
    guard inner.heldVersion > inner.publishedVersion || !inner.held.isEmpty else { return }
    let version = max(inner.heldVersion, inner.publishedVersion)
    let text = ByteBuffer(
      string: ServerMessage.changes(.init(version: version, changes: inner.held)).text
    )
    for page in inner.pages.values { page.yield(.list(text, version: version)) }
    inner.held.removeAll(keepingCapacity: true)
    inner.published = inner.durable
    inner.publishedVersion = version
  }

  private func endTickLater() {
    let clock = self.clock
    endTick(after: Self.publishTick, on: clock)
  }

  // The tick's end is fixed now, where the batch went out, not when its task first runs.
  private func endTick(after tick: Duration, on clock: some Clock<Duration>) {
    let end = clock.now.advanced(by: tick)
    Task { [self] in
      try? await clock.sleep(until: end, tolerance: nil)
      let tick = state.withLock { inner in
        guard inner.publishing.tickEnded() == .publishAndStartTick else { return false }
        Self.publishHeld(&inner)
        return true
      }
      if tick { endTickLater() }
    }
  }

  private func failed(_ change: Machine.Change, reason: String) {
    let text = Self.notSaved(reason)
    let action = state.withLock { inner in
      let action = inner.machine.writeFailed(change, reason: reason)
      for page in inner.pages.values { page.yield(.saving(text)) }
      return action
    }
    logger.error(
      "Could not save the todo list: \(reason). The pages are told; retrying in \(retryDelay)."
    )
    for waiter in action.failed { waiter.resume(returning: .failed(reason: reason)) }
    let retry = action.retry
    let delay = retryDelay
    Task { [self] in
      try? await Task.sleep(for: delay)
      if let change = state.withLock({ $0.machine.retryDue(retry) }) { write(change) }
    }
  }

  /// Takes in a change to the file that the server did not make, on the watch's queue: a list
  /// that reads well replaces the server's, through `adopt`, and is written back as the server
  /// writes it; anything else is logged and left in the file as it is, and the server keeps its
  /// list (which its next change writes over the file).
  func fileChanged(adopt: (Todos) -> Void) {
    guard case .file(let file) = storage else { return }
    // Read under the lock: while it is held, the file holds either the server's last write or
    // the one under way (each replaces the file whole), or someone else's bytes. Read outside
    // it, a burst of writes could move on between the read and the comparison, and one of the
    // server's own earlier writes would be taken for another's change.
    let read = state.withLock { inner -> Data?? in
      let data: Data?
      do {
        data = try file.data()
      } catch {
        // Unreadable for now (being replaced): the next change tells again.
        return .none
      }
      guard data != inner.durableData, data != inner.writingData else { return .none }
      // Told once: the same bytes seen again are not news.
      inner.durableData = data
      return .some(data)
    }
    guard case .some(let data) = read else { return }
    let count = state.withLock { $0.durable.count }
    guard let data, !data.isEmpty else {
      logger.warning(
        """
        The todo list \(file.url.path) was removed or emptied outside the server; the server \
        keeps its \(count) todos and writes them there with its next change.
        """
      )
      return
    }
    do {
      let todos = try TodosFile.todos(in: data)
      logger.notice(
        "The todo list \(file.url.path) was changed outside the server; its \(todos.count) todos are taken."
      )
      adopt(todos)
      changed(todos)
    } catch {
      logger.error(
        """
        The todo list \(file.url.path) was changed outside the server and cannot be read: \
        \(error) The file is left as it is; the server keeps its \(count) todos, and writes them \
        over the file with its next change.
        """
      )
    }
  }

  /// Takes in another instance's change to the table, where the key tells of it: `table` is
  /// the list the table holds, `before` the one this instance knew it held. It is durable: the
  /// pages are sent it now (with the tick's batch). Until the sessions are given it
  /// (``adoptOutsideChange(_:adopt:)``, with the number returned), every list written is put on
  /// top of it first.
  ///
  /// The key tells of the table with every write of this instance that has ended in it, so
  /// `table` holds every write whose end this list has taken; a write under way is put on top of
  /// it when it ends (``written(_:data:handed:)``).
  func outsideChanged(_ table: Todos, before: Todos) -> Int {
    let (number, tick) = handingToTable.withLock { _ in
      state.withLock { inner in
        inner.outsideChanges += 1
        // The sessions' list still comes from the oldest change they have not been given.
        inner.outside = (table, inner.outside?.before ?? before, inner.outsideChanges)
        let changes = ListChange.changes(from: inner.durable, to: table)
        guard !changes.isEmpty else { return (inner.outsideChanges, false) }
        inner.durable = table
        inner.durableRevision += 1
        inner.held += changes
        let tick = inner.publishing.durable() == .publishAndStartTick
        if tick { Self.publishHeld(&inner) }
        return (inner.outsideChanges, tick)
      }
    }
    if tick { endTickLater() }
    return number
  }

  /// Gives the sessions the other instances' changes that ``outsideChanged(_:before:)``
  /// numbered `number` and before, on the main actor, where every session changes the list, so
  /// that none changes it meanwhile: their changes not written yet are put on top (see
  /// ``TodosRebase``), the sessions are given the result through `adopt`, and it is written as
  /// their own changes are: the pages are sent it once written, in order with every other change.
  @MainActor
  func adoptOutsideChange(_ number: Int, adopt: (Todos) -> Void) {
    let (merged, action) = state.withLock { inner -> (Todos?, Machine.ChangedAction) in
      guard let outside = inner.outside, outside.number == number else { return (nil, .none) }
      inner.outside = nil
      let merged = TodosRebase.rebase(inner.latest, from: outside.before, onto: outside.table)
      guard merged != inner.latest else { return (merged, .none) }
      inner.latest = merged
      return (merged, inner.machine.changed(merged))
    }
    guard let merged else { return }
    adopt(merged)
    if case .write(let change) = action { write(change) }
  }

  private static let saved = ServerMessage.saving(.init(isSaved: true)).text

  private static func notSaved(_ reason: String) -> String {
    ServerMessage.saving(
      .init(isSaved: false, message: "Changes are not saved yet (\(reason)); retrying.")
    ).text
  }
}

/// What a page's connection is sent, in order: the list and its changes, whether they are
/// saved, and a wake-up when its session's state changed.
enum PageEvent: Sendable {
  /// A snapshot or a batch of changes, as the bytes of a text frame, that leaves the page's list
  /// at `version`. One buffer serves every page: sent, it is shared, not copied.
  case list(ByteBuffer, version: Int)
  /// Whether the list is saved, as text.
  case saving(String)
  /// The session's state changed.
  case sessionChanged
}

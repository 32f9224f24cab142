import ComposableEffects

/// What one process knows of a table, and what its holders were last given: the pure rules
/// that decide which rows a save writes, which of its writes a newer read overrides, and when
/// the holders are told of a change other processes made.
///
/// Reads and writes overlap: a write is prepared from the rows known when it begins, and a read
/// of another process's change can end while it is on its way. Each read therefore counts, and
/// each row remembers the read that last found it; a write that ends keeps what a newer read
/// found for its rows rather than what it wrote, since the newer read saw a later commit.
///
/// ```swift
/// var mirror = TableMirror<Todo>()
/// _ = mirror.loaded(rowsInTheDatabase)
/// let (writes, token) = mirror.beginWrite(of: elementsToSave)   // then write them
/// mirror.wrote(writes, token)                                   // once committed
/// ```
struct TableMirror<Element: Identifiable & Equatable & Sendable> {
  typealias Value = IdentifiedArrayOf<Element>

  /// The rows as last read or written, by row id.
  private(set) var stored: [String: StoredRow<Element>] = [:]
  /// The value the holders have: the last one saved or told.
  private(set) var holdersValue: Value?
  /// How many reads have ended, and the count at which each row was last read.
  private var reads = 0
  private var lastRead: [String: Int] = [:]

  /// Marks the moment a write begins: a read counted after it is newer than the write.
  struct WriteToken: Equatable {
    fileprivate let readsBefore: Int
  }

  /// Every row, read at the start: what the holders are given first.
  mutating func loaded(_ rows: [String: StoredRow<Element>]) -> Value {
    stored = rows
    reads += 1
    lastRead = [:]
    let value = Self.value(of: rows)
    holdersValue = value
    return value
  }

  /// The holders changed the value themselves (a save): they have it, so a read that finds the
  /// table holding it tells them nothing.
  mutating func holdersSaved(_ value: Value) {
    holdersValue = value
  }

  /// The writes from the known rows to `elements` (each with its row id, in order), and the
  /// token that ``wrote(_:_:)`` takes back once they are committed.
  func beginWrite(
    of elements: [(id: String, element: Element)]
  ) -> (writes: [RowWrite<Element>], token: WriteToken) {
    (RowDiff.writes(from: stored, to: elements), WriteToken(readsBefore: reads))
  }

  /// `writes` are committed: each is now what the table holds, unless a read that ended since
  /// the write began found that row (another process committed it after this one).
  mutating func wrote(_ writes: [RowWrite<Element>], _ token: WriteToken) {
    for write in writes where lastRead[write.id].map({ $0 <= token.readsBefore }) ?? true {
      switch write {
      case .insert(let id, let position, let element):
        stored[id] = StoredRow(position: position, element: element)
      case .update(let id, let element):
        stored[id]?.element = element
      case .move(let id, let position):
        stored[id]?.position = position
      case .delete(let id):
        stored[id] = nil
      }
    }
  }

  /// A read ended: the rows with `ids` (a notification's), or every row when `ids` is `nil`
  /// (after the listening connection was lost). A row named but not found was deleted.
  mutating func read(_ rows: [String: StoredRow<Element>], ids: [String]?) {
    reads += 1
    if let ids {
      for id in ids {
        stored[id] = rows[id]
        lastRead[id] = reads
      }
    } else {
      stored = rows
      lastRead = Dictionary(uniqueKeysWithValues: rows.keys.map { ($0, reads) })
    }
  }

  /// The table as the holders should now see it, if it differs from what they have; they are
  /// then taken to have it.
  ///
  /// Nothing while `savePending`: the holders' own change is on its way, the table is about to
  /// change again, and the end of that write asks again.
  mutating func changeToTell(savePending: Bool) -> Value? {
    guard !savePending else { return nil }
    let value = Self.value(of: stored)
    guard value != holdersValue else { return nil }
    holdersValue = value
    return value
  }

  /// The collection the rows make: by position, then by row id; of two rows whose elements
  /// have the same id, the first.
  static func value(of rows: [String: StoredRow<Element>]) -> Value {
    let ordered = rows.sorted {
      ($0.value.position, $0.key) < ($1.value.position, $1.key)
    }
    return IdentifiedArray(ordered.map(\.value.element), uniquingIDsWith: { first, _ in first })
  }
}

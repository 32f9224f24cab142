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
/// mirror.wrote(writes, token, elements: elementsToSave)        // once committed
/// ```
struct TableMirror<Element: Identifiable & Equatable & Sendable> {
  typealias Value = IdentifiedArrayOf<Element>

  /// The rows as last read or written, by row id.
  private(set) var stored = StoredRows<Element>()
  /// The value the holders have: the last one saved or told.
  private(set) var holdersValue: Value?
  /// The elements, by row id and in order, that the holders' next save starts from: the ones
  /// last loaded, written or told. A save writes only what the holders changed from them, so
  /// that a row another process wrote or moved meanwhile, which the holders have not seen yet,
  /// is left as it is.
  private(set) var known = RowsBase<Element>([])
  /// How many times the holders were told of other processes' changes.
  private var tells = 0
  /// The tellings given out that the holders do not have yet (``holdersHave(_:)``), by number:
  /// a save made meanwhile may come from one of them, or from what the holders had before.
  private var tellingsOnTheirWay: [Int: RowsBase<Element>] = [:]
  private var tellingsGiven = 0
  /// The number of the newest telling that went out to the holders: one made before it and
  /// going out after it is stale.
  private var newestGoingOut = 0
  /// What the oldest save not written yet started from, taken when it was made: a value told
  /// after it (between the telling and the holders having it) is not in that save.
  private var unwrittenBase: Base?
  /// How many saves the holders have made: a load during which they saved is not taken by them.
  private var saves = 0
  /// How many reads have ended, and the count at which each row was last read.
  private var reads = 0
  private var lastRead: [String: Int] = [:]

  /// What a save started from: the elements the holders had, and how many tellings they had
  /// had then.
  struct Base {
    fileprivate var elements: RowsBase<Element>
    /// The tellings on their way to the holders then.
    fileprivate let alsoKnown: [RowsBase<Element>]
    fileprivate let tells: Int
  }

  private var currentBase: Base {
    Base(elements: known, alsoKnown: Array(tellingsOnTheirWay.values), tells: tells)
  }

  /// Marks the moment a write begins: a read counted after it is newer than the write. It
  /// carries what the write's value started from.
  struct WriteToken {
    fileprivate let readsBefore: Int
    fileprivate let base: Base
  }

  /// A value to give the holders, with the elements it is made of (by row id).
  struct Told {
    let value: Value
    fileprivate let elements: RowsBase<Element>
    fileprivate let number: Int
  }

  /// Marks the moment a load begins, for ``loaded(_:began:)``.
  struct LoadToken: Sendable {
    fileprivate let savesBefore: Int
  }

  /// A load of every row begins.
  func loadBegan() -> LoadToken {
    LoadToken(savesBefore: saves)
  }

  /// Every row, read at the start: what the holders are given first.
  ///
  /// Unless the holders saved since the load `began`: a shared value drops the answer to a load
  /// that a change overtook, and keeps its change. The rows are then only what the table holds
  /// (a read of every row), the holders keep what they saved, and their next save still starts
  /// from what they had; once their change is written, they are told the table with it.
  mutating func loaded(_ rows: [String: StoredRow<Element>], began: LoadToken? = nil) -> Value {
    if let began, saves > began.savesBefore {
      read(rows, ids: nil)
      return Self.value(of: stored.ordered)
    }
    stored = StoredRows(rows)
    reads += 1
    lastRead = [:]
    let ordered = stored.ordered
    known = RowsBase(ordered)
    let value = Self.value(of: ordered)
    holdersValue = value
    return value
  }

  /// The holders changed the value themselves (a save): they have it, so a read that finds the
  /// table holding it tells them nothing. The save starts from the elements they have now,
  /// unless an earlier save is not written yet: saves waiting together start from the oldest's.
  mutating func holdersSaved(_ value: Value) {
    saves += 1
    holdersValue = value
    if unwrittenBase == nil {
      unwrittenBase = currentBase
    }
  }

  /// The writes from the known rows to `elements` (each with its row id, in order): only what
  /// the holders changed from the elements the saves not written yet started from (see
  /// ``RowDiff``). With the token that ``wrote(_:_:elements:)`` or ``writeFailed(_:)`` takes
  /// back.
  mutating func beginWrite(
    of elements: [(id: String, element: Element)]
  ) -> (writes: [RowWrite<Element>], token: WriteToken) {
    let base = unwrittenBase ?? currentBase
    unwrittenBase = nil
    return (
      RowDiff.writes(from: stored, to: elements, known: base.elements, alsoKnown: base.alsoKnown),
      WriteToken(readsBefore: reads, base: base)
    )
  }

  /// The write `token` began failed: its value is written again with the next write, which
  /// starts from what this one started from.
  mutating func writeFailed(_ token: WriteToken) {
    unwrittenBase = token.base
  }

  /// `writes`, made from `elements`, are committed (or there were none), and each write is now
  /// what the table holds, unless a read that ended since the write began found that row
  /// (another process committed it after this one).
  ///
  /// The holders' next save starts from `elements`, if they were told nothing since this
  /// write's value was made; otherwise from what they were told: their value may have been
  /// replaced by it, without this write's changes, which the next telling brings back.
  mutating func wrote(
    _ writes: [RowWrite<Element>], _ token: WriteToken,
    elements: [(id: String, element: Element)]
  ) {
    if token.base.tells == tells {
      known = RowsBase(elements)
      // A save made while this write ran was made from its value.
      if unwrittenBase?.tells == tells { unwrittenBase?.elements = known }
    }
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
      stored = StoredRows(rows)
      lastRead = Dictionary(uniqueKeysWithValues: rows.keys.map { ($0, reads) })
    }
  }

  /// The table as the holders should now see it, if it differs from what they have. It is
  /// given to them only if ``goesOut(_:)`` says it is still news when its turn comes; once they
  /// have been given it, ``holdersHave(_:)`` records it.
  ///
  /// Nothing while `savePending`: the holders' own change is on its way, the table is about to
  /// change again, and the end of that write asks again.
  mutating func changeToTell(savePending: Bool) -> Told? {
    guard !savePending else { return nil }
    // Most often, after a write of the holders' own, the table holds what they have: compared
    // element by element, without making the value.
    if let holdersValue, holdersValue.count == stored.count,
      holdersValue.elementsEqual(stored.orderedElements)
    {
      return nil
    }
    let ordered = stored.ordered
    let value = Self.value(of: ordered)
    guard value != holdersValue else { return nil }
    holdersValue = value
    tellingsGiven += 1
    let told = Told(value: value, elements: RowsBase(ordered), number: tellingsGiven)
    tellingsOnTheirWay[told.number] = told.elements
    return told
  }

  /// Whether `told` is still news when its turn to go out to the holders comes, and if so, that
  /// it goes out now.
  ///
  /// Tellings are made in order, where the table's rows change (a write ending, a read of
  /// another process's change), but go out after that, from different tasks. One made later may
  /// then go out first; it already carries everything the earlier one does, and the earlier one,
  /// given after it, would take the holders back to rows the table no longer holds (and their
  /// next save would write those old rows back). So a telling older than the newest one that
  /// went out is dropped, and not waited for by the holders' saves either.
  mutating func goesOut(_ told: Told) -> Bool {
    guard told.number > newestGoingOut else {
      tellingsOnTheirWay[told.number] = nil
      return false
    }
    newestGoingOut = told.number
    return true
  }

  /// The holders were given `told`: their next save starts from it. Not before they were: a
  /// save they made while being told starts from what they had, and must not delete or
  /// overwrite what they had not seen.
  mutating func holdersHave(_ told: Told) {
    known = told.elements
    tells += 1
    tellingsOnTheirWay[told.number] = nil
  }

  /// The collection that rows in order make; of two rows whose elements have the same id, the
  /// first.
  static func value(of ordered: [(id: String, element: Element)]) -> Value {
    IdentifiedArray(ordered.map(\.element), uniquingIDsWith: { first, _ in first })
  }
}

extension TableMirror.Told: Sendable where Element.ID: Sendable {}

import ComposableEffects
import XCTest

@testable import ComposableEffectsPostgres

final class TableMirrorTests: XCTestCase {
  private struct Item: Identifiable, Equatable, Sendable {
    var id: String
    var title: String
  }

  private func rows(_ rows: (String, Double, String)...) -> [String: StoredRow<Item>] {
    Dictionary(
      uniqueKeysWithValues: rows.map {
        ($0.0, StoredRow(position: $0.1, element: Item(id: $0.0, title: $0.2)))
      }
    )
  }

  private func items(_ items: (String, String)...) -> IdentifiedArrayOf<Item> {
    IdentifiedArray(uniqueElements: items.map { Item(id: $0.0, title: $0.1) })
  }

  private func elements(_ value: IdentifiedArrayOf<Item>) -> [(id: String, element: Item)] {
    value.map { (id: $0.id, element: $0) }
  }

  /// Loads "a", reads another process's new "b", and tells the holders of it: what they are
  /// told, which they do not have yet.
  private func tellOfAnotherProcessesB(_ mirror: inout TableMirror<Item>) -> TableMirror<Item>.Told {
    _ = mirror.loaded(rows(("a", 1, "A")))
    mirror.read(rows(("b", 2, "B")), ids: ["b"])
    return mirror.changeToTell(savePending: false)!
  }

  func testTheLoadedRowsAreWhatTheHoldersHaveSoTheSameRowsTellNothing() {
    var mirror = TableMirror<Item>()
    XCTAssertEqual(mirror.loaded(rows(("b", 2, "B"), ("a", 1, "A"))), items(("a", "A"), ("b", "B")))
    mirror.read(rows(("a", 1, "A"), ("b", 2, "B")), ids: nil)
    XCTAssertNil(mirror.changeToTell(savePending: false))
  }

  /// The holders changed their value while its first load was on its way, and that change
  /// was written before the load answered: their shared value dropped the load's answer and
  /// kept its change, so a save they make next, from that change, must not delete the loaded
  /// rows they never had.
  func testALoadDuringWhichTheHoldersSavedIsNotWhatTheyHave() {
    var mirror = TableMirror<Item>()
    let began = mirror.loadBegan()
    let first = items(("n", "N"))
    mirror.holdersSaved(first)
    let (writes, token) = mirror.beginWrite(of: elements(first))
    mirror.wrote(writes, token, elements: elements(first))
    _ = mirror.loaded(rows(("a", 1, "A")), began: began)

    let second = items(("n", "N"), ("m", "M"))
    mirror.holdersSaved(second)
    let (next, _) = mirror.beginWrite(of: elements(second))

    XCTAssertFalse(next.contains(.delete(id: "a")), "\(next)")
    XCTAssertTrue(next.contains { $0.id == "m" }, "\(next)")
  }

  func testTheTableWithTheHoldersChangeIsToldOnceWrittenAfterALoadTheyDidNotTake() {
    var mirror = TableMirror<Item>()
    let began = mirror.loadBegan()
    let saved = items(("n", "N"))
    mirror.holdersSaved(saved)
    let (writes, token) = mirror.beginWrite(of: elements(saved))
    _ = mirror.loaded(rows(("a", 1, "A")), began: began)
    mirror.wrote(writes, token, elements: elements(saved))

    XCTAssertEqual(mirror.changeToTell(savePending: false)?.value, items(("a", "A"), ("n", "N")))
  }

  func testAnotherProcessesChangeIsToldOnce() {
    var mirror = TableMirror<Item>()
    _ = mirror.loaded(rows(("a", 1, "A")))
    mirror.read(rows(("b", 2, "B")), ids: ["b"])
    XCTAssertEqual(mirror.changeToTell(savePending: false)?.value, items(("a", "A"), ("b", "B")))
    XCTAssertNil(mirror.changeToTell(savePending: false))
  }

  func testARowNamedButNotFoundWasDeleted() {
    var mirror = TableMirror<Item>()
    _ = mirror.loaded(rows(("a", 1, "A"), ("b", 2, "B")))
    mirror.read([:], ids: ["a"])
    XCTAssertEqual(mirror.changeToTell(savePending: false)?.value, items(("b", "B")))
  }

  func testNothingIsToldWhileTheHoldersOwnSaveIsPendingAndTheChangeWaitsForItsEnd() {
    var mirror = TableMirror<Item>()
    _ = mirror.loaded(rows(("a", 1, "A")))
    let saved = items(("a", "A"), ("c", "C"))
    mirror.holdersSaved(saved)
    let (writes, token) = mirror.beginWrite(of: elements(saved))
    XCTAssertEqual(writes, [.insert(id: "c", position: 2, element: Item(id: "c", title: "C"))])
    mirror.read(rows(("b", 1.5, "B")), ids: ["b"])
    XCTAssertNil(mirror.changeToTell(savePending: true))
    mirror.wrote(writes, token, elements: elements(saved))
    XCTAssertEqual(
      mirror.changeToTell(savePending: false)?.value, items(("a", "A"), ("b", "B"), ("c", "C"))
    )
  }

  func testAWriteThatEndsAfterANewerReadOfItsRowKeepsWhatTheReadFound() {
    var mirror = TableMirror<Item>()
    _ = mirror.loaded(rows(("a", 1, "A")))
    let saved = items(("a", "mine"))
    mirror.holdersSaved(saved)
    let (writes, token) = mirror.beginWrite(of: elements(saved))
    // Another process committed its change of "a" after this one; its notification's read
    // ended before this write's end was recorded.
    mirror.read(rows(("a", 1, "theirs")), ids: ["a"])
    mirror.wrote(writes, token, elements: elements(saved))
    XCTAssertEqual(mirror.stored["a"]?.element.title, "theirs")
    XCTAssertEqual(mirror.changeToTell(savePending: false)?.value, items(("a", "theirs")))
  }

  func testAWriteKeepsItsRowsWhenTheOnlyReadsOfThemCameBeforeIt() {
    var mirror = TableMirror<Item>()
    _ = mirror.loaded(rows(("a", 1, "A")))
    mirror.read(rows(("a", 1, "A2")), ids: ["a"])
    let told = mirror.changeToTell(savePending: false)!
    mirror.holdersHave(told)
    let saved = items(("a", "mine"))
    mirror.holdersSaved(saved)
    let (writes, token) = mirror.beginWrite(of: elements(saved))
    mirror.wrote(writes, token, elements: elements(saved))
    XCTAssertEqual(mirror.stored["a"]?.element.title, "mine")
    XCTAssertNil(mirror.changeToTell(savePending: false))
  }

  func testATellingThatALaterOneOvertookDoesNotGoOutAndIsNotWaitedFor() {
    var mirror = TableMirror<Item>()
    let older = tellOfAnotherProcessesB(&mirror)
    // Another process changes "b" again; the telling of it goes out before the older one.
    mirror.read(rows(("b", 2, "B2")), ids: ["b"])
    let newer = mirror.changeToTell(savePending: false)!
    XCTAssertTrue(mirror.goesOut(newer))
    mirror.holdersHave(newer)
    // The older one would take the holders back to a "b" the table no longer holds.
    XCTAssertFalse(mirror.goesOut(older))
    // Nor is it on its way any more: the holders changing "b" back to "B" is their change.
    let saved = items(("a", "A"), ("b", "B"))
    mirror.holdersSaved(saved)
    XCTAssertEqual(
      mirror.beginWrite(of: elements(saved)).writes,
      [.update(id: "b", element: Item(id: "b", title: "B"))]
    )
  }

  func testTellingsThatGoOutInTheOrderTheyWereMadeAllGoOut() {
    var mirror = TableMirror<Item>()
    let first = tellOfAnotherProcessesB(&mirror)
    mirror.read(rows(("c", 3, "C")), ids: ["c"])
    let second = mirror.changeToTell(savePending: false)!
    XCTAssertTrue(mirror.goesOut(first))
    mirror.holdersHave(first)
    XCTAssertTrue(mirror.goesOut(second))
    mirror.holdersHave(second)
    XCTAssertEqual(second.value, items(("a", "A"), ("b", "B"), ("c", "C")))
  }

  func testASaveLeavesARowAnotherProcessAddedThatTheHoldersHaveNotSeen() {
    var mirror = TableMirror<Item>()
    _ = mirror.loaded(rows(("a", 1, "A")))
    mirror.read(rows(("b", 2, "B")), ids: ["b"])
    // The holders save before they are told of "b": their value has no "b" in it.
    let saved = items(("a", "A!"))
    mirror.holdersSaved(saved)
    let (writes, _) = mirror.beginWrite(of: elements(saved))
    XCTAssertEqual(writes, [.update(id: "a", element: Item(id: "a", title: "A!"))])
  }

  func testASaveMadeWhileTheHoldersAreBeingToldStartsFromWhatTheyHad() {
    var mirror = TableMirror<Item>()
    _ = mirror.loaded(rows(("a", 1, "A")))
    mirror.read(rows(("a", 1, "theirs")), ids: ["a"])
    let told = mirror.changeToTell(savePending: false)!
    // A holder saves "a" as it had it before being given `told`: nothing of theirs to write.
    let unchanged = items(("a", "A"))
    XCTAssertEqual(mirror.beginWrite(of: elements(unchanged)).writes, [])
    mirror.holdersHave(told)
    // Once told, the same value is the holders' change back to "A".
    XCTAssertEqual(
      mirror.beginWrite(of: elements(unchanged)).writes,
      [.update(id: "a", element: Item(id: "a", title: "A"))]
    )
  }

  func testASaveMadeBeforeTheHoldersHadATellingStartsFromWhatTheyHadWhenItsWriteBeginsLater() {
    var mirror = TableMirror<Item>()
    let told = tellOfAnotherProcessesB(&mirror)
    // The holders save a value made before they were given `told`: it has no "b".
    let saved = items(("a", "A"), ("c", "C"))
    mirror.holdersSaved(saved)
    mirror.holdersHave(told)
    let (writes, _) = mirror.beginWrite(of: elements(saved))
    // After "a", the element before it in the holders' list: before the table's "b".
    XCTAssertEqual(writes, [.insert(id: "c", position: 1.5, element: Item(id: "c", title: "C"))])
  }

  func testASaveMadeFromATellingOnItsWayLeavesWhatItToldAsItWas() {
    var mirror = TableMirror<Item>()
    let told = tellOfAnotherProcessesB(&mirror)
    // The holders took `told` in and saved from it before the mirror heard that they have it;
    // meanwhile another process changed "b" again.
    let saved = items(("a", "A!"), ("b", "B"))
    mirror.holdersSaved(saved)
    mirror.read(rows(("b", 2, "B2")), ids: ["b"])
    mirror.holdersHave(told)
    XCTAssertEqual(
      mirror.beginWrite(of: elements(saved)).writes,
      [.update(id: "a", element: Item(id: "a", title: "A!"))]
    )
  }

  func testAfterAWriteThatATellingOvertookTheNextSaveStartsFromWhatWasTold() {
    var mirror = TableMirror<Item>()
    let told = tellOfAnotherProcessesB(&mirror)
    let saved = items(("a", "A"), ("c", "C"))
    mirror.holdersSaved(saved)
    mirror.holdersHave(told)
    let (writes, token) = mirror.beginWrite(of: elements(saved))
    mirror.wrote(writes, token, elements: elements(saved))
    // `told` replaced the holders' value, "c" included, until the next telling brings it back:
    // a save from it leaves "c" where it is.
    let next = items(("a", "A"), ("b", "B!"))
    mirror.holdersSaved(next)
    XCTAssertEqual(
      mirror.beginWrite(of: elements(next)).writes,
      [.update(id: "b", element: Item(id: "b", title: "B!"))]
    )
  }

  func testASaveMadeDuringAWriteStartsFromThatWritesValueOnceItIsCommitted() {
    var mirror = TableMirror<Item>()
    _ = mirror.loaded(rows(("a", 1, "A")))
    let first = items(("a", "A1"))
    mirror.holdersSaved(first)
    let (writes, token) = mirror.beginWrite(of: elements(first))
    let second = items(("a", "A1"), ("c", "C"))
    mirror.holdersSaved(second)
    mirror.wrote(writes, token, elements: elements(first))
    // Another process changed "a" after that write committed.
    mirror.read(rows(("a", 1, "theirs")), ids: ["a"])
    // "a" is as the holders last wrote it: theirs is not overwritten.
    XCTAssertEqual(
      mirror.beginWrite(of: elements(second)).writes,
      [.insert(id: "c", position: 2, element: Item(id: "c", title: "C"))]
    )
  }

  func testASaveFromAnOrderOlderThanTheTablesMovesNothingTheHoldersDidNotMove() {
    var mirror = TableMirror<Item>()
    _ = mirror.loaded(rows(("a", 1, "A"), ("b", 2, "B"), ("c", 3, "C")))
    // Another process moved "c" to the front; the holders save a change to "b" before they are
    // told, with "c" still last: "c" stays where the other process put it.
    mirror.read(rows(("c", 0.5, "C")), ids: ["c"])
    let saved = items(("a", "A"), ("b", "B!"), ("c", "C"))
    mirror.holdersSaved(saved)
    XCTAssertEqual(
      mirror.beginWrite(of: elements(saved)).writes,
      [.update(id: "b", element: Item(id: "b", title: "B!"))]
    )
  }

  func testTheRetryOfAFailedWriteStartsFromWhatTheFailedWriteStartedFrom() {
    var mirror = TableMirror<Item>()
    let told = tellOfAnotherProcessesB(&mirror)
    let saved = items(("a", "A"), ("c", "C"))
    mirror.holdersSaved(saved)
    mirror.holdersHave(told)
    let (_, token) = mirror.beginWrite(of: elements(saved))
    mirror.writeFailed(token)
    // A save while the retry waits is of a value made from the failed one, still without "b".
    let newer = items(("a", "A"), ("c", "C"), ("d", "D"))
    mirror.holdersSaved(newer)
    // Both after "a", the element before them in the holders' list, and before the table's "b".
    let step = (2.0 - 1.0) / 3
    XCTAssertEqual(
      mirror.beginWrite(of: elements(newer)).writes,
      [
        .insert(id: "c", position: 1 + step, element: Item(id: "c", title: "C")),
        .insert(id: "d", position: 1 + step * 2, element: Item(id: "d", title: "D")),
      ]
    )
  }

  func testAFullReadAfterALostConnectionReplacesEveryRow() {
    var mirror = TableMirror<Item>()
    _ = mirror.loaded(rows(("a", 1, "A"), ("b", 2, "B")))
    mirror.read(rows(("c", 1, "C")), ids: nil)
    XCTAssertEqual(mirror.changeToTell(savePending: false)?.value, items(("c", "C")))
  }

  func testRowsAreOrderedByPositionThenByRowID() {
    var mirror = TableMirror<Item>()
    let value = mirror.loaded(rows(("b", 1, "B"), ("a", 1, "A"), ("z", 0, "Z")))
    XCTAssertEqual(value, items(("z", "Z"), ("a", "A"), ("b", "B")))
  }

  func testOfTwoRowsHoldingElementsWithTheSameIDTheFirstIsKept() {
    var mirror = TableMirror<Item>()
    let value = mirror.loaded([
      "r2": StoredRow(position: 2, element: Item(id: "x", title: "second")),
      "r1": StoredRow(position: 1, element: Item(id: "x", title: "first")),
    ])
    XCTAssertEqual(value, items(("x", "first")))
  }
}

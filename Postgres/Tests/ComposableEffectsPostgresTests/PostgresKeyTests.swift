import ComposableEffects
import ComposableEffectsTestSupport
import XCTest

@testable import ComposableEffectsPostgres

/// What a `.postgres` key does without a database to reach.
final class PostgresKeyTests: XCTestCase {
  struct Item: Codable, Equatable, Identifiable, Sendable {
    var id: Int
    var title: String
  }

  func testWithoutADatabaseLoadingAndSavingFailWithAClearError() async {
    @Shared(.postgres("items")) var items: IdentifiedArrayOf<Item> = []
    do {
      try await $items.load()
      XCTFail("loaded without a database")
    } catch {
      XCTAssertEqual("\(error)", "\(PostgresSharedError.noDatabase)")
    }
    do {
      try await $items.save()
      XCTFail("saved without a database")
    } catch {
      XCTAssertEqual("\(error)", "\(PostgresSharedError.noDatabase)")
    }
  }

  func testATableNameThatIsNotAnIdentifierIsRefused() async throws {
    let database = try PostgresSharedDatabase(url: "postgres://nobody@127.0.0.1:1/none")
    defer { database.shutdown() }
    @Shared(.postgres("items; DROP TABLE x", database: database)) var items:
      IdentifiedArrayOf<Item> = []
    do {
      try await $items.load()
      XCTFail("loaded from a table with an unsafe name")
    } catch {
      XCTAssertEqual("\(error)", "\(PostgresSharedError.invalidTableName("items; DROP TABLE x"))")
    }
  }

  func testConnectionStrings() throws {
    let configuration = try PostgresURL.configuration("postgres://me:s%40cret@db.local:6543/app")
    XCTAssertEqual(configuration.host, "db.local")
    XCTAssertEqual(configuration.port, 6543)
    XCTAssertEqual(configuration.username, "me")
    XCTAssertEqual(configuration.password, "s@cret")
    XCTAssertEqual(configuration.database, "app")
    XCTAssertThrowsError(try PostgresURL.configuration("mysql://me@db/app"))
    XCTAssertThrowsError(try PostgresURL.configuration("postgres:///app"))
  }
}

import Foundation
import XCTest

@testable import ComposableEffectsPostgres

final class RowCodingTests: XCTestCase {
  private struct Element<ID: Codable & Hashable & Sendable>: Codable, Equatable, Identifiable, Sendable {
    var id: ID
  }

  private func json(_ id: some Encodable) throws -> String {
    String(decoding: try JSONEncoder().encode(id), as: UTF8.self)
  }

  func testARowIDIsTheJSONTextOfTheElementsID() throws {
    let uuid = UUID()
    XCTAssertEqual(try RowCoding.id(of: Element(id: uuid)), try json(uuid))
    XCTAssertEqual(try RowCoding.id(of: Element(id: -42)), try json(-42))
    XCTAssertEqual(try RowCoding.id(of: Element(id: Int64.max)), try json(Int64.max))
    XCTAssertEqual(try RowCoding.id(of: Element(id: #"a "quoted" id"#)), try json(#"a "quoted" id"#))
  }
}

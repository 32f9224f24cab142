import Foundation
import SyncUps
import Testing

@Suite struct ModelIDTests {
  @Test func anIdentifierIsStoredAsABareUUIDString() throws {
    let uuid = UUID(uuidString: "DEADBEEF-DEAD-BEEF-DEAD-BEEFDEADBEEF")!
    let attendee = Attendee(id: Attendee.ID(uuid), name: "Ada")

    let json = try JSONSerialization.jsonObject(with: JSONEncoder().encode(attendee))
    #expect((json as? [String: String])?["id"] == uuid.uuidString)
    #expect(try JSONDecoder().decode(Attendee.self, from: JSONEncoder().encode(attendee)) == attendee)
  }
}

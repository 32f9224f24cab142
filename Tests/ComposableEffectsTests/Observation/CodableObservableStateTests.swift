import ComposableEffects
import Foundation
import Testing

@ObservableState
private struct Playlist: Codable, Equatable {
  var title = ""
  var trackCount = 0
}

@ObservableState
private enum Screen: Codable, Equatable {
  case playlist(Playlist)
  case empty
}

@Suite struct CodableObservableStateTests {
  @Test func anObservableStateStructSynthesizesCodable() throws {
    let playlist = Playlist(title: "Mornings", trackCount: 12)

    let data = try JSONEncoder().encode(playlist)
    let decoded = try JSONDecoder().decode(Playlist.self, from: data)

    #expect(decoded == playlist)
  }

  @Test func aDecodedStateHasAnIdentityOfItsOwn() throws {
    let playlist = Playlist(title: "Evenings", trackCount: 3)

    let decoded = try JSONDecoder().decode(
      Playlist.self, from: try JSONEncoder().encode(playlist)
    )

    #expect(decoded._$id != playlist._$id)
  }

  @Test func anObservableStateEnumOfCodableStatesIsCodable() throws {
    let screen = Screen.playlist(Playlist(title: "Road trip", trackCount: 40))

    let decoded = try JSONDecoder().decode(Screen.self, from: try JSONEncoder().encode(screen))

    #expect(decoded == screen)
  }
}

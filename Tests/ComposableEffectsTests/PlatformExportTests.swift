// Only this package and the test library, as in FoundationExportTests: feature code written for
// TCA on Apple platforms uses `URLSession`, `withObservationTracking` and
// `URL.documentsDirectory` with nothing more imported, and must compile here unchanged.
import ComposableEffects
import Testing

private struct APIClient {
  var fetch: @Sendable (URL) async throws -> Data
}

extension APIClient: DependencyKey {
  static let liveValue = APIClient { url in
    try await URLSession.shared.data(for: URLRequest(url: url)).0
  }
}

@Reducer
private struct Counter {
  @ObservableState
  struct State: Equatable {
    var count = 0
  }

  enum Action {
    case incrementButtonTapped
  }

  var body: some Reducer<State, Action> {
    Reduce { state, _ in
      state.count += 1
      return .none
    }
  }
}

@MainActor
@Suite struct PlatformExportTests {
  @Test func urlSessionIsVisibleThroughThePackage() {
    let request = URLRequest(url: URL(string: "http://127.0.0.1/")!)
    let session: URLSession = .shared
    #expect(request.url?.host == "127.0.0.1")
    #expect(session.configuration.timeoutIntervalForRequest > 0)
  }

  @Test func withObservationTrackingIsVisibleThroughThePackage() {
    let store = Store(initialState: Counter.State()) { Counter() }
    let changed = LockIsolated(false)
    withObservationTracking {
      _ = store.count
    } onChange: {
      changed.setValue(true)
    }
    #expect(!changed.value)
    store.send(.incrementButtonTapped)
    #expect(changed.value)
  }

  @Test func theUsersDirectoriesAreFileURLsAsOnApplePlatforms() {
    let directories: [URL] = [
      .documentsDirectory, .cachesDirectory, .applicationSupportDirectory, .libraryDirectory,
      .applicationDirectory, .userDirectory, .desktopDirectory, .downloadsDirectory,
      .moviesDirectory, .musicDirectory, .picturesDirectory, .sharedPublicDirectory,
      .trashDirectory,
    ]
    for directory in directories {
      #expect(directory.isFileURL)
      #expect(directory.hasDirectoryPath)
      #expect(directory.path.hasPrefix("/"))
    }
    #expect(Set(directories).count == directories.count)
  }

  @Test func aSharedFileInTheDocumentsDirectoryIsSpelledAsInTCAsApps() {
    let url = URL.documentsDirectory.appending(component: "sync-ups.json")
    #expect(url.lastPathComponent == "sync-ups.json")
    #expect(url.deletingLastPathComponent().standardizedFileURL.path
      == URL.documentsDirectory.standardizedFileURL.path)
    @Shared(.fileStorage(.documentsDirectory.appending(component: "sync-ups.json")))
    var syncUps: [String] = []
    #expect(syncUps == [])
  }
}

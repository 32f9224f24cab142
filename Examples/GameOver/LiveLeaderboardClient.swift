import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

extension LeaderboardClient {
  /// A client that posts each game as JSON to the server at `baseURL`, and decodes the ranks
  /// it answers:
  ///
  /// - `POST /games` submits a game to the leaderboards;
  /// - `POST /demo/games` ranks a demo game without saving it.
  ///
  /// ```swift
  /// let store = Store(initialState: GameOver.State(completedGame: game)) {
  ///   GameOver()
  /// } withDependencies: {
  ///   $0.leaderboardClient = .live(baseURL: URL(string: "http://127.0.0.1:8080")!)
  /// }
  /// ```
  ///
  /// An answer other than `2xx` throws ``LeaderboardClient/ServerError``.
  public static func live(baseURL: URL, session: URLSession = .shared) -> Self {
    Self(
      submitDemoGame: { game in
        try await post(game, to: baseURL.appending(path: "demo/games"), session: session)
      },
      submitGame: { game in
        try await post(game, to: baseURL.appending(path: "games"), session: session)
      }
    )
  }

  /// The server answered with an error status.
  public struct ServerError: Error, Equatable {
    /// The HTTP status code of the answer.
    public var statusCode: Int
  }
}

private func post(
  _ game: CompletedGame, to url: URL, session: URLSession
) async throws -> LeaderboardRanks {
  var request = URLRequest(url: url)
  request.httpMethod = "POST"
  request.setValue("application/json", forHTTPHeaderField: "Content-Type")
  request.httpBody = try JSONEncoder().encode(game)
  let (data, response) = try await session.data(for: request)
  if let response = response as? HTTPURLResponse, !(200..<300).contains(response.statusCode) {
    throw LeaderboardClient.ServerError(statusCode: response.statusCode)
  }
  return try JSONDecoder().decode(LeaderboardRanks.self, from: data)
}

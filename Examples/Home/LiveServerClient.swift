import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

extension ServerClient {
  /// A client that talks JSON over HTTP to the server at `baseURL`:
  ///
  /// - `POST /auth` with a ``ServerAuthentication`` answers the ``CurrentPlayer``;
  /// - `GET /config` answers the ``ServerConfig``;
  /// - `GET /daily-challenges` answers today's ``DailyChallenge``s;
  /// - `GET /week-in-review` answers the ``WeekInReview``.
  ///
  /// ```swift
  /// let store = Store(initialState: Home.State()) {
  ///   Home()
  /// } withDependencies: {
  ///   $0.serverClient = .live(baseURL: URL(string: "http://127.0.0.1:8080")!)
  /// }
  /// ```
  ///
  /// An answer other than `2xx` throws ``ServerClient/ServerError``.
  public static func live(baseURL: URL, session: URLSession = .shared) -> Self {
    let http = JSONOverHTTP(baseURL: baseURL, session: session)
    return Self(
      authenticate: { try await http.send("POST", "auth", body: $0) },
      config: { try await http.send("GET", "config") },
      dailyChallenges: { try await http.send("GET", "daily-challenges") },
      weekInReview: { try await http.send("GET", "week-in-review") }
    )
  }

  /// The server answered with an error status.
  public struct ServerError: Error, Equatable {
    /// The HTTP status code of the answer.
    public var statusCode: Int
  }
}

/// Requests to one server, with JSON bodies both ways.
private struct JSONOverHTTP: Sendable {
  let baseURL: URL
  let session: URLSession

  func send<Response: Decodable>(
    _ method: String, _ path: String, body: (some Encodable)? = Never?.none
  ) async throws -> Response {
    var request = URLRequest(url: baseURL.appending(path: path))
    request.httpMethod = method
    if let body {
      request.setValue("application/json", forHTTPHeaderField: "Content-Type")
      request.httpBody = try JSONEncoder().encode(body)
    }
    let (data, response) = try await session.data(for: request)
    if let response = response as? HTTPURLResponse, !(200..<300).contains(response.statusCode) {
      throw ServerClient.ServerError(statusCode: response.statusCode)
    }
    return try JSONDecoder().decode(Response.self, from: data)
  }
}

import Foundation

/// A server answered a request with a status outside 200...299.
public struct HTTPStatusError: Error, Equatable, CustomStringConvertible {
  /// The address requested.
  public let url: URL

  /// The status the server answered with, such as 404.
  public let statusCode: Int

  /// An error for a request of `url` answered with `statusCode`.
  public init(url: URL, statusCode: Int) {
    self.url = url
    self.statusCode = statusCode
  }

  /// `HTTP 404 for /facts/7`.
  public var description: String {
    "HTTP \(statusCode) for \(url.path)"
  }
}

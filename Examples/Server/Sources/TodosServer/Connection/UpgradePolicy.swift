import Foundation

/// Who may open a WebSocket: pages of the server's own origin or of an allowed one, presenting
/// the token when the server has one.
///
/// A browser sends `Origin` with every WebSocket handshake, and a page cannot change it: an
/// upgrade whose `Origin` is neither the server's own (its scheme `http` or `https`, its host
/// and port those the request was sent to, in `Host`) nor one of
/// ``TodosServer/Configuration/allowedOrigins`` comes from some other site's page, which would
/// read and change the list with the user's access, and is refused with 403. A handshake
/// without `Origin` does not come from a browser, nor does one whose `Origin` has a `ws:` or
/// `wss:` scheme, which no page has (WebSocket client libraries send one made of the URL they
/// connect to); such a client can send any `Origin` it likes, so the header proves nothing
/// either way, and it is let through: the token is what keeps strangers out. With a token configured, an upgrade whose `token` query parameter is not it is
/// refused with 401.
struct UpgradePolicy: Sendable {
  let allowedOrigins: Set<String>
  let token: String?

  enum Decision: Equatable {
    case accept
    case refuse(status: Int, reason: String)
  }

  /// What to do with a WebSocket upgrade of `uri`, sent to `host`, from a page of `origin`.
  func decide(uri: String, host: String?, origin: String?) -> Decision {
    if let origin, !isAllowed(origin: origin, host: host) {
      return .refuse(status: 403, reason: "WebSocket connections from \(origin) are not allowed.")
    }
    if let token, !matches(presented: Self.token(in: uri), expected: token) {
      return .refuse(status: 401, reason: "A valid token is required.")
    }
    return .accept
  }

  private func isAllowed(origin: String, host: String?) -> Bool {
    let origin = origin.lowercased()
    if origin.hasPrefix("ws://") || origin.hasPrefix("wss://") {
      return true
    }
    if allowedOrigins.contains(where: { $0.lowercased() == origin }) {
      return true
    }
    guard let host = host?.lowercased(), !host.isEmpty else { return false }
    return origin == "http://\(host)" || origin == "https://\(host)"
  }

  private static func token(in uri: String) -> String? {
    URLComponents(string: uri)?.queryItems?.last { $0.name == "token" }?.value
  }

  // Compares every byte whatever the first difference, so that the time taken tells nothing
  // about how much of a guess was right.
  private func matches(presented: String?, expected: String) -> Bool {
    let presented = Array((presented ?? "").utf8)
    let expected = Array(expected.utf8)
    var difference = presented.count ^ expected.count
    for index in expected.indices {
      difference |= Int(expected[index] ^ (index < presented.count ? presented[index] : 0))
    }
    return difference == 0
  }
}

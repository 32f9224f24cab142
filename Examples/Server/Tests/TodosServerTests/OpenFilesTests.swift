import Foundation
import Testing

/// The open-files limit: raised to the hard limit at start, and said out loud when it stops
/// the server from accepting.
@Suite(.timeLimit(.minutes(1)))
struct OpenFilesTests {
  @Test func theSoftLimitIsRaisedToTheHardLimitAtStart() async throws {
    let server = try await ServerProcess(shellPrefix: "ulimit -S -n 200 && ulimit -H -n 300 &&")

    #expect(await server.logs("soft 200 raised to 300"))
  }

  @Test func aServerOutOfDescriptorsSaysSoWhenItCannotAccept() async throws {
    // A hard limit of 48 leaves the server, after what it holds itself, room for a few dozen
    // connections; the ones beyond wait in the listening socket's backlog.
    let server = try await ServerProcess(
      arguments: ["--request-header-timeout", "60"],
      shellPrefix: "ulimit -S -n 48 && ulimit -H -n 48 &&"
    )
    var connections: [RawConnection] = []
    for _ in 0..<64 {
      connections.append(try RawConnection(port: server.port))
    }

    #expect(await server.logs("open-files limit is reached"))
    _ = connections
  }
}

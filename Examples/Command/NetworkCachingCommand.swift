import ArgumentParser
import ComposableEffects
import ExampleServer
import Foundation
import NetworkCaching
import Rainbow

/// `examples network-caching`: seed 004's FAQ example against a real local server. The
/// program performs `HTTP.data(for:)`; a caching handler over it answers repeated requests,
/// so only the first request for a URL reaches the server.
struct NetworkCachingCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "network-caching",
    abstract: "An HTTP effect with a caching handler over it: repeated fetches never reach the local server."
  )

  @OptionGroup var options: SpeedOptions

  @Option(parsing: .upToNextOption, help: "The numbers whose facts to fetch, in order.")
  var numbers: [Int] = [42, 42, 7]

  @Option(help: "How long the server takes to answer a request, in milliseconds.")
  var serverDelay: Int = 300

  func validate() throws {
    guard !numbers.isEmpty else { throw ValidationError("--numbers needs at least one number.") }
    guard serverDelay >= 0 else { throw ValidationError("--server-delay cannot be negative.") }
  }

  @MainActor
  func run() async throws {
    let server = try await LocalServer.start([factsRoute(delay: .milliseconds(serverDelay))])
    note("facts server listening on \(server.baseURL)")
    do {
      try await runProgram(server: server)
      print()
      try await runStore(server: server)
    } catch {
      await server.stop()
      throw error
    }
    await server.stop()
  }

  /// The seed's shape: `main` installs a handler over the network (it notes each request that
  /// reaches it), `module` installs the cache, `program` fetches.
  @MainActor
  private func runProgram(server: LocalServer) async throws {
    heading("1. The seed's program: main (network) → module (cache) → program (fetchFact)")
    let network = NetworkLog()
    let cache = ResponseCache()
    let served = server.requests.count
    try await with {
      network.handler()
    } perform: {
      try await with {
        caching(cache)
      } perform: {
        for number in numbers {
          try await pause()
          print("▸ fetchFact(\(number))".cyan.bold)
          let fact = try await network.timing(number) {
            try await fetchFact(number, from: server.baseURL)
          }
          print("  \(fact.text)".green)
        }
      }
    }
    report(server.requests.dropFirst(served))
  }

  /// The same program in a store: the feature's effect installs the cache (it is the
  /// `module`), and the handler over the network is installed around each `send`, whose
  /// effects inherit it.
  @MainActor
  private func runStore(server: LocalServer) async throws {
    heading("2. In a store: CachedFacts installs the cache in its effect")
    let network = NetworkLog()
    let served = server.requests.count
    let store = liveStore(
      initialState: CachedFacts.State(),
      reducer: CachedFacts(),
      speed: options.speed
    ) {
      $0.factsServer = server.baseURL
      $0.responseCache = ResponseCache()
    }
    for number in numbers {
      try await pause()
      await network.timing(number) {
        let task = with {
          network.handler()
        } perform: {
          store.send(.factButtonTapped(number))
        }
        await task.finish()
      }
    }
    report(server.requests.dropFirst(served))
  }

  /// What a user takes between two taps: a second at speed 1.
  private func pause() async throws {
    try await SpeedClock(speed: options.speed).sleep(for: .seconds(1))
  }

  private func report(_ requests: ArraySlice<String>) {
    note("the server served \(requests.count) requests for \(numbers.count) fetches:")
    for request in requests {
      note("  \(request)")
    }
  }
}

/// The facts the server knows, and its `GET /facts/:number` route, which takes `delay` to
/// answer as a real server over a real network would.
private func factsRoute(delay: Duration) -> LocalServer.Route {
  LocalServer.Route("GET /facts/:number") { request in
    try await Task.sleep(for: delay)
    guard let number = request.parameter("number").flatMap({ Int($0) }) else {
      return .text("Not a number", statusCode: 400)
    }
    let facts = [
      7: "7 is the number of days in a week.",
      42: "42 is the answer to the ultimate question of life, the universe, and everything.",
      100: "100 is the number of years in a century.",
    ]
    return try .json(Fact(number: number, text: facts[number] ?? "\(number) is a rather ordinary number."))
  }
}

/// Counts the requests that get past the cache to the network, to tell where each fact came
/// from and how long it took.
private final class NetworkLog: Sendable {
  private let requests = LockIsolated(0)

  /// An `HTTP.Data` handler that notes each request reaching it, then forwards it outward, to
  /// `HTTP.data`'s default: `URLSession`.
  func handler() -> HTTP.Data {
    HTTP.Data { [requests] url in
      requests.withValue { $0 += 1 }
      note("GET \(url.path): not in the cache, asking the server")
      return try await HTTP.data(for: url)
    }
  }

  /// Runs `fetch` and notes where the fact about `number` came from, and in how long.
  @MainActor
  func timing<R>(_ number: Int, _ fetch: @MainActor () async throws -> R) async rethrows -> R {
    let before = requests.value
    let clock = ContinuousClock()
    let start = clock.now
    let result = try await fetch()
    let elapsed = start.duration(to: clock.now)
    let milliseconds = Int((elapsed / .milliseconds(1)).rounded())
    let source = requests.value > before ? "from the server" : "from the cache"
    note("fact \(number) \(source) in \(milliseconds) ms")
    return result
  }
}

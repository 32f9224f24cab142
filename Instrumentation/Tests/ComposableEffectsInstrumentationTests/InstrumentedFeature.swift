import ComposableEffects
import InMemoryTracing
import Tracing

/// A feature with an effect of each ending: one that sends two actions and finishes, one that
/// is cancelled, one that fails into its `catch`, and one that fails with no `catch`; and an
/// action whose `.send` effect queues another.
struct InstrumentedFeature: Reducer {
  struct State: Equatable {
    var ticks: [Int] = []
    var failures: [String] = []
  }

  enum Action: Equatable {
    case startTapped
    case tick(Int)
    case longTapped
    case cancelTapped
    case failTapped
    case failed(String)
    case failUncaughtTapped
    case relayTapped
  }

  enum CancelID: Hashable, Sendable { case long }

  struct Failure: Error, Equatable {}

  let clock: TestClock<Duration>
  /// The tracer a client called from an effect uses: it starts its span in the context in force.
  let tracer: InMemoryTracer

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .startTapped:
      return .run { [tracer] send in
        tracer.startSpan("client fetch").end()
        await send(.tick(1))
        await send(.tick(2))
      }
    case .tick(let value):
      state.ticks.append(value)
      return .none
    case .longTapped:
      return .run { [clock] send in
        try await clock.sleep(for: .seconds(10))
        await send(.tick(10))
      }
      .cancellable(id: CancelID.long)
    case .cancelTapped:
      return .cancel(id: CancelID.long)
    case .failTapped:
      return .run { _ in
        throw Failure()
      } catch: { _, send in
        await send(.failed("Failure"))
      }
    case .failed(let message):
      state.failures.append(message)
      return .none
    case .failUncaughtTapped:
      return .run { _ in throw Failure() }
    case .relayTapped:
      return .send(.tick(0))
    }
  }
}

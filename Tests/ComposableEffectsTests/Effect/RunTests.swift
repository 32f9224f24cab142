import Foundation
import ComposableEffects
import ComposableEffectsTestSupport
import Testing

private struct Boom: Error, Equatable {}

private struct Feature: Reducer {
  struct State: Equatable { var values: [Int] = [] }
  enum Action: Equatable {
    case start(count: Int)
    case failWithCatch
    case failWithoutCatch
    case cancelQuietly
    case value(Int)
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .start(let count):
      return .run { send in
        for value in 1...count {
          await send(.value(value))
        }
      }
    case .failWithCatch:
      return .run { _ in
        throw Boom()
      } catch: { error, send in
        await send(.value(error is Boom ? -1 : -2))
      }
    case .failWithoutCatch:
      return .run { _ in throw Boom() }
    case .cancelQuietly:
      return .run { _ in throw CancellationError() }
    case .value(let value):
      state.values.append(value)
      return .none
    }
  }
}

@MainActor
@Suite struct RunTests {
  @Test func aRunEffectSendsActionsInOrder() async {
    let store = Store(initialState: Feature.State()) { Feature() }
    await store.send(.start(count: 100)).finish()
    #expect(store.values == Array(1...100))
  }

  @Test func anErrorGoesToCatch() async {
    let store = Store(initialState: Feature.State()) { Feature() }
    await store.send(.failWithCatch).finish()
    #expect(store.values == [-1])
  }

  @Test func anUnhandledErrorIsReportedWithTheRunsFileAndLine() async {
    let store = Store(initialState: Feature.State()) { Feature() }
    await withKnownIssue {
      await store.send(.failWithoutCatch).finish()
    } matching: { issue in
      issue.description.contains("An 'Effect.run' returned from \"ComposableEffectsTests/RunTests.swift:33\" threw an unhandled error")
        && issue.description.contains("Boom()")
        && issue.sourceLocation?.line == 33
    }
    #expect(store.values.isEmpty)
  }

  @Test func aCancellationErrorEndsTheEffectQuietly() async {
    let store = Store(initialState: Feature.State()) { Feature() }
    await store.send(.cancelQuietly).finish()
    #expect(store.values.isEmpty)
  }

  @Test func runEffectsRunOffTheMainActor() async {
    struct Probe: Reducer {
      struct State: Equatable { var ranOnMainThread: Bool? }
      enum Action: Equatable { case probe, result(Bool) }
      func reduce(into state: inout State, action: Action) -> Effect<Action> {
        switch action {
        case .probe:
          return .run { send in
            let isMain = await isOnMainActor()
            await send(.result(isMain))
          }
        case .result(let isMain):
          state.ranOnMainThread = isMain
          return .none
        }
      }
    }
    let store = Store(initialState: Probe.State()) { Probe() }
    await store.send(.probe).finish()
    #expect(store.ranOnMainThread == false)
  }
}

private nonisolated func isOnMainActor() async -> Bool {
  // A nonisolated async function runs on the executor of the task that calls it: the pool
  // for an effect, the main actor only if the effect was wrongly isolated to it.
  Thread.isMainThread
}

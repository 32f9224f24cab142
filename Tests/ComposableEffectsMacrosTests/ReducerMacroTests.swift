import ComposableEffectsMacros
import ComposableEffectsTestSupport
import MacroTesting
import SwiftSyntaxMacroExpansion
import Testing

@Suite(.macros(["Reducer": MacroSpec(type: ReducerMacro.self, conformances: ["Reducer"])]))
struct ReducerMacroTests {
  @Test func structWithNestedStateAndActionConformsAndGetsCasePaths() {
    assertMacro {
      """
      @Reducer
      struct Feature {
        struct State {
          var count = 0
        }
        enum Action {
          case incrementButtonTapped
        }

        var body: some Reducer<State, Action> {
          Reduce { state, action in
            state.count += 1
            return .none
          }
        }
      }
      """
    } expansion: {
      """
      struct Feature {
        struct State {
          var count = 0
        }
        @CasePaths.CasePathable @ComposableEffects._DirectCasePaths
        enum Action {
          case incrementButtonTapped
        }
        @ComposableEffects.ReducerBuilder<Self.State, Self.Action>

        var body: some Reducer<State, Action> {
          Reduce { state, action in
            state.count += 1
            return .none
          }
        }
      }

      extension Feature: ComposableEffects.Reducer {
      }
      """
    }
  }

  @Test func enumStateGetsCasePathsAndDynamicMemberLookup() {
    assertMacro {
      """
      @Reducer
      struct Destination {
        enum State {
          case alert(AlertState)
          case detail(Detail.State)
        }
        enum Action {
          case alert(AlertAction)
          case detail(Detail.Action)
        }

        func reduce(into state: inout State, action: Action) -> Effect<Action> {
          .none
        }
      }
      """
    } expansion: {
      """
      struct Destination {
        @CasePaths.CasePathable @ComposableEffects._DirectCasePaths @dynamicMemberLookup
        enum State {
          case alert(AlertState)
          case detail(Detail.State)
        }
        @CasePaths.CasePathable @ComposableEffects._DirectCasePaths
        enum Action {
          case alert(AlertAction)
          case detail(Detail.Action)
        }

        func reduce(into state: inout State, action: Action) -> Effect<Action> {
          .none
        }
      }

      extension Destination: ComposableEffects.Reducer {
      }
      """
    }
  }

  @Test func typeAliasesAreLeftAsTheyAre() {
    assertMacro {
      """
      @Reducer
      struct Counter {
        typealias State = Int
        typealias Action = CounterAction

        func reduce(into state: inout State, action: Action) -> Effect<Action> {
          .none
        }
      }
      """
    } expansion: {
      """
      struct Counter {
        typealias State = Int
        typealias Action = CounterAction

        func reduce(into state: inout State, action: Action) -> Effect<Action> {
          .none
        }
      }

      extension Counter: ComposableEffects.Reducer {
      }
      """
    }
  }

  @Test func existingAttributesAreNotRepeated() {
    assertMacro {
      """
      @Reducer
      struct Feature {
        @CasePathable @dynamicMemberLookup
        enum State {
          case idle
        }
        @CasePaths.CasePathable
        enum Action {
          case start
        }

        @ReducerBuilder<State, Action>
        var body: some Reducer<State, Action> {
          EmptyReducer()
        }
      }
      """
    } expansion: {
      """
      struct Feature {
        @CasePathable @dynamicMemberLookup
        @ComposableEffects._DirectCasePaths
        enum State {
          case idle
        }
        @CasePaths.CasePathable
        @ComposableEffects._DirectCasePaths
        enum Action {
          case start
        }

        @ReducerBuilder<State, Action>
        var body: some Reducer<State, Action> {
          EmptyReducer()
        }
      }

      extension Feature: ComposableEffects.Reducer {
      }
      """
    }
  }

  @Test func statedConformanceIsNotRepeated() {
    assertMacro {
      """
      @Reducer
      struct Feature: Reducer {
        struct State {}
        enum Action {}

        var body: some ReducerOf<Self> {
          EmptyReducer()
        }
      }
      """
    } expansion: {
      """
      struct Feature: Reducer {
        struct State {}
        @CasePaths.CasePathable @ComposableEffects._DirectCasePaths
        enum Action {}
        @ComposableEffects.ReducerBuilder<Self.State, Self.Action>

        var body: some ReducerOf<Self> {
          EmptyReducer()
        }
      }
      """
    }
  }

  @Test func bodyWithExplicitGetterIsBuilt() {
    assertMacro {
      """
      @Reducer
      struct Feature {
        struct State {}
        enum Action {}

        var body: some ReducerOf<Self> {
          get {
            EmptyReducer()
          }
        }
      }
      """
    } expansion: {
      """
      struct Feature {
        struct State {}
        @CasePaths.CasePathable @ComposableEffects._DirectCasePaths
        enum Action {}
        @ComposableEffects.ReducerBuilder<Self.State, Self.Action>

        var body: some ReducerOf<Self> {
          get {
            EmptyReducer()
          }
        }
      }

      extension Feature: ComposableEffects.Reducer {
      }
      """
    }
  }

  @Test func otherMembersAreLeftAlone() {
    assertMacro {
      """
      @Reducer
      struct Feature {
        struct State {}
        enum Action {}
        enum CancelID {
          case timer
        }

        static var body: Int { 0 }
        var name: String { "feature" }
        let body2 = 1

        func reduce(into state: inout State, action: Action) -> Effect<Action> {
          .none
        }
      }
      """
    } expansion: {
      """
      struct Feature {
        struct State {}
        @CasePaths.CasePathable @ComposableEffects._DirectCasePaths
        enum Action {}
        enum CancelID {
          case timer
        }

        static var body: Int { 0 }
        var name: String { "feature" }
        let body2 = 1

        func reduce(into state: inout State, action: Action) -> Effect<Action> {
          .none
        }
      }

      extension Feature: ComposableEffects.Reducer {
      }
      """
    }
  }

  @Test func availabilityIsRepeatedOnTheConformance() {
    assertMacro {
      """
      @available(macOS 15, *)
      @Reducer
      struct Feature {
        struct State {}
        enum Action {}

        func reduce(into state: inout State, action: Action) -> Effect<Action> {
          .none
        }
      }
      """
    } expansion: {
      """
      @available(macOS 15, *)
      struct Feature {
        struct State {}
        @CasePaths.CasePathable @ComposableEffects._DirectCasePaths
        enum Action {}

        func reduce(into state: inout State, action: Action) -> Effect<Action> {
          .none
        }
      }

      @available(macOS 15, *)
      extension Feature: ComposableEffects.Reducer {
      }
      """
    }
  }

  @Test func emptyStructGetsStateActionAndBody() {
    assertMacro {
      """
      @Reducer
      struct Placeholder {}
      """
    } expansion: {
      """
      struct Placeholder {

          @ComposableEffects.ObservableState
          struct State: Codable, Equatable, Hashable, Sendable {
            init() {
            }
          }

          enum Action: Equatable, Hashable, Sendable {
          }

          let body = ComposableEffects.EmptyReducer<Self.State, Self.Action>()
      }

      extension Placeholder: ComposableEffects.Reducer {
      }
      """
    }
  }

  @Test func publicEmptyStructGetsPublicMembers() {
    assertMacro {
      """
      @Reducer
      public struct Placeholder {}
      """
    } expansion: {
      """
      public struct Placeholder {

          @ComposableEffects.ObservableState
          public struct State: Codable, Equatable, Hashable, Sendable {
            public init() {
            }
          }

          public enum Action: Equatable, Hashable, Sendable {
          }

          public let body = ComposableEffects.EmptyReducer<Self.State, Self.Action>()
      }

      extension Placeholder: ComposableEffects.Reducer {
      }
      """
    }
  }

  @Test func structWithStateAndActionGetsOnlyBody() {
    assertMacro {
      """
      @Reducer
      struct Feature {
        struct State {}
        enum Action {}
      }
      """
    } expansion: {
      """
      struct Feature {
        struct State {}
        @CasePaths.CasePathable @ComposableEffects._DirectCasePaths
        enum Action {}

        let body = ComposableEffects.EmptyReducer<Self.State, Self.Action>()
      }

      extension Feature: ComposableEffects.Reducer {
      }
      """
    }
  }

  @Test func classIsDiagnosed() {
    assertMacro {
      """
      @Reducer
      final class Feature {
        struct State {}
        enum Action {}
      }
      """
    } diagnostics: {
      """
      @Reducer
      ┬───────
      ╰─ 🛑 @Reducer applies to a struct that declares a feature's State and Action, and its body or reduce(into:action:); or to an enum whose cases hold features
      final class Feature {
        struct State {}
        enum Action {}
      }
      """
    }
  }
}

import ComposableEffectsMacros
import ComposableEffectsTestSupport
import MacroTesting
import SwiftSyntaxMacroExpansion
import Testing

@Suite(
  .macros(
    [
      "Reducer": MacroSpec(type: ReducerMacro.self, conformances: ["Reducer", "CaseReducer"]),
      "ReducerCaseIgnored": MacroSpec(type: ReducerCaseIgnoredMacro.self),
      "ReducerCaseEphemeral": MacroSpec(type: ReducerCaseEphemeralMacro.self),
    ]
  )
)
struct ReducerMacroEnumTests {
  @Test func enumOfFeaturesGetsStateActionAndBody() {
    assertMacro {
      """
      @Reducer
      enum Destination {
        case edit(EditFeature)
        case detail(DetailFeature)
      }
      """
    } expansion: {
      #"""
      enum Destination {
        case edit(EditFeature)
        case detail(DetailFeature)

        @CasePaths.CasePathable
        @dynamicMemberLookup
        @ComposableEffects.ObservableState
        enum State: ComposableEffects.CaseReducerState {
          typealias StateReducer = Destination
          case edit(EditFeature.State)
          case detail(DetailFeature.State)
        }

        @CasePaths.CasePathable
        enum Action {
          case edit(EditFeature.Action)
          case detail(DetailFeature.Action)
        }

        @ComposableEffects.ReducerBuilder<Self.State, Self.Action>
        static var body: ComposableEffects.Reduce<Self.State, Self.Action> {
          ComposableEffects.Reduce(
            ComposableEffects.CombineReducers {
              ComposableEffects.Scope(state: \Self.State.Cases.edit, action: \Self.Action.Cases.edit) {
                EditFeature()
              }
              ComposableEffects.Scope(state: \Self.State.Cases.detail, action: \Self.Action.Cases.detail) {
                DetailFeature()
              }
            }
          )
        }
      }

      extension Destination: ComposableEffects.CaseReducer, ComposableEffects.Reducer {
      }
      """#
    }
  }

  @Test func synthesizedConformancesJoinTheGeneratedEnums() {
    assertMacro {
      """
      @Reducer(state: .equatable, .hashable, action: .sendable)
      enum Destination {
        case edit(EditFeature)
      }
      """
    } expansion: {
      #"""
      enum Destination {
        case edit(EditFeature)

        @CasePaths.CasePathable
        @dynamicMemberLookup
        @ComposableEffects.ObservableState
        enum State: ComposableEffects.CaseReducerState, Swift.Equatable, Swift.Hashable {
          typealias StateReducer = Destination
          case edit(EditFeature.State)
        }

        @CasePaths.CasePathable
        enum Action: Swift.Sendable {
          case edit(EditFeature.Action)
        }

        @ComposableEffects.ReducerBuilder<Self.State, Self.Action>
        static var body: ComposableEffects.Reduce<Self.State, Self.Action> {
          ComposableEffects.Reduce(
            ComposableEffects.CombineReducers {
              ComposableEffects.Scope(state: \Self.State.Cases.edit, action: \Self.Action.Cases.edit) {
                EditFeature()
              }
            }
          )
        }
      }

      extension Destination: ComposableEffects.CaseReducer, ComposableEffects.Reducer {
      }
      """#
    }
  }

  @Test func ignoredCaseIsStateOnly() {
    assertMacro {
      """
      @Reducer
      enum Path {
        case detail(DetailFeature)
        @ReducerCaseIgnored
        case receipt(Receipt)
      }
      """
    } expansion: {
      #"""
      enum Path {
        case detail(DetailFeature)
        case receipt(Receipt)

        @CasePaths.CasePathable
        @dynamicMemberLookup
        @ComposableEffects.ObservableState
        enum State: ComposableEffects.CaseReducerState {
          typealias StateReducer = Path
          case detail(DetailFeature.State)
          case receipt(Receipt)
        }

        @CasePaths.CasePathable
        enum Action {
          case detail(DetailFeature.Action)
        }

        @ComposableEffects.ReducerBuilder<Self.State, Self.Action>
        static var body: ComposableEffects.Reduce<Self.State, Self.Action> {
          ComposableEffects.Reduce(
            ComposableEffects.CombineReducers {
              ComposableEffects.Scope(state: \Self.State.Cases.detail, action: \Self.Action.Cases.detail) {
                DetailFeature()
              }
            }
          )
        }
      }

      extension Path: ComposableEffects.CaseReducer, ComposableEffects.Reducer {
      }
      """#
    }
  }

  @Test func ephemeralCaseHasActionsAndNoScope() {
    assertMacro {
      """
      @Reducer
      enum Destination {
        case edit(EditFeature)
        @ReducerCaseEphemeral
        case prompt(Prompt<PromptAction>)
      }
      """
    } expansion: {
      #"""
      enum Destination {
        case edit(EditFeature)
        case prompt(Prompt<PromptAction>)

        @CasePaths.CasePathable
        @dynamicMemberLookup
        @ComposableEffects.ObservableState
        enum State: ComposableEffects.CaseReducerState {
          typealias StateReducer = Destination
          case edit(EditFeature.State)
          case prompt(Prompt<PromptAction>)
        }

        @CasePaths.CasePathable
        enum Action {
          case edit(EditFeature.Action)
          case prompt(Prompt<PromptAction>.Action)
        }

        @ComposableEffects.ReducerBuilder<Self.State, Self.Action>
        static var body: ComposableEffects.Reduce<Self.State, Self.Action> {
          ComposableEffects.Reduce(
            ComposableEffects.CombineReducers {
              ComposableEffects.Scope(state: \Self.State.Cases.edit, action: \Self.Action.Cases.edit) {
                EditFeature()
              }
            }
          )
        }
      }

      extension Destination: ComposableEffects.CaseReducer, ComposableEffects.Reducer {
      }
      """#
    }
  }

  @Test func alertAndDialogStateAreEphemeralWithoutTheMarker() {
    assertMacro {
      """
      @Reducer
      enum Destination {
        case alert(AlertState<Alert>)
        case dialog(ConfirmationDialogState<Dialog>)

        enum Alert {
          case confirm
        }
        enum Dialog {
          case delete
        }
      }
      """
    } expansion: {
      """
      enum Destination {
        case alert(AlertState<Alert>)
        case dialog(ConfirmationDialogState<Dialog>)

        enum Alert {
          case confirm
        }
        enum Dialog {
          case delete
        }

        @CasePaths.CasePathable
        @dynamicMemberLookup
        @ComposableEffects.ObservableState
        enum State: ComposableEffects.CaseReducerState {
          typealias StateReducer = Destination
          case alert(AlertState<Alert>)
          case dialog(ConfirmationDialogState<Dialog>)
        }

        @CasePaths.CasePathable
        enum Action {
          case alert(AlertState<Alert>.Action)
          case dialog(ConfirmationDialogState<Dialog>.Action)
        }

        @ComposableEffects.ReducerBuilder<Self.State, Self.Action>
        static var body: ComposableEffects.EmptyReducer<Self.State, Self.Action> {
          ComposableEffects.EmptyReducer<Self.State, Self.Action>()
        }
      }

      extension Destination: ComposableEffects.CaseReducer, ComposableEffects.Reducer {
      }
      """
    }
  }

  @Test func theIssueExampleExpandsAsTCADoes() {
    assertMacro {
      """
      @Reducer
      enum Destination {
        case edit(EditFeature)
        case detail(DetailFeature)
        case alert(AlertState<Alert>)
        @ReducerCaseIgnored
        case other(Int)
        @ReducerCaseEphemeral
        case dialog(ConfirmationDialogState<Dialog>)
        enum Alert {
          case confirm
        }
      }
      """
    } expansion: {
      #"""
      enum Destination {
        case edit(EditFeature)
        case detail(DetailFeature)
        case alert(AlertState<Alert>)
        case other(Int)
        case dialog(ConfirmationDialogState<Dialog>)
        enum Alert {
          case confirm
        }

        @CasePaths.CasePathable
        @dynamicMemberLookup
        @ComposableEffects.ObservableState
        enum State: ComposableEffects.CaseReducerState {
          typealias StateReducer = Destination
          case edit(EditFeature.State)
          case detail(DetailFeature.State)
          case alert(AlertState<Alert>)
          case other(Int)
          case dialog(ConfirmationDialogState<Dialog>)
        }

        @CasePaths.CasePathable
        enum Action {
          case edit(EditFeature.Action)
          case detail(DetailFeature.Action)
          case alert(AlertState<Alert>.Action)
          case dialog(ConfirmationDialogState<Dialog>.Action)
        }

        @ComposableEffects.ReducerBuilder<Self.State, Self.Action>
        static var body: ComposableEffects.Reduce<Self.State, Self.Action> {
          ComposableEffects.Reduce(
            ComposableEffects.CombineReducers {
              ComposableEffects.Scope(state: \Self.State.Cases.edit, action: \Self.Action.Cases.edit) {
                EditFeature()
              }
              ComposableEffects.Scope(state: \Self.State.Cases.detail, action: \Self.Action.Cases.detail) {
                DetailFeature()
              }
            }
          )
        }
      }

      extension Destination: ComposableEffects.CaseReducer, ComposableEffects.Reducer {
      }
      """#
    }
  }

  @Test func casesWithoutOneNamedValueAreStateOnly() {
    assertMacro {
      """
      @Reducer
      enum Path {
        case detail(DetailFeature)
        case meeting(Meeting, syncUp: SyncUp)
        case loading
        case items([Item])
      }
      """
    } expansion: {
      #"""
      enum Path {
        case detail(DetailFeature)
        case meeting(Meeting, syncUp: SyncUp)
        case loading
        case items([Item])

        @CasePaths.CasePathable
        @dynamicMemberLookup
        @ComposableEffects.ObservableState
        enum State: ComposableEffects.CaseReducerState {
          typealias StateReducer = Path
          case detail(DetailFeature.State)
          case meeting(Meeting, syncUp: SyncUp)
          case loading
          case items([Item])
        }

        @CasePaths.CasePathable
        enum Action {
          case detail(DetailFeature.Action)
        }

        @ComposableEffects.ReducerBuilder<Self.State, Self.Action>
        static var body: ComposableEffects.Reduce<Self.State, Self.Action> {
          ComposableEffects.Reduce(
            ComposableEffects.CombineReducers {
              ComposableEffects.Scope(state: \Self.State.Cases.detail, action: \Self.Action.Cases.detail) {
                DetailFeature()
              }
            }
          )
        }
      }

      extension Path: ComposableEffects.CaseReducer, ComposableEffects.Reducer {
      }
      """#
    }
  }

  @Test func defaultValueIsTheReducerAndLabelsAreKept() {
    assertMacro {
      """
      @Reducer
      enum Destination {
        case timeline(Timeline = Timeline(isLive: true))
        case profile(feature: Profile)
      }
      """
    } expansion: {
      #"""
      enum Destination {
        case timeline(Timeline = Timeline(isLive: true))
        case profile(feature: Profile)

        @CasePaths.CasePathable
        @dynamicMemberLookup
        @ComposableEffects.ObservableState
        enum State: ComposableEffects.CaseReducerState {
          typealias StateReducer = Destination
          case timeline(Timeline.State)
          case profile(feature: Profile.State)
        }

        @CasePaths.CasePathable
        enum Action {
          case timeline(Timeline.Action)
          case profile(feature: Profile.Action)
        }

        @ComposableEffects.ReducerBuilder<Self.State, Self.Action>
        static var body: ComposableEffects.Reduce<Self.State, Self.Action> {
          ComposableEffects.Reduce(
            ComposableEffects.CombineReducers {
              ComposableEffects.Scope(state: \Self.State.Cases.timeline, action: \Self.Action.Cases.timeline) {
                Timeline(isLive: true)
              }
              ComposableEffects.Scope(state: \Self.State.Cases.profile, action: \Self.Action.Cases.profile) {
                Profile()
              }
            }
          )
        }
      }

      extension Destination: ComposableEffects.CaseReducer, ComposableEffects.Reducer {
      }
      """#
    }
  }

  @Test func publicEnumGetsPublicMembersAndAvailability() {
    assertMacro {
      """
      @available(macOS 15, *)
      @Reducer
      public enum Destination {
        case edit(EditFeature)
      }
      """
    } expansion: {
      #"""
      @available(macOS 15, *)
      public enum Destination {
        case edit(EditFeature)

        @CasePaths.CasePathable
        @dynamicMemberLookup
        @ComposableEffects.ObservableState
        public enum State: ComposableEffects.CaseReducerState {
          public typealias StateReducer = Destination
          case edit(EditFeature.State)
        }

        @CasePaths.CasePathable
        public enum Action {
          case edit(EditFeature.Action)
        }

        @ComposableEffects.ReducerBuilder<Self.State, Self.Action>
        public static var body: ComposableEffects.Reduce<Self.State, Self.Action> {
          ComposableEffects.Reduce(
            ComposableEffects.CombineReducers {
              ComposableEffects.Scope(state: \Self.State.Cases.edit, action: \Self.Action.Cases.edit) {
                EditFeature()
              }
            }
          )
        }
      }

      @available(macOS 15, *)
      extension Destination: ComposableEffects.CaseReducer, ComposableEffects.Reducer {
      }
      """#
    }
  }

  @Test func enumWithoutFeaturesGetsAnEmptyBody() {
    assertMacro {
      """
      @Reducer
      enum Destination {
        @ReducerCaseIgnored
        case empty(Int)
      }
      """
    } expansion: {
      """
      enum Destination {
        case empty(Int)

        @CasePaths.CasePathable
        @dynamicMemberLookup
        @ComposableEffects.ObservableState
        enum State: ComposableEffects.CaseReducerState {
          typealias StateReducer = Destination
          case empty(Int)
        }

        @CasePaths.CasePathable
        enum Action {
        }

        @ComposableEffects.ReducerBuilder<Self.State, Self.Action>
        static var body: ComposableEffects.EmptyReducer<Self.State, Self.Action> {
          ComposableEffects.EmptyReducer<Self.State, Self.Action>()
        }
      }

      extension Destination: ComposableEffects.CaseReducer, ComposableEffects.Reducer {
      }
      """
    }
  }

  @Test func declaredStateActionAndBodyAreNotGenerated() {
    assertMacro {
      """
      @Reducer
      enum Destination {
        case edit(EditFeature)

        @CasePathable
        @dynamicMemberLookup
        @ObservableState
        enum State: CaseReducerState, Equatable {
          typealias StateReducer = Destination
          case edit(EditFeature.State)
        }
      }
      """
    } expansion: {
      #"""
      enum Destination {
        case edit(EditFeature)

        @CasePathable
        @dynamicMemberLookup
        @ObservableState
        enum State: CaseReducerState, Equatable {
          typealias StateReducer = Destination
          case edit(EditFeature.State)
        }

        @CasePaths.CasePathable
        enum Action {
          case edit(EditFeature.Action)
        }

        @ComposableEffects.ReducerBuilder<Self.State, Self.Action>
        static var body: ComposableEffects.Reduce<Self.State, Self.Action> {
          ComposableEffects.Reduce(
            ComposableEffects.CombineReducers {
              ComposableEffects.Scope(state: \Self.State.Cases.edit, action: \Self.Action.Cases.edit) {
                EditFeature()
              }
            }
          )
        }
      }

      extension Destination: ComposableEffects.CaseReducer, ComposableEffects.Reducer {
      }
      """#
    }
  }

  @Test func statedConformancesAreNotRepeated() {
    assertMacro {
      """
      @Reducer
      enum Destination: CaseReducer {
        case edit(EditFeature)
      }
      """
    } expansion: {
      #"""
      enum Destination: CaseReducer {
        case edit(EditFeature)

        @CasePaths.CasePathable
        @dynamicMemberLookup
        @ComposableEffects.ObservableState
        enum State: ComposableEffects.CaseReducerState {
          typealias StateReducer = Destination
          case edit(EditFeature.State)
        }

        @CasePaths.CasePathable
        enum Action {
          case edit(EditFeature.Action)
        }

        @ComposableEffects.ReducerBuilder<Self.State, Self.Action>
        static var body: ComposableEffects.Reduce<Self.State, Self.Action> {
          ComposableEffects.Reduce(
            ComposableEffects.CombineReducers {
              ComposableEffects.Scope(state: \Self.State.Cases.edit, action: \Self.Action.Cases.edit) {
                EditFeature()
              }
            }
          )
        }
      }

      extension Destination: ComposableEffects.Reducer {
      }
      """#
    }
  }

  @Test func plainValueTypeIsDiagnosed() {
    assertMacro {
      """
      @Reducer
      enum Destination {
        case edit(EditFeature)
        case count(Int)
      }
      """
    } diagnostics: {
      """
      @Reducer
      enum Destination {
        case edit(EditFeature)
        case count(Int)
                   ┬──
                   ╰─ 🛑 'Int' is not a reducer: mark the case @ReducerCaseIgnored to keep it in State only, or @ReducerCaseEphemeral if its type has actions of its own
      }
      """
    }
  }

  @Test func ephemeralCaseWithoutOneValueIsDiagnosed() {
    assertMacro {
      """
      @Reducer
      enum Destination {
        @ReducerCaseEphemeral
        case prompt(Prompt, Int)
      }
      """
    } diagnostics: {
      """
      @Reducer
      enum Destination {
        @ReducerCaseEphemeral
        case prompt(Prompt, Int)
             ┬──────────────────
             ╰─ 🛑 @ReducerCaseEphemeral marks a case that holds one value of a named state type, like 'case alert(AlertState<Alert>)'
      }
      """
    }
  }

  @Test func ignoredAndEphemeralTogetherIsDiagnosed() {
    assertMacro {
      """
      @Reducer
      enum Destination {
        @ReducerCaseIgnored @ReducerCaseEphemeral
        case prompt(Prompt<PromptAction>)
      }
      """
    } diagnostics: {
      """
      @Reducer
      enum Destination {
        @ReducerCaseIgnored @ReducerCaseEphemeral
        ┬────────────────────────────────────────
        ╰─ 🛑 A case is either @ReducerCaseIgnored (state only, no actions) or @ReducerCaseEphemeral (state with actions and no reducer), not both
        case prompt(Prompt<PromptAction>)
      }
      """
    }
  }

  @Test func casesInsideIfConfigAreGeneratedInsideIt() {
    assertMacro {
      """
      @Reducer
      enum Destination {
        case edit(EditFeature)
        #if DEBUG
        case debug(DebugFeature)
        @ReducerCaseIgnored
        case log(String)
        #elseif os(Linux)
        case linux(LinuxFeature)
        #else
        @ReducerCaseIgnored
        case placeholder
        #endif
      }
      """
} expansion: {
      #"""
      enum Destination {
        case edit(EditFeature)
        #if DEBUG
        case debug(DebugFeature)
        case log(String)
        #elseif os(Linux)
        case linux(LinuxFeature)
        #else
        case placeholder
        #endif

        @CasePaths.CasePathable
        @dynamicMemberLookup
        @ComposableEffects.ObservableState
        enum State: ComposableEffects.CaseReducerState {
          typealias StateReducer = Destination
          case edit(EditFeature.State)
          #if DEBUG
          case debug(DebugFeature.State)
          case log(String)
          #elseif os(Linux)
          case linux(LinuxFeature.State)
          #else
          case placeholder
          #endif
        }

        @CasePaths.CasePathable
        enum Action {
          case edit(EditFeature.Action)
          #if DEBUG
          case debug(DebugFeature.Action)
          #elseif os(Linux)
          case linux(LinuxFeature.Action)
          #else
          #endif
        }

        @ComposableEffects.ReducerBuilder<Self.State, Self.Action>
        static var body: ComposableEffects.Reduce<Self.State, Self.Action> {
          ComposableEffects.Reduce(
            ComposableEffects.CombineReducers {
              ComposableEffects.Scope(state: \Self.State.Cases.edit, action: \Self.Action.Cases.edit) {
                EditFeature()
              }
              #if DEBUG
              ComposableEffects.Scope(state: \Self.State.Cases.debug, action: \Self.Action.Cases.debug) {
                DebugFeature()
              }
              #elseif os(Linux)
              ComposableEffects.Scope(state: \Self.State.Cases.linux, action: \Self.Action.Cases.linux) {
                LinuxFeature()
              }
              #else
              #endif
            }
          )
        }
      }

      extension Destination: ComposableEffects.CaseReducer, ComposableEffects.Reducer {
      }
      """#
    }
  }

  @Test func caseMarkerOutsideAReducerEnumIsDiagnosed() {
    assertMacro {
      """
      enum Destination {
        @ReducerCaseIgnored
        case other(Int)
      }
      """
    } diagnostics: {
      """
      enum Destination {
        @ReducerCaseIgnored
        ┬──────────────────
        ╰─ 🛑 @ReducerCaseIgnored marks a case of a @Reducer enum
        case other(Int)
      }
      """
    }
  }

  @Test func caseMarkerOnAPropertyIsDiagnosed() {
    assertMacro {
      """
      @Reducer
      enum Destination {
        case edit(EditFeature)
        @ReducerCaseEphemeral
        static var name: String { "destination" }
      }
      """
    } diagnostics: {
      """
      @Reducer
      enum Destination {
        case edit(EditFeature)
        @ReducerCaseEphemeral
        ┬────────────────────
        ╰─ 🛑 @ReducerCaseEphemeral marks a case of a @Reducer enum
        static var name: String { "destination" }
      }
      """
    }
  }
}

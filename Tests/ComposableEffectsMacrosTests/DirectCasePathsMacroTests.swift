import ComposableEffectsMacros
import ComposableEffectsTestSupport
import MacroTesting
import SwiftSyntaxMacroExpansion
import Testing

@Suite(
  .macros([
    "_DirectCasePaths": MacroSpec(
      type: DirectCasePathsMacro.self, conformances: ["_DirectCasePathable"]
    )
  ])
)
struct DirectCasePathsMacroTests {
  @Test func enumListsEachCaseWithItsGeneratedCasePath() {
    assertMacro {
      """
      @_DirectCasePaths
      public enum Action {
        case increment
        case child(Child.Action), labelled(first: Int, second: String)
      }
      """
    } expansion: {
      #"""
      public enum Action {
        case increment
        case child(Child.Action), labelled(first: Int, second: String)
      }

      extension Action: ComposableEffects._DirectCasePathable {
        public static let _$directCasePaths = ComposableEffects._DirectCasePathTable<Self> { table in
          table.add(\Self.Cases.increment, Self.allCasePaths.increment)
          table.add(\Self.Cases.child, Self.allCasePaths.child)
          table.add(\Self.Cases.labelled, Self.allCasePaths.labelled)
        }
      }
      """#
    }
  }

  @Test func casesInsideIfConfigAreListedInsideIt() {
    assertMacro {
      """
      @_DirectCasePaths
      enum Action {
        case increment
        #if DEBUG
        case debug(String)
        #endif
      }
      """
    } expansion: {
      #"""
      enum Action {
        case increment
        #if DEBUG
        case debug(String)
        #endif
      }

      extension Action: ComposableEffects._DirectCasePathable {
        static let _$directCasePaths = ComposableEffects._DirectCasePathTable<Self> { table in
          table.add(\Self.Cases.increment, Self.allCasePaths.increment)
          #if DEBUG
          table.add(\Self.Cases.debug, Self.allCasePaths.debug)
          #endif
        }
      }
      """#
    }
  }

  @Test func enumWithoutCasesGetsAnEmptyTable() {
    assertMacro {
      """
      @_DirectCasePaths
      enum Action {
      }
      """
    } expansion: {
      """
      enum Action {
      }

      extension Action: ComposableEffects._DirectCasePathable {
        static let _$directCasePaths = ComposableEffects._DirectCasePathTable<Self> { _ in
        }
      }
      """
    }
  }

  @Test func genericEnumKeepsTheGenericRoute() {
    assertMacro {
      """
      @_DirectCasePaths
      enum Action<Value> {
        case value(Value)
      }
      """
    } expansion: {
      """
      enum Action<Value> {
        case value(Value)
      }
      """
    }
  }

  @Test func enumInAGenericFeatureKeepsTheGenericRoute() {
    assertMacro {
      """
      struct Feature<Value> {
        @_DirectCasePaths
        enum Action {
          case value(Value)
        }
      }
      """
    } expansion: {
      """
      struct Feature<Value> {
        enum Action {
          case value(Value)
        }
      }
      """
    }
  }

  @Test func enumInAPrivateFeatureGetsAFilePrivateTable() {
    assertMacro {
      """
      private struct Feature {
        @_DirectCasePaths
        enum Action {
          case start
        }
      }
      """
    } expansion: {
      #"""
      private struct Feature {
        enum Action {
          case start
        }
      }

      extension Feature.Action: ComposableEffects._DirectCasePathable {
        fileprivate static let _$directCasePaths = ComposableEffects._DirectCasePathTable<Self> { table in
          table.add(\Self.Cases.start, Self.allCasePaths.start)
        }
      }
      """#
    }
  }
}

import ComposableEffectsMacros
import ComposableEffectsTestSupport
import MacroTesting
import SwiftSyntaxMacroExpansion
import Testing

@Suite(
  .macros([
    "Presents": MacroSpec(type: PresentsMacro.self),
  ])
)
struct PresentsMacroTests {
  @Test func inObservableStateTheAccessorsReportToTheRegistrar() {
    assertMacro {
      """
      @ObservableState
      struct State {
        @Presents var destination: Destination.State?
      }
      """
    } expansion: {
      #"""
      @ObservableState
      struct State {
        var destination: Destination.State? {
          @storageRestrictions(initializes: _destination)
          init(initialValue) {
            _destination = ComposableEffects.PresentationState(wrappedValue: initialValue)
          }
          get {
            _$observationRegistrar.access(self, keyPath: \.destination)
            return _destination.wrappedValue
          }
          set {
            _$observationRegistrar.mutate(self, keyPath: \.destination, &_destination.wrappedValue, newValue)
          }
          _modify {
            let oldID = _$observationRegistrar.willModify(self, keyPath: \.destination, &_destination.wrappedValue)
            defer {
              _$observationRegistrar.didModify(self, keyPath: \.destination, _destination.wrappedValue, oldID)
            }
            yield &_destination.wrappedValue
          }
        }

        var $destination: ComposableEffects.PresentationState<Destination.State> {
          get {
            _$observationRegistrar.access(self, keyPath: \.destination)
            return _destination
          }
          set {
            let oldID = _$observationRegistrar.willModify(self, keyPath: \.destination, &_destination.wrappedValue)
            _destination = newValue
            _$observationRegistrar.didModify(self, keyPath: \.destination, _destination.wrappedValue, oldID)
          }
          _modify {
            let oldID = _$observationRegistrar.willModify(self, keyPath: \.destination, &_destination.wrappedValue)
            defer {
              _$observationRegistrar.didModify(self, keyPath: \.destination, _destination.wrappedValue, oldID)
            }
            yield &_destination
          }
        }

        @ObservationStateIgnored
        private var _destination: ComposableEffects.PresentationState<Destination.State>
      }
      """#
    }
  }

  @Test func inPlainStateTheAccessorsUseTheStorage() {
    assertMacro {
      """
      struct State {
        @Presents public var alert: AlertState<Action.Alert>? = nil
      }
      """
    } expansion: {
      """
      struct State {
        public var alert: AlertState<Action.Alert>? {
          @storageRestrictions(initializes: _alert)
          init(initialValue) {
            _alert = ComposableEffects.PresentationState(wrappedValue: initialValue)
          }
          get {
            _alert.wrappedValue
          }
          set {
            _alert.wrappedValue = newValue
          }
          _modify {
            yield &_alert.wrappedValue
          }
        }

        public var $alert: ComposableEffects.PresentationState<AlertState<Action.Alert>> {
          get {
            _alert
          }
          set {
            _alert = newValue
          }
          _modify {
            yield &_alert
          }
        }

        private var _alert: ComposableEffects.PresentationState<AlertState<Action.Alert>> = ComposableEffects.PresentationState(wrappedValue: nil)
      }
      """
    }
  }

  @Test func aPropertyWithoutItsTypeIsAnError() {
    assertMacro {
      """
      struct State {
        @Presents var destination = Destination.State?.none
      }
      """
    } diagnostics: {
      """
      struct State {
        @Presents var destination = Destination.State?.none
                      ┬──────────
                      ╰─ 🛑 @Presents needs the property's optional type written out, as in '@Presents var destination: Destination.State?'
      }
      """
    }
  }
}

import ComposableEffectsMacros
import ComposableEffectsTestSupport
import MacroTesting
import SwiftSyntaxMacroExpansion
import Testing

@Suite(
  .macros([
    "ObservableState": MacroSpec(
      type: ObservableStateMacro.self, conformances: ["ObservableState", "CustomReflectable"]),
    "ObservationStateTracked": MacroSpec(type: ObservationStateTrackedMacro.self),
    "ObservationStateIgnored": MacroSpec(type: ObservationStateIgnoredMacro.self),
  ])
)
struct ObservableStateMacroTests {
  @Test func storedVariablesAreTracked() {
    assertMacro {
      """
      @ObservableState
      struct State {
        var count = 0
        var name: String
      }
      """
    } expansion: {
      #"""
      struct State {
        var count {
          @storageRestrictions(initializes: _count)
          init(initialValue) {
            _count = initialValue
          }
          get {
            _$observationRegistrar.access(self, keyPath: \.count)
            return _count
          }
          set {
            _$observationRegistrar.mutate(self, keyPath: \.count, &_count, newValue)
          }
          _modify {
            let oldID = _$observationRegistrar.willModify(self, keyPath: \.count, &_count)
            defer {
              _$observationRegistrar.didModify(self, keyPath: \.count, _count, oldID)
            }
            yield &_count
          }
        }

        private var _count = 0
        var name: String {
          @storageRestrictions(initializes: _name)
          init(initialValue) {
            _name = initialValue
          }
          get {
            _$observationRegistrar.access(self, keyPath: \.name)
            return _name
          }
          set {
            _$observationRegistrar.mutate(self, keyPath: \.name, &_name, newValue)
          }
          _modify {
            let oldID = _$observationRegistrar.willModify(self, keyPath: \.name, &_name)
            defer {
              _$observationRegistrar.didModify(self, keyPath: \.name, _name, oldID)
            }
            yield &_name
          }
        }

        private var _name: String
        var _$observationRegistrar = ComposableEffects.ObservationStateRegistrar()

        public var _$id: ComposableEffects.ObservableStateID {
          _$observationRegistrar.id
        }

        public mutating func _$willModify() {
          _$observationRegistrar._$willModify()
        }

        public static func _$propertyName(of keyPath: Swift.AnyKeyPath) -> Swift.String? {
          switch keyPath {
          case \Self.count:
            "count"
          case \Self.name:
            "name"
          default:
            nil
          }
        }

        public var customMirror: Swift.Mirror {
          Swift.Mirror(
            self,
            children: [
              "count": _count as Any,
              "name": _name as Any,
            ],
            displayStyle: .struct
          )
        }
      }

      extension State: ComposableEffects.ObservableState, Swift.CustomReflectable {
      }
      """#
    }
  }

  @Test func constantsComputedAndStaticPropertiesAreLeftAlone() {
    assertMacro {
      """
      @ObservableState
      struct State {
        let id: Int
        let (low, high) = (0, 10)
        var isEven: Bool { id % 2 == 0 }
        static var defaultName = "state"
        lazy var cache = [Int]()
      }
      """
    } expansion: {
      """
      struct State {
        let id: Int
        let (low, high) = (0, 10)
        var isEven: Bool { id % 2 == 0 }
        static var defaultName = "state"
        lazy var cache = [Int]()
        var _$observationRegistrar = ComposableEffects.ObservationStateRegistrar()

        public var _$id: ComposableEffects.ObservableStateID {
          _$observationRegistrar.id
        }

        public mutating func _$willModify() {
          _$observationRegistrar._$willModify()
        }

        public static func _$propertyName(of keyPath: Swift.AnyKeyPath) -> Swift.String? {
          nil
        }

        public var customMirror: Swift.Mirror {
          Swift.Mirror(
            self,
            children: [
              "id": self.id as Any,
              "low": self.low as Any,
              "high": self.high as Any,
            ],
            displayStyle: .struct
          )
        }
      }

      extension State: ComposableEffects.ObservableState, Swift.CustomReflectable {
      }
      """
    }
  }

  @Test func ignoredPropertyIsNotTracked() {
    assertMacro {
      """
      @ObservableState
      struct State {
        var count = 0
        @ObservationStateIgnored var log: [String] = []
      }
      """
    } expansion: {
      #"""
      struct State {
        var count {
          @storageRestrictions(initializes: _count)
          init(initialValue) {
            _count = initialValue
          }
          get {
            _$observationRegistrar.access(self, keyPath: \.count)
            return _count
          }
          set {
            _$observationRegistrar.mutate(self, keyPath: \.count, &_count, newValue)
          }
          _modify {
            let oldID = _$observationRegistrar.willModify(self, keyPath: \.count, &_count)
            defer {
              _$observationRegistrar.didModify(self, keyPath: \.count, _count, oldID)
            }
            yield &_count
          }
        }

        private var _count = 0
        var log: [String] = []
        var _$observationRegistrar = ComposableEffects.ObservationStateRegistrar()

        public var _$id: ComposableEffects.ObservableStateID {
          _$observationRegistrar.id
        }

        public mutating func _$willModify() {
          _$observationRegistrar._$willModify()
        }

        public static func _$propertyName(of keyPath: Swift.AnyKeyPath) -> Swift.String? {
          switch keyPath {
          case \Self.count:
            "count"
          case \Self.log:
            "log"
          default:
            nil
          }
        }

        public var customMirror: Swift.Mirror {
          Swift.Mirror(
            self,
            children: [
              "count": _count as Any,
              "log": self.log as Any,
            ],
            displayStyle: .struct
          )
        }
      }

      extension State: ComposableEffects.ObservableState, Swift.CustomReflectable {
      }
      """#
    }
  }

  @Test func accessModifiersStayOnTheProperty() {
    assertMacro {
      """
      @ObservableState
      public struct State: Equatable {
        public var count: Int = 0
        private(set) var `default`: Bool = false
      }
      """
    } expansion: {
      #"""
      public struct State: Equatable {
        public var count: Int {
          @storageRestrictions(initializes: _count)
          init(initialValue) {
            _count = initialValue
          }
          get {
            _$observationRegistrar.access(self, keyPath: \.count)
            return _count
          }
          set {
            _$observationRegistrar.mutate(self, keyPath: \.count, &_count, newValue)
          }
          _modify {
            let oldID = _$observationRegistrar.willModify(self, keyPath: \.count, &_count)
            defer {
              _$observationRegistrar.didModify(self, keyPath: \.count, _count, oldID)
            }
            yield &_count
          }
        }

        private var _count: Int = 0
        private(set) var `default`: Bool {
          @storageRestrictions(initializes: _default)
          init(initialValue) {
            _default = initialValue
          }
          get {
            _$observationRegistrar.access(self, keyPath: \.`default`)
            return _default
          }
          set {
            _$observationRegistrar.mutate(self, keyPath: \.`default`, &_default, newValue)
          }
          _modify {
            let oldID = _$observationRegistrar.willModify(self, keyPath: \.`default`, &_default)
            defer {
              _$observationRegistrar.didModify(self, keyPath: \.`default`, _default, oldID)
            }
            yield &_default
          }
        }

        private var _default: Bool = false
        var _$observationRegistrar = ComposableEffects.ObservationStateRegistrar()

        public var _$id: ComposableEffects.ObservableStateID {
          _$observationRegistrar.id
        }

        public mutating func _$willModify() {
          _$observationRegistrar._$willModify()
        }

        public static func _$propertyName(of keyPath: Swift.AnyKeyPath) -> Swift.String? {
          switch keyPath {
          case \Self.count:
            "count"
          case \Self.`default`:
            "default"
          default:
            nil
          }
        }

        public var customMirror: Swift.Mirror {
          Swift.Mirror(
            self,
            children: [
              "count": _count as Any,
              "default": _default as Any,
            ],
            displayStyle: .struct
          )
        }
      }

      extension State: ComposableEffects.ObservableState, Swift.CustomReflectable {
      }
      """#
    }
  }

  @Test func statedConformanceIsNotRepeated() {
    assertMacro {
      """
      @ObservableState
      struct State: ObservableState {
        var count = 0
      }
      """
    } expansion: {
      #"""
      struct State: ObservableState {
        var count {
          @storageRestrictions(initializes: _count)
          init(initialValue) {
            _count = initialValue
          }
          get {
            _$observationRegistrar.access(self, keyPath: \.count)
            return _count
          }
          set {
            _$observationRegistrar.mutate(self, keyPath: \.count, &_count, newValue)
          }
          _modify {
            let oldID = _$observationRegistrar.willModify(self, keyPath: \.count, &_count)
            defer {
              _$observationRegistrar.didModify(self, keyPath: \.count, _count, oldID)
            }
            yield &_count
          }
        }

        private var _count = 0
        var _$observationRegistrar = ComposableEffects.ObservationStateRegistrar()

        public var _$id: ComposableEffects.ObservableStateID {
          _$observationRegistrar.id
        }

        public mutating func _$willModify() {
          _$observationRegistrar._$willModify()
        }

        public static func _$propertyName(of keyPath: Swift.AnyKeyPath) -> Swift.String? {
          switch keyPath {
          case \Self.count:
            "count"
          default:
            nil
          }
        }

        public var customMirror: Swift.Mirror {
          Swift.Mirror(
            self,
            children: [
              "count": _count as Any,
            ],
            displayStyle: .struct
          )
        }
      }

      extension State: Swift.CustomReflectable {
      }
      """#
    }
  }

  @Test func statedMirrorIsKept() {
    assertMacro {
      """
      @ObservableState
      struct State: CustomReflectable {
        var count = 0
        var customMirror: Mirror { Mirror(reflecting: count) }
      }
      """
    } expansion: {
      #"""
      struct State: CustomReflectable {
        var count {
          @storageRestrictions(initializes: _count)
          init(initialValue) {
            _count = initialValue
          }
          get {
            _$observationRegistrar.access(self, keyPath: \.count)
            return _count
          }
          set {
            _$observationRegistrar.mutate(self, keyPath: \.count, &_count, newValue)
          }
          _modify {
            let oldID = _$observationRegistrar.willModify(self, keyPath: \.count, &_count)
            defer {
              _$observationRegistrar.didModify(self, keyPath: \.count, _count, oldID)
            }
            yield &_count
          }
        }

        private var _count = 0
        var customMirror: Mirror { Mirror(reflecting: count) }
        var _$observationRegistrar = ComposableEffects.ObservationStateRegistrar()

        public var _$id: ComposableEffects.ObservableStateID {
          _$observationRegistrar.id
        }

        public mutating func _$willModify() {
          _$observationRegistrar._$willModify()
        }

        public static func _$propertyName(of keyPath: Swift.AnyKeyPath) -> Swift.String? {
          switch keyPath {
          case \Self.count:
            "count"
          default:
            nil
          }
        }
      }

      extension State: ComposableEffects.ObservableState {
      }
      """#
    }
  }

  @Test func enumGetsTheIdentityOfItsCase() {
    assertMacro {
      """
      @ObservableState
      enum State {
        case loading
        case loaded(Loaded.State)
        case failed(message: String)
        case both(Int, String)
      }
      """
    } expansion: {
      """
      enum State {
        case loading
        case loaded(Loaded.State)
        case failed(message: String)
        case both(Int, String)

        public var _$id: ComposableEffects.ObservableStateID {
          switch self {
          case .loading:
            return ComposableEffects.ObservableStateID()._$tag(0)
          case let .loaded(state):
            return ComposableEffects.ObservableStateID._$id(for: state)._$tag(1)
          case let .failed(state):
            return ComposableEffects.ObservableStateID._$id(for: state)._$tag(2)
          case .both:
            return ComposableEffects.ObservableStateID()._$tag(3)
          }
        }

        public mutating func _$willModify() {
          switch self {
          case var .loaded(state):
            ComposableEffects.ObservableStateID._$willModify(&state)
            self = .loaded(state)
          case var .failed(state):
            ComposableEffects.ObservableStateID._$willModify(&state)
            self = .failed(message: state)
          default:
            break
          }
        }
      }

      extension State: ComposableEffects.ObservableState {
      }
      """
    }
  }

  @Test func enumWithoutStateInItsCasesDoesNotForwardWillModify() {
    assertMacro {
      """
      @ObservableState
      enum Mode {
        case light, dark
      }
      """
    } expansion: {
      """
      enum Mode {
        case light, dark

        public var _$id: ComposableEffects.ObservableStateID {
          switch self {
          case .light:
            return ComposableEffects.ObservableStateID()._$tag(0)
          case .dark:
            return ComposableEffects.ObservableStateID()._$tag(1)
          }
        }

        public mutating func _$willModify() {
        }
      }

      extension Mode: ComposableEffects.ObservableState {
      }
      """
    }
  }

  @Test func enumCasesInsideIfConfigAreSwitchedOverInsideIt() {
    assertMacro {
      """
      @ObservableState
      enum State {
        case idle
        case counter(Counter.State)
        #if DEBUG
        case debug(Debug.State)
        case trace
        #else
        case release(Int)
        #endif
      }
      """
    } expansion: {
      """
      enum State {
        case idle
        case counter(Counter.State)
        #if DEBUG
        case debug(Debug.State)
        case trace
        #else
        case release(Int)
        #endif

        public var _$id: ComposableEffects.ObservableStateID {
          switch self {
          case .idle:
            return ComposableEffects.ObservableStateID()._$tag(0)
          case let .counter(state):
            return ComposableEffects.ObservableStateID._$id(for: state)._$tag(1)
          #if DEBUG
          case let .debug(state):
            return ComposableEffects.ObservableStateID._$id(for: state)._$tag(2)
          case .trace:
            return ComposableEffects.ObservableStateID()._$tag(3)
          #else
          case let .release(state):
            return ComposableEffects.ObservableStateID._$id(for: state)._$tag(4)
          #endif
          }
        }

        public mutating func _$willModify() {
          switch self {
          case var .counter(state):
            ComposableEffects.ObservableStateID._$willModify(&state)
            self = .counter(state)
          #if DEBUG
          case var .debug(state):
            ComposableEffects.ObservableStateID._$willModify(&state)
            self = .debug(state)
          case .trace:
            break
          #else
          case var .release(state):
            ComposableEffects.ObservableStateID._$willModify(&state)
            self = .release(state)
          #endif
          default:
            break
          }
        }
      }

      extension State: ComposableEffects.ObservableState {
      }
      """
    }
  }

  @Test func propertyObserverIsDiagnosed() {
    assertMacro {
      """
      @ObservableState
      struct State {
        var count = 0 {
          didSet { print(count) }
        }
      }
      """
    } diagnostics: {
      """
      @ObservableState
      struct State {
        var count = 0 {
            ┬────
            ╰─ 🛑 @ObservableState cannot observe a property with 'didSet': change the state in the reducer instead, or mark the property @ObservationStateIgnored
          didSet { print(count) }
        }
      }
      """
    }
  }

  @Test func multipleBindingsAreDiagnosed() {
    assertMacro {
      """
      @ObservableState
      struct State {
        var x = 0, y = 0
      }
      """
    } diagnostics: {
      """
      @ObservableState
      struct State {
        var x = 0, y = 0
            ┬───────────
            ╰─ 🛑 @ObservableState observes one property per declaration: declare each property with its own 'var'
      }
      """
    }
  }

  @Test func classIsDiagnosed() {
    assertMacro {
      """
      @ObservableState
      final class State {
        var count = 0
      }
      """
    } diagnostics: {
      """
      @ObservableState
      ┬───────────────
      ╰─ 🛑 @ObservableState applies to a struct or an enum: the state of a feature, which a store holds
      final class State {
        var count = 0
      }
      """
    }
  }

  @Test func presentedPropertiesAreLeftToPresents() {
    assertMacro {
      """
      @ObservableState
      struct State {
        @Presents var destination: Destination.State?
      }
      """
    } expansion: {
      #"""
      struct State {
        @Presents var destination: Destination.State?
        var _$observationRegistrar = ComposableEffects.ObservationStateRegistrar()

        public var _$id: ComposableEffects.ObservableStateID {
          _$observationRegistrar.id
        }

        public mutating func _$willModify() {
          _$observationRegistrar._$willModify()
        }

        public static func _$propertyName(of keyPath: Swift.AnyKeyPath) -> Swift.String? {
          switch keyPath {
          case \Self.destination:
            "destination"
          default:
            nil
          }
        }

        public var customMirror: Swift.Mirror {
          Swift.Mirror(
            self,
            children: [
              "destination": _destination as Any,
            ],
            displayStyle: .struct
          )
        }
      }

      extension State: ComposableEffects.ObservableState, Swift.CustomReflectable {
      }
      """#
    }
  }
}

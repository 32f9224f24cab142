/// The state of a feature that a parent presents and dismisses (a sheet, a drill-down, an
/// alert): an optional child state, with what the parent needs to run the child's effects for
/// exactly as long as it is presented.
///
/// Declare it with ``Presents()`` and integrate the child with
/// ``Reducer/ifLet(_:action:destination:fileID:filePath:line:column:)-(_,CaseKeyPath<Self.Action,PresentationAction<DestinationAction>>,_,_,_,_,_)``:
///
/// ```swift
/// @Reducer
/// struct Inventory {
///   @ObservableState
///   struct State: Equatable {
///     @Presents var addItem: ItemForm.State?
///   }
///   enum Action {
///     case addButtonTapped
///     case addItem(PresentationAction<ItemForm.Action>)
///   }
///   var body: some ReducerOf<Self> {
///     Reduce { state, action in
///       switch action {
///       case .addButtonTapped:
///         state.addItem = ItemForm.State()
///         return .none
///       case .addItem:
///         return .none
///       }
///     }
///     .ifLet(\.$addItem, action: \.addItem) {
///       ItemForm()
///     }
///   }
/// }
/// ```
///
/// `state.addItem` reads and writes the child's state; `state.$addItem` is this value, for
/// `ifLet`. It is also a property wrapper, `@PresentationState`, for state that does without
/// macros. Equal when the child states are equal; dumped (and shown in test failures) as the
/// child's state alone.
@propertyWrapper
public struct PresentationState<State> {
  // A class box keeps the parent's state small and lets a child's state hold its parent's type
  // (a recursive navigation), with copy-on-write.
  private final class Storage: @unchecked Sendable {
    var state: State?

    init(state: State?) {
      self.state = state
    }
  }

  private var storage: Storage

  /// The presentation whose effects are running: set by the presentation reducer, so that it
  /// cancels them once the state goes away or is replaced. Not part of the value.
  var presentedID: ChildEffectID?

  /// A presentation of `wrappedValue`, or nothing presented when it is `nil`.
  public init(wrappedValue: State?) {
    self.storage = Storage(state: wrappedValue)
  }

  /// The presented child's state, or `nil` when nothing is presented.
  public var wrappedValue: State? {
    get { self.storage.state }
    set {
      if isKnownUniquelyReferenced(&self.storage) {
        self.storage.state = newValue
      } else {
        self.storage = Storage(state: newValue)
      }
    }
    _modify {
      if !isKnownUniquelyReferenced(&self.storage) {
        self.storage = Storage(state: self.storage.state)
      }
      yield &self.storage.state
    }
  }

  /// This value itself, as `state.$destination`: what `ifLet` takes.
  public var projectedValue: Self {
    get { self }
    set { self = newValue }
    _modify { yield &self }
  }

  /// The presented state when it is in the enum case `case`:
  /// `state.$destination[case: \.edit]` is the `Edit.State` when the destination is `.edit`.
  ///
  /// Writing through it changes that case's state, so that a test can write
  /// `$0.$destination[case: \.edit]?.title = "Milk"`; writing `nil` dismisses it. Writing while
  /// the destination is in another case, or absent, is reported as an issue and changes nothing:
  /// present a destination by setting the whole state instead.
  ///
  /// - Parameters:
  ///   - path: The case key path of the case.
  ///   - fileID: The source `#fileID` of the access, for failures.
  ///   - filePath: The source `#filePath` of the access, for failures.
  ///   - line: The source `#line` of the access, for failures.
  ///   - column: The source `#column` of the access, for failures.
  public subscript<Case>(
    case path: CaseKeyPath<State, Case>,
    fileID fileID: StaticString = #fileID,
    filePath filePath: StaticString = #filePath,
    line line: UInt = #line,
    column column: UInt = #column
  ) -> Case?
  where State: CasePathable {
    _read { yield self.wrappedValue.flatMap { $0[case: path] } }
    _modify {
      yield &self[
        anyCase: AnyCasePath(path), fileID: fileID, filePath: filePath, line: line, column: column
      ]
    }
  }

  /// The presented state in the case `path` extracts, written only while it is in that case.
  subscript<Case>(
    anyCase path: AnyCasePath<State, Case>,
    fileID fileID: StaticString,
    filePath filePath: StaticString,
    line line: UInt,
    column column: UInt
  ) -> Case? {
    get { self.wrappedValue.flatMap(path.extract(from:)) }
    _modify {
      let state = self.wrappedValue
      var value = state.flatMap(path.extract(from:))
      let wasInCase = value != nil
      yield &value
      guard wasInCase else {
        reportIssue(
          EffectMessage.caseSubscriptOnOtherCase(state: state),
          fileID: fileID, filePath: filePath, line: line, column: column
        )
        return
      }
      self.wrappedValue = value.map(path.embed)
    }
  }

  func sharesStorage(with other: Self) -> Bool {
    self.storage === other.storage
  }
}

extension PresentationState: Equatable where State: Equatable {
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.sharesStorage(with: rhs) || lhs.wrappedValue == rhs.wrappedValue
  }
}

extension PresentationState: Hashable where State: Hashable {
  public func hash(into hasher: inout Hasher) {
    hasher.combine(self.wrappedValue)
  }
}

// The box is only mutated when it is not shared (copy-on-write), so a `Sendable` state makes
// a `Sendable` presentation.
extension PresentationState: @unchecked Sendable where State: Sendable {}

extension PresentationState: CustomDumpRepresentable {
  public var customDumpValue: Any {
    self.wrappedValue as Any
  }
}

extension PresentationState: CustomReflectable {
  public var customMirror: Mirror {
    Mirror(reflecting: self.wrappedValue as Any)
  }
}

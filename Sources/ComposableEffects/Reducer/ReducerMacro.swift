/// Makes a struct a feature's ``Reducer``, with its nested `State` and `Action`; or an enum
/// whose cases hold features a ``CaseReducer``.
///
/// ```swift
/// @Reducer
/// struct Feature {
///   @ObservableState
///   struct State: Equatable { var count = 0 }
///   enum Action { case incrementButtonTapped }
///
///   var body: some Reducer<State, Action> {
///     Reduce { state, action in
///       state.count += 1
///       return .none
///     }
///   }
/// }
/// ```
///
/// The macro:
///
/// - conforms the struct to ``Reducer``, unless it already states it;
/// - makes an enum `Action` `@CasePathable`, so that `store.receive(\.delayed)` and
///   `Scope(state: \.child, action: \.child)` name its cases;
/// - makes an enum `State` `@CasePathable` and `@dynamicMemberLookup`, so that `\.child` and
///   `state.child` reach the state of a case;
/// - builds `body` with ``ReducerBuilder``, unless it already names a builder.
///
/// `State` and `Action` may also be structs or type aliases, which the macro leaves as they are.
///
/// A struct that declares neither `body` nor `reduce(into:action:)` is a feature that does
/// nothing yet: the macro gives it an empty ``ObservableState()`` `State` (`Codable`,
/// `Equatable`, `Hashable`, `Sendable`) and an empty `Action` (`Equatable`, `Hashable`,
/// `Sendable`), unless it declares them, and a `body` of ``EmptyReducer``. So
/// `@Reducer struct Placeholder {}` can be a case of an enum reducer.
///
/// ## Enum reducers
///
/// On an enum whose cases hold features, the macro makes a ``CaseReducer``: the reducer of a
/// destination or a stack element that is one feature among several.
///
/// ```swift
/// @Reducer
/// enum Destination {
///   case edit(EditFeature)
///   case detail(DetailFeature)
///   case alert(AlertState<Alert>)
///   @ReducerCaseIgnored
///   case loading(id: Int)
///   @ReducerCaseEphemeral
///   case toast(Toast<ToastAction>)
///
///   enum Alert { case confirmDeletion }
/// }
/// extension Destination.State: Equatable {}
/// ```
///
/// The macro generates, in the enum:
///
/// - `State`, `@CasePathable`, `@dynamicMemberLookup` and ``ObservableState()``, conforming to
///   ``CaseReducerState``, with a case per case of the enum: `case edit(EditFeature.State)`;
/// - `Action`, `@CasePathable`, with a case per case that has actions:
///   `case edit(EditFeature.Action)`;
/// - a static `body` that runs each feature on its case of the state, as
///   `Scope(state: \.edit, action: \.edit) { EditFeature() }` would. A default value names the
///   reducer to run: `case edit(EditFeature = EditFeature(isNew: true))`.
///
/// and conforms the enum to ``CaseReducer`` and ``Reducer``. A parent runs it with
/// `.ifLet(\.$destination, action: \.destination)`, or with
/// `Scope(state: \.destination, action: \.destination) { Destination.body }`.
///
/// Cases that hold no feature:
///
/// - `AlertState<Action>` and `ConfirmationDialogState<Action>`, and any case marked
///   ``ReducerCaseEphemeral()``, hold *ephemeral* state, which has actions and no reducer: the
///   state case keeps the type, `case alert(AlertState<Alert>)`, and the action case is the
///   type's `Action`, `case alert(AlertState<Alert>.Action)`, that is `Alert`.
/// - A case marked ``ReducerCaseIgnored()``, and a case that does not hold one value of a named
///   type (`case meeting(Meeting, syncUp: SyncUp)`, `case loading`), is kept in `State` as
///   written, and has no action.
///
/// Cases declared in `#if` blocks get their state case, action case and scope in the same
/// blocks. The enum may declare `State`, `Action` or `body` itself, and the macro then leaves
/// that one to it. The generated enums conform to nothing else: add `Equatable`, `Hashable` or
/// `Sendable` with `@Reducer(state: .equatable, action: .sendable)`, or by extension; either
/// compiles wherever every case's type has the conformance.
///
/// > Important: An enum reducer has no instances: use the type's static `body`. The macro
/// > cannot tell a reducer from another named type: mark a case that holds plain state, like
/// > `case user(User)`, ``ReducerCaseIgnored()``, or the compiler looks for `User.State`. (A
/// > standard type, like `case count(Int)`, is diagnosed at the macro.)
@attached(extension, conformances: Reducer, CaseReducer)
@attached(member, names: named(State), named(Action), named(body))
@attached(memberAttribute)
public macro Reducer() = #externalMacro(module: "ComposableEffectsMacros", type: "ReducerMacro")

/// `@Reducer` for an enum whose cases hold features, adding conformances to the `State` and
/// `Action` it generates: each case's state or action must have them.
///
/// ```swift
/// @Reducer(state: .equatable)
/// enum Path {
///   case detail(SyncUpDetail)
///   case record(RecordMeeting)
/// }
/// ```
///
/// The same as `@Reducer` followed by `extension Path.State: Equatable {}`.
@attached(extension, conformances: Reducer, CaseReducer)
@attached(member, names: named(State), named(Action), named(body))
@attached(memberAttribute)
public macro Reducer(
  state: _SynthesizedConformance...,
  action: _SynthesizedConformance...
) = #externalMacro(module: "ComposableEffectsMacros", type: "ReducerMacro")

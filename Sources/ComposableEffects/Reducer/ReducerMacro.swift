/// Makes a struct a feature's ``Reducer``, with its nested `State` and `Action`.
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
@attached(extension, conformances: Reducer)
@attached(memberAttribute)
public macro Reducer() = #externalMacro(module: "ComposableEffectsMacros", type: "ReducerMacro")

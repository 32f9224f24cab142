/// Declares the state of a presented feature: an optional child state, stored as a
/// ``PresentationState``.
///
/// ```swift
/// @ObservableState
/// struct State: Equatable {
///   @Presents var destination: Destination.State?
///   @Presents var alert: AlertState<Action.Alert>?
/// }
/// ```
///
/// `state.destination` reads and writes the child's state, as an ordinary optional property;
/// `state.$destination` is the ``PresentationState`` that
/// ``Reducer/ifLet(_:action:destination:fileID:filePath:line:column:)-(_,CaseKeyPath<Self.Action,PresentationAction<DestinationAction>>,_,_,_,_,_)`` takes:
/// `.ifLet(\.$destination, action: \.destination)`.
///
/// In `@ObservableState` state the property is observed like the others (presenting,
/// dismissing or replacing the child is one change; a change inside the child is the child's
/// own). It works the same in plain state, without observation.
@attached(accessor, names: named(init), named(get), named(set), named(_modify))
@attached(peer, names: prefixed(`$`), prefixed(_))
public macro Presents() =
  #externalMacro(module: "ComposableEffectsMacros", type: "PresentsMacro")

/// Marks a case of a ``Reducer()`` enum as holding plain state: the case is kept in the enum's
/// `State` as written, and has no action and no reducer.
///
/// ```swift
/// @Reducer
/// enum Path {
///   case detail(DetailFeature)
///   @ReducerCaseIgnored
///   case receipt(Receipt)
/// }
/// ```
///
/// `Path.State` has `case receipt(Receipt)`; `Path.Action` has no `receipt` case. Without the
/// marker, the macro would take `Receipt` for a reducer and look for `Receipt.State`.
@attached(peer)
public macro ReducerCaseIgnored() =
  #externalMacro(module: "ComposableEffectsMacros", type: "ReducerCaseIgnoredMacro")

/// Marks a case of a ``Reducer()`` enum as holding *ephemeral* state: state with actions of its
/// own and no reducer, which the presenting feature dismisses once one of its actions is sent.
///
/// ```swift
/// @Reducer
/// enum Destination {
///   case edit(EditFeature)
///   @ReducerCaseEphemeral
///   case prompt(Prompt<PromptAction>)
/// }
/// ```
///
/// `Destination.State` has `case prompt(Prompt<PromptAction>)`, and `Destination.Action` has
/// `case prompt(Prompt<PromptAction>.Action)`: the type must name its actions `Action`, with a
/// nested type, a type alias or a protocol's associated type (a generic parameter is not a
/// member type). `AlertState` and `ConfirmationDialogState` cases are ephemeral without the
/// marker.
@attached(peer)
public macro ReducerCaseEphemeral() =
  #externalMacro(module: "ComposableEffectsMacros", type: "ReducerCaseEphemeralMacro")

/// Builds the buttons of an ``AlertState`` or a ``ConfirmationDialogState`` from a closure that
/// lists them, with `if`, `if`/`else`, `switch` and `for` as needed.
///
/// ```swift
/// AlertState {
///   TextState("Save changes?")
/// } actions: {
///   ButtonState(action: .save) { TextState("Save") }
///   if canDiscard {
///     ButtonState(role: .destructive, action: .discard) { TextState("Discard") }
///   }
///   ButtonState(role: .cancel) { TextState("Cancel") }
/// }
/// ```
@resultBuilder
public enum ButtonStateBuilder<Action> {
  /// Lists the buttons of a `for` loop, in order.
  public static func buildArray(_ components: [[ButtonState<Action>]]) -> [ButtonState<Action>] {
    components.flatMap { $0 }
  }

  /// Lists the buttons of each statement, in order.
  public static func buildBlock(_ components: [ButtonState<Action>]...) -> [ButtonState<Action>] {
    components.flatMap { $0 }
  }

  /// The buttons of the `if` branch of an `if`/`else` or of the first branch of a `switch`.
  public static func buildEither(first component: [ButtonState<Action>]) -> [ButtonState<Action>] {
    component
  }

  /// The buttons of the `else` branch of an `if`/`else` or of a later branch of a `switch`.
  public static func buildEither(second component: [ButtonState<Action>]) -> [ButtonState<Action>] {
    component
  }

  /// A single button.
  public static func buildExpression(_ expression: ButtonState<Action>) -> [ButtonState<Action>] {
    [expression]
  }

  /// The buttons inside an `if #available` check.
  public static func buildLimitedAvailability(
    _ component: [ButtonState<Action>]
  ) -> [ButtonState<Action>] {
    component
  }

  /// The buttons of an `if` without `else`, or none when its condition is false.
  public static func buildOptional(_ component: [ButtonState<Action>]?) -> [ButtonState<Action>] {
    component ?? []
  }
}

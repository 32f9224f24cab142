import ComposableEffects

/// A dot that moves where you tap, grows and shrinks, and cycles through the colours of the
/// rainbow, one a second, from a single effect.
///
/// The rainbow is a loop with a sleep in it, made cancellable so that resetting can stop it:
///
/// ```swift
/// case .rainbowButtonTapped:
///   return .run { send in
///     for color in DotColor.rainbow {
///       await send(.setColor(color))
///       try await clock.sleep(for: .seconds(1))
///     }
///   }
///   .cancellable(id: CancelID.self)
/// ```
///
/// Resetting asks for confirmation first; confirming puts the dot back as it started and
/// cancels the rainbow if it is still running. The time comes from the `continuousClock`
/// dependency, so a test drives the rainbow with a `TestClock`.
@Reducer
public struct Animations: Sendable {
  /// The state of the feature.
  @ObservableState
  public struct State: Equatable {
    /// The text of the alert shown, if any: the reset confirmation.
    public var alert: String?

    /// Where the user last tapped, which the dot moves to; `nil` for the middle of the screen.
    public var circleCenter: Point?

    /// The dot's colour.
    public var circleColor: DotColor

    /// Whether the dot is shown at twice its size.
    public var isCircleScaled: Bool

    /// A state; by default a white dot of normal size in the middle of the screen.
    public init(
      alert: String? = nil,
      circleCenter: Point? = nil,
      circleColor: DotColor = .white,
      isCircleScaled: Bool = false
    ) {
      self.alert = alert
      self.circleCenter = circleCenter
      self.circleColor = circleColor
      self.isCircleScaled = isCircleScaled
    }
  }

  /// What can happen in the feature.
  public enum Action: Equatable {
    /// The user dismissed the reset confirmation without resetting.
    case alertDismissed
    /// The user flipped the toggle that doubles the dot's size.
    case circleScaleToggleChanged(Bool)
    /// The user tapped the rainbow button.
    case rainbowButtonTapped
    /// The user tapped the reset button: the feature asks for confirmation.
    case resetButtonTapped
    /// The user confirmed the reset.
    case resetConfirmationButtonTapped
    /// The rainbow effect moved on to its next colour.
    case setColor(DotColor)
    /// The user tapped the screen at this point.
    case tapped(Point)
  }

  private enum CancelID {}

  @Dependency(\.continuousClock) var clock

  /// The feature.
  public init() {}

  /// The feature's logic.
  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .alertDismissed:
        state.alert = nil
        return .none

      case .circleScaleToggleChanged(let isScaled):
        state.isCircleScaled = isScaled
        return .none

      case .rainbowButtonTapped:
        return .run { send in
          for color in DotColor.rainbow {
            await send(.setColor(color))
            try await clock.sleep(for: .seconds(1))
          }
        }
        .cancellable(id: CancelID.self)

      case .resetButtonTapped:
        state.alert = "Reset state?"
        return .none

      case .resetConfirmationButtonTapped:
        state = State()
        return .cancel(id: CancelID.self)

      case .setColor(let color):
        state.circleColor = color
        return .none

      case .tapped(let point):
        state.circleCenter = point
        return .none
      }
    }
  }
}

/// The actions of a presented feature, as its parent sees them: the child's own actions while
/// it is presented, and the dismissal.
///
/// ```swift
/// enum Action {
///   case addButtonTapped
///   case destination(PresentationAction<Destination.Action>)
/// }
/// ```
///
/// The parent can match a child's action, or the dismissal, in its reducer:
///
/// ```swift
/// case .destination(.presented(.edit(.delegate(.saved(let item))))):
///   state.items.append(item)
///   return .none
/// case .destination(.dismiss):
///   return .none
/// ```
///
/// Case key paths reach through `presented`, so a test can write
/// `store.send(\.destination.edit.saveButtonTapped)` and
/// `store.receive(\.destination.edit.delegate.saved)` as well as
/// `store.receive(\.destination.presented.edit.delegate.saved)` and
/// `store.receive(\.destination.dismiss)`.
public enum PresentationAction<Action> {
  /// Dismisses the presented feature: the presentation reducer sets its state to `nil` after
  /// the parent has handled this action, and cancels its effects. Sent by the child's
  /// `@Dependency(\.dismiss)`, or by the user interface that closes the child.
  case dismiss

  /// An action of the presented feature.
  indirect case presented(Action)
}

extension PresentationAction: Equatable where Action: Equatable {}
extension PresentationAction: Hashable where Action: Hashable {}
extension PresentationAction: Sendable where Action: Sendable {}

extension PresentationAction: CasePathable {
  /// The case paths of a ``PresentationAction``: ``dismiss``, ``presented``, and, through
  /// `presented`, each case of the child's action.
  @dynamicMemberLookup
  public struct AllCasePaths: Sendable {
    /// The case path of ``PresentationAction/dismiss``.
    public var dismiss: AnyCasePath<PresentationAction, Void> {
      AnyCasePath(
        embed: { .dismiss },
        extract: {
          guard case .dismiss = $0 else { return nil }
          return ()
        }
      )
    }

    /// The case path of ``PresentationAction/presented(_:)``.
    public var presented: AnyCasePath<PresentationAction, Action> {
      AnyCasePath(
        embed: { .presented($0) },
        extract: {
          guard case .presented(let action) = $0 else { return nil }
          return action
        }
      )
    }

    /// The case path of a case of the child's action, through `presented`: `\.destination.edit`
    /// is `\.destination.presented.edit`.
    public subscript<AppendedAction>(
      dynamicMember keyPath: CaseKeyPath<Action, AppendedAction>
    ) -> AnyCasePath<PresentationAction, AppendedAction>
    where Action: CasePathable {
      Self.presented(AnyCasePath(keyPath))
    }

    // Apart from the subscript, whose closures would otherwise capture the `CasePathable`
    // conformance of `Action`, which need not be `Sendable`.
    private static func presented<AppendedAction>(
      _ casePath: AnyCasePath<Action, AppendedAction>
    ) -> AnyCasePath<PresentationAction, AppendedAction> {
      AnyCasePath(
        embed: { .presented(casePath.embed($0)) },
        extract: {
          guard case .presented(let action) = $0 else { return nil }
          return casePath.extract(from: action)
        }
      )
    }
  }

  /// The case paths of ``PresentationAction``.
  public static var allCasePaths: AllCasePaths { AllCasePaths() }
}

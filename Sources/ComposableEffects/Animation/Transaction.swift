#if !canImport(SwiftUI)
  /// The context of a change of state, where SwiftUI does not exist: chiefly the animation it
  /// should be shown with. It lets feature code that names SwiftUI's transactions compile and
  /// run unchanged on Linux.
  ///
  /// ```swift
  /// var transaction = Transaction(animation: .easeInOut)
  /// transaction.disablesAnimations = isReduceMotionEnabled
  /// await send(.cardFlipped, transaction: transaction)
  /// ```
  ///
  /// On Apple platforms the package uses SwiftUI's `Transaction` instead.
  public struct Transaction: Hashable, Sendable, CustomStringConvertible {
    /// The animation the change is shown with; `nil` for none.
    public var animation: Animation?

    /// Whether the animations of the views that change are turned off for this change.
    public var disablesAnimations = false

    /// Whether the change is one of a continuous series, such as the steps of a drag.
    public var isContinuous = false

    /// A transaction with no animation.
    public init() {}

    /// A transaction that shows its change with `animation`.
    public init(animation: Animation?) {
      self.animation = animation
    }

    /// The transaction as it is built, such as `Transaction(animation: .linear)`.
    public var description: String {
      var arguments = ["animation: \(self.animation.map(String.init(describing:)) ?? "nil")"]
      if self.disablesAnimations { arguments.append("disablesAnimations: true") }
      if self.isContinuous { arguments.append("isContinuous: true") }
      return "Transaction(\(arguments.joined(separator: ", ")))"
    }
  }
#endif

#if !canImport(SwiftUI)
  extension Transaction: CustomDumpStringConvertible {
    /// Shows the transaction as it is built, as ``description`` does.
    public var customDumpDescription: String {
      self.description
    }
  }
#endif

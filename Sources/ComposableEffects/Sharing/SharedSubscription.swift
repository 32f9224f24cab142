import AlgebraicEffects

/// The end of a key's subscription to outside changes: cancels it when cancelled or released.
///
/// ```swift
/// let source = DispatchSource.makeFileSystemObjectSource(…)
/// source.resume()
/// return SharedSubscription { source.cancel() }
/// ```
public struct SharedSubscription: Sendable {
  private let box: Box

  /// A subscription that runs `cancel` once, when cancelled or when the last copy is released.
  public init(_ cancel: @escaping @Sendable () -> Void) {
    self.box = Box(cancel)
  }

  /// Stops the subscription.
  public func cancel() {
    self.box.cancel()
  }

  private final class Box: Sendable {
    private let onCancel: Locked<(@Sendable () -> Void)?>

    init(_ onCancel: @escaping @Sendable () -> Void) {
      self.onCancel = Locked(onCancel)
    }

    func cancel() {
      let onCancel = self.onCancel.withLock { onCancel in
        defer { onCancel = nil }
        return onCancel
      }
      onCancel?()
    }

    deinit {
      self.cancel()
    }
  }
}

#if canImport(Combine)
  @preconcurrency import Combine
#elseif canImport(OpenCombineShim)
  @preconcurrency import OpenCombineShim
#endif

#if canImport(Combine) || canImport(OpenCombineShim)
  extension Store {
    /// Calls `unwrap` with a store of the wrapped state each time the optional state becomes
    /// non-`nil` (and now, if it is), and `else` each time it becomes `nil` (and now, if it is):
    /// TCA's Combine-style form, kept for code written for it.
    ///
    /// ```swift
    /// let cancellable = store.scope(state: \.child, action: \.child).ifLet { childStore in
    ///   // show the child
    /// } else: {
    ///   // hide it
    /// }
    /// ```
    ///
    /// Each call runs synchronously, once the send that changed the state is over. Keep the
    /// returned value: releasing or cancelling it stops the calls.
    @available(
      *, deprecated,
      message: "Observe the store's state, and unwrap a child store with 'if let store.scope(state:action:)', instead."
    )
    public func ifLet<Wrapped>(
      then unwrap: @escaping (_ store: Store<Wrapped, Action>) -> Void,
      else: @escaping () -> Void = {}
    ) -> any Cancellable where State == Wrapped? {
      let subscription = IfLetSubscription(store: self, unwrap: unwrap, else: `else`)
      subscription.check()
      guard let root = self.root as? any SendObserving else { return AnyCancellable {} }
      let id = root.observeSends { subscription.check() }
      return AnyCancellable { [weak root] in
        MainActor.assumeIsolated { root?.stopObservingSends(id) }
      }
    }
  }

  /// One `ifLet(then:else:)`: its store, held weakly, and whether its state was present when
  /// last seen.
  @MainActor
  private final class IfLetSubscription<Wrapped, Action> {
    private weak var store: Store<Wrapped?, Action>?
    private let unwrap: (Store<Wrapped, Action>) -> Void
    private let orElse: () -> Void
    private var isPresent: Bool?

    init(
      store: Store<Wrapped?, Action>,
      unwrap: @escaping (Store<Wrapped, Action>) -> Void,
      else orElse: @escaping () -> Void
    ) {
      self.store = store
      self.unwrap = unwrap
      self.orElse = orElse
    }

    /// Calls `unwrap` or `else` if the state's presence changed since it was last seen.
    func check() {
      guard let store = self.store else { return }
      let state = store.state
      guard (state != nil) != self.isPresent else { return }
      self.isPresent = state != nil
      guard let state else { return self.orElse() }
      // A store of the wrapped state that keeps showing the last one once it becomes `nil`, as
      // an unwrapped scope does.
      let getState = store.getState
      let lastState = LastChildState(state)
      let child = Store<Wrapped, Action>(
        root: store.root, state: { lastState.update(getState()) }, send: store.sendAction
      )
      child.canCacheChildren = store.canCacheChildren
      self.unwrap(child)
    }
  }
#endif

/// How a store tells that its state became another state, which is all the observers of
/// `store.state` itself are told about: changes inside an ``ObservableState()`` state are told
/// to the observers of the properties that changed, by the state's own registrar.
///
/// An ``ObservableState()`` state is the same while its identity is (it was changed in place);
/// a state of any other type is taken as changed by every send, since the store cannot see
/// inside it.
@usableFromInline
struct StateIdentity<State> {
  @usableFromInline let read: ((borrowing State) -> ObservableStateID)?

  @usableFromInline
  init() {
    if let type = State.self as? any ObservableState.Type {
      self.read = Self.reader(type)
    } else {
      self.read = nil
    }
  }

  private static func reader<Observed: ObservableState>(
    _: Observed.Type
  ) -> (borrowing State) -> ObservableStateID {
    // `State` is `Observed`: the cast `as?` above checked it, once.
    { state in
      withUnsafePointer(to: state) {
        $0.withMemoryRebound(to: Observed.self, capacity: 1) { $0.pointee._$id }
      }
    }
  }

  /// The identity of `state`, or `nil` when its type has none.
  ///
  /// `state` is read only when its type has an identity: the store's state is a property of a
  /// class, and each read of it is checked for exclusive access.
  @inlinable
  func id(of state: @autoclosure () -> State) -> ObservableStateID? {
    guard let read = self.read else { return nil }
    return read(state())
  }
}

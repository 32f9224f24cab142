// The navigation subscripts in the form TCA used before case key paths: the case named by an
// `AnyCasePath`, usually written `/Destination.State.edit`. Each reads and writes exactly as its
// case key path form does.

extension PresentationState {
  /// The presented state when it is in the case `path` extracts: the older form of
  /// ``subscript(case:)``, with a case path.
  ///
  /// Setting it presents that case's state (`nil` dismisses).
  @available(
    *, deprecated,
    message: "Name the case with a case key path: 'state.$destination[case: \\.edit]'."
  )
  public subscript<Case>(case path: AnyCasePath<State, Case>) -> Case? {
    get { self.wrappedValue.flatMap(path.extract(from:)) }
    set { self.wrappedValue = newValue.map(path.embed) }
  }
}

extension StackState {
  /// The element with identifier `id` when it is in the case `path` extracts: the older form of
  /// ``subscript(id:case:)``, with a case path.
  ///
  /// Setting it replaces the element with that case's state (`nil` removes it).
  @available(
    *, deprecated,
    message: "Name the case with a case key path: 'state.path[id: id, case: \\.detail]'."
  )
  public subscript<Case>(id id: StackElementID, case path: AnyCasePath<Element, Case>) -> Case? {
    get { self[id: id].flatMap(path.extract(from:)) }
    set { self[id: id] = newValue.map(path.embed) }
  }
}

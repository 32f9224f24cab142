// The navigation subscripts in the form TCA used before case key paths: the case named by an
// `AnyCasePath`, usually written `/Destination.State.edit`. Each reads and writes exactly as its
// case key path form does.

extension PresentationState {
  /// The presented state when it is in the case `path` extracts: the older form of
  /// ``subscript(case:fileID:filePath:line:column:)``, with a case path.
  ///
  /// - Parameters:
  ///   - path: The case path of the case.
  ///   - fileID: The source `#fileID` of the access, for failures.
  ///   - filePath: The source `#filePath` of the access, for failures.
  ///   - line: The source `#line` of the access, for failures.
  ///   - column: The source `#column` of the access, for failures.
  @available(
    *, deprecated,
    message: "Name the case with a case key path: 'state.$destination[case: \\.edit]'."
  )
  public subscript<Case>(
    case path: AnyCasePath<State, Case>,
    fileID fileID: StaticString = #fileID,
    filePath filePath: StaticString = #filePath,
    line line: UInt = #line,
    column column: UInt = #column
  ) -> Case? {
    get { self.wrappedValue.flatMap(path.extract(from:)) }
    _modify {
      yield &self[
        anyCase: path, fileID: fileID, filePath: filePath, line: line, column: column
      ]
    }
  }
}

extension StackState {
  /// The element with identifier `id` when it is in the case `path` extracts: the older form of
  /// ``subscript(id:case:fileID:filePath:line:column:)``, with a case path.
  ///
  /// - Parameters:
  ///   - id: The identifier of the element.
  ///   - path: The case path of the case.
  ///   - fileID: The source `#fileID` of the access, for failures.
  ///   - filePath: The source `#filePath` of the access, for failures.
  ///   - line: The source `#line` of the access, for failures.
  ///   - column: The source `#column` of the access, for failures.
  @available(
    *, deprecated,
    message: "Name the case with a case key path: 'state.path[id: id, case: \\.detail]'."
  )
  public subscript<Case>(
    id id: StackElementID,
    case path: AnyCasePath<Element, Case>,
    fileID fileID: StaticString = #fileID,
    filePath filePath: StaticString = #filePath,
    line line: UInt = #line,
    column column: UInt = #column
  ) -> Case? {
    get { self[id: id].flatMap(path.extract(from:)) }
    _modify {
      yield &self[
        id: id, anyCase: path, fileID: fileID, filePath: filePath, line: line, column: column
      ]
    }
  }
}

/// Which todos the list shows.
public enum Filter: String, CaseIterable, Hashable, Sendable {
  /// Every todo.
  case all = "All"
  /// The todos not done yet.
  case active = "Active"
  /// The todos done.
  case completed = "Completed"
}

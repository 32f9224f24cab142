/// Why a `.postgres` key could not read or write.
public enum PostgresSharedError: Error, Sendable, CustomStringConvertible {
  /// No database was given to the key, and the `postgres` dependency has none (set it, or
  /// `DATABASE_URL`).
  case noDatabase
  /// The connection string is not a `postgres://` URL with a host and a user.
  case invalidURL(String)
  /// The table name is not a plain SQL identifier (letters, digits and `_`, not starting with a
  /// digit, at most 48 characters).
  case invalidTableName(String)
  /// The table exists with columns other than the ones the key keeps (`id text`,
  /// `position double precision`, `value jsonb`).
  case schemaMismatch(table: String, columns: [String])
  /// A change could not be written yet; it is kept and written again (with backoff) until it
  /// is, and the shared value's `saveError` says so meanwhile.
  case notWrittenYet(table: String, reason: String)
  /// A stored row could not be read as an element.
  case undecodableRow(table: String, id: String, reason: String)
  /// The database did not answer in time.
  case timedOut(String)

  public var description: String {
    switch self {
    case .noDatabase:
      return """
        No PostgreSQL database for a .postgres key: pass one, set the `postgres` dependency, or \
        set DATABASE_URL.
        """
    case .invalidURL(let url):
      return "Not a PostgreSQL connection string (postgres://user@host:port/database): \(url)"
    case .invalidTableName(let name):
      return """
        '\(name)' cannot name a shared table: use letters, digits and '_' (not starting with \
        a digit), at most 48 characters.
        """
    case .schemaMismatch(let table, let columns):
      return """
        The table '\(table)' exists with the columns \(columns.joined(separator: ", ")); a \
        shared table has exactly id text, position double precision, value jsonb.
        """
    case .notWrittenYet(let table, let reason):
      return "A change to '\(table)' is not saved yet (\(reason)); it is kept and retried."
    case .undecodableRow(let table, let id, let reason):
      return "The row \(id) of '\(table)' cannot be read: \(reason)"
    case .timedOut(let what):
      return "PostgreSQL did not answer in time while \(what)."
    }
  }
}

#if !canImport(Darwin)
  /// The number of nanoseconds in a second, for the timeouts TCA's tests write in nanoseconds:
  /// `await store.receive(\.response, timeout: NSEC_PER_SEC)`.
  ///
  /// Apple platforms define it (Darwin); Linux and Windows do not, so this package defines it
  /// there, with the same name, type and value, and tests written for Apple platforms compile
  /// unchanged.
  public let NSEC_PER_SEC: UInt64 = 1_000_000_000
#endif

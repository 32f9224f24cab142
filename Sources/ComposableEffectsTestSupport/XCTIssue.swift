#if canImport(XCTest) && !canImport(ObjectiveC)
  import Foundation

  /// An issue a test reported, as `XCTExpectFailure`'s `issueMatcher` sees it.
  ///
  /// XCTest on Apple platforms has this type; on Linux this one stands in for it, with the
  /// members matchers use.
  public struct XCTIssue: Sendable {
    /// The kind of an issue.
    public enum IssueType: Sendable {
      /// A failed assertion or a reported issue.
      case assertionFailure
      /// An error thrown out of the test or reported with `reportIssue(_:)`.
      case thrownError
    }

    /// The kind of the issue.
    public var type: IssueType
    /// The issue's message.
    public var compactDescription: String
    /// The issue's message, in full.
    public var detailedDescription: String?
    /// Where in the source the issue was reported.
    ///
    /// ```swift
    /// XCTExpectFailure {
    ///   await store.send(.increment) { $0.count = 2 }
    /// } issueMatcher: {
    ///   $0.sourceCodeContext.location?.lineNumber == line
    /// }
    /// ```
    public var sourceCodeContext: XCTSourceCodeContext
    /// The error the issue is about, if any.
    public var associatedError: (any Error)?

    /// An issue of `type` with `compactDescription`.
    public init(
      type: IssueType,
      compactDescription: String,
      detailedDescription: String? = nil,
      sourceCodeContext: XCTSourceCodeContext = XCTSourceCodeContext(),
      associatedError: (any Error)? = nil
    ) {
      self.type = type
      self.compactDescription = compactDescription
      self.detailedDescription = detailedDescription
      self.sourceCodeContext = sourceCodeContext
      self.associatedError = associatedError
    }
  }
#endif

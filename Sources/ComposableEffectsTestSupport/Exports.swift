// Linking this module into a test target lets issues reported by the library (a test
// handler's failures, `reportIssue`) reach Swift Testing on Linux, where they cannot be found
// through the Objective-C runtime as on Apple platforms.
@_exported import IssueReportingTestSupport

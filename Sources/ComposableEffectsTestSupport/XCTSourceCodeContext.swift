#if canImport(XCTest) && !canImport(ObjectiveC)
  import Foundation

  /// Where an issue comes from: the source location it was reported at, and the call stack.
  ///
  /// XCTest on Apple platforms has this type; on Linux this one stands in for it, so that issue
  /// matchers reading `issue.sourceCodeContext.location` compile and work unchanged. The call
  /// stack is empty on Linux: only the location is known.
  public struct XCTSourceCodeContext: Sendable {
    /// The frames of the call stack, innermost first; empty on Linux.
    public let callStack: [XCTSourceCodeFrame]
    /// The source location the issue was reported at, if known.
    public let location: XCTSourceCodeLocation?

    /// A context made of `callStack` and `location`.
    public init(callStack: [XCTSourceCodeFrame], location: XCTSourceCodeLocation?) {
      self.callStack = callStack
      self.location = location
    }

    /// A context that knows only its `location`.
    public init(location: XCTSourceCodeLocation? = nil) {
      self.init(callStack: [], location: location)
    }
  }

  /// A file and a line, as an issue's ``XCTSourceCodeContext`` gives them.
  public struct XCTSourceCodeLocation: Sendable, Equatable {
    /// The file.
    public let fileURL: URL
    /// The line in the file, counting from 1.
    public let lineNumber: Int

    /// The location of line `lineNumber` in the file at `fileURL`.
    public init(fileURL: URL, lineNumber: Int) {
      self.fileURL = fileURL
      self.lineNumber = lineNumber
    }

    /// The location of line `lineNumber` in the file at `filePath`.
    public init(filePath: String, lineNumber: Int) {
      self.init(fileURL: URL(fileURLWithPath: filePath), lineNumber: lineNumber)
    }
  }

  /// One frame of an issue's call stack: the return address of a call.
  public struct XCTSourceCodeFrame: Sendable, Equatable {
    /// The address of the frame's code.
    public let address: UInt64

    /// The frame at `address`.
    public init(address: UInt64) {
      self.address = address
    }
  }
#endif

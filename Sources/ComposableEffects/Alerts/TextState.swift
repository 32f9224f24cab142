import Foundation

/// Text that can be held in state, compared and hashed: the titles, messages and button labels
/// of ``AlertState`` and ``ConfirmationDialogState``.
///
/// ```swift
/// let title = TextState("Delete \(item.name)?")
/// let warning = TextState("This cannot be undone.").bold()
/// let message = TextState("Your changes to ") + TextState(item.name).italic() + TextState(" are lost.")
/// ```
///
/// Two texts are equal when they are built the same way: the same strings, concatenated in the
/// same places, with the same modifiers. In a test failure a text shows as its string, with
/// Markdown-style marks for its modifiers (`**bold**`, `_italic_`, `~~strikethrough~~`), and
/// ``Swift/String/init(state:locale:)`` reads its plain string.
///
/// > Note: This module builds without SwiftUI, so the text is verbatim (not a localized string
/// > key), and only the modifiers that need no SwiftUI type (no `Font`, no `Color`) exist.
public struct TextState: Equatable, Hashable, Sendable {
  fileprivate var modifiers: [Modifier] = []
  fileprivate let storage: Storage

  fileprivate enum Modifier: Equatable, Hashable, Sendable {
    case baselineOffset(CGFloat)
    case bold(isActive: Bool)
    case italic(isActive: Bool)
    case kerning(CGFloat)
    case monospacedDigit
    case strikethrough(isActive: Bool)
    case tracking(CGFloat)
    case underline(isActive: Bool)
  }

  fileprivate indirect enum Storage: Equatable, Hashable, Sendable {
    case concatenated(TextState, TextState)
    case verbatim(String)
  }

  /// Text that shows `content` as it is.
  ///
  /// ```swift
  /// TextState(verbatim: "pencil.circle")
  /// ```
  public init(verbatim content: String) {
    self.storage = .verbatim(content)
  }

  /// Text that shows `content`, such as a `String` or a `Substring`.
  ///
  /// ```swift
  /// TextState("Delete?")
  /// TextState(user.name)
  /// ```
  @_disfavoredOverload
  public init<S: StringProtocol>(_ content: S) {
    self.init(verbatim: String(content))
  }

  private init(storage: Storage) {
    self.storage = storage
  }

  /// Text that shows `lhs` followed by `rhs`, each keeping its own modifiers.
  ///
  /// ```swift
  /// TextState("Delete ") + TextState(item.name).bold() + TextState("?")
  /// ```
  public static func + (lhs: Self, rhs: Self) -> Self {
    Self(storage: .concatenated(lhs, rhs))
  }
}

extension TextState: ExpressibleByStringInterpolation {
  /// Text written as a string literal, such as `"Delete?"` where a ``TextState`` is expected.
  ///
  /// ```swift
  /// let title: TextState = "Delete \(item.name)?"
  /// ```
  public init(stringLiteral value: String) {
    self.init(verbatim: value)
  }
}

extension TextState {
  /// Shifts the text up (positive) or down (negative) from its baseline by `baselineOffset`
  /// points.
  ///
  /// ```swift
  /// TextState("2").baselineOffset(4)
  /// ```
  public func baselineOffset(_ baselineOffset: CGFloat) -> Self {
    self.adding(.baselineOffset(baselineOffset))
  }

  /// Shows the text in bold.
  ///
  /// ```swift
  /// TextState("Warning").bold()
  /// ```
  public func bold() -> Self {
    self.bold(isActive: true)
  }

  /// Shows the text in bold when `isActive` is `true`.
  ///
  /// ```swift
  /// TextState(item.name).bold(isActive: item.isUnread)
  /// ```
  public func bold(isActive: Bool) -> Self {
    self.adding(.bold(isActive: isActive))
  }

  /// Shows the text in italics.
  ///
  /// ```swift
  /// TextState("Draft").italic()
  /// ```
  public func italic() -> Self {
    self.italic(isActive: true)
  }

  /// Shows the text in italics when `isActive` is `true`.
  ///
  /// ```swift
  /// TextState(item.name).italic(isActive: item.isDraft)
  /// ```
  public func italic(isActive: Bool) -> Self {
    self.adding(.italic(isActive: isActive))
  }

  /// Sets the spacing between the characters of the text to `kerning` points.
  ///
  /// ```swift
  /// TextState("SALE").kerning(2)
  /// ```
  public func kerning(_ kerning: CGFloat) -> Self {
    self.adding(.kerning(kerning))
  }

  /// Shows the digits of the text with a fixed width, so that changing numbers do not move.
  ///
  /// ```swift
  /// TextState("\(secondsLeft)").monospacedDigit()
  /// ```
  public func monospacedDigit() -> Self {
    self.adding(.monospacedDigit)
  }

  /// Strikes the text through when `isActive` is `true`.
  ///
  /// ```swift
  /// TextState(todo.title).strikethrough(todo.isComplete)
  /// ```
  public func strikethrough(_ isActive: Bool = true) -> Self {
    self.adding(.strikethrough(isActive: isActive))
  }

  /// Adds `tracking` points of space between the characters of the text.
  ///
  /// ```swift
  /// TextState("Title").tracking(1)
  /// ```
  public func tracking(_ tracking: CGFloat) -> Self {
    self.adding(.tracking(tracking))
  }

  /// Underlines the text when `isActive` is `true`.
  ///
  /// ```swift
  /// TextState("Terms of service").underline()
  /// ```
  public func underline(_ isActive: Bool = true) -> Self {
    self.adding(.underline(isActive: isActive))
  }

  private func adding(_ modifier: Modifier) -> Self {
    var text = self
    text.modifiers.append(modifier)
    return text
  }
}

extension String {
  /// The plain string a ``TextState`` shows, without its modifiers.
  ///
  /// ```swift
  /// String(state: TextState("Delete ") + TextState("Blob").bold())  // "Delete Blob"
  /// ```
  ///
  /// - Parameters:
  ///   - state: The text to read.
  ///   - locale: Unused: the text is verbatim. Kept so that code written for SwiftUI platforms,
  ///     where texts can be localized, compiles unchanged.
  public init(state: TextState, locale: Locale? = nil) {
    switch state.storage {
    case .concatenated(let lhs, let rhs):
      self = String(state: lhs, locale: locale) + String(state: rhs, locale: locale)
    case .verbatim(let string):
      self = string
    }
  }
}

extension TextState: CustomDumpRepresentable {
  /// The text as a string, its modifiers shown with Markdown and HTML-like marks
  /// (`**bold**`, `_italic_`, `~~strikethrough~~`, `<u>underline</u>`,
  /// `<kerning=2.0>…</kerning>`), so that a test failure reads as the text does.
  ///
  /// ```swift
  /// customDump(TextState("Delete") + TextState("?").bold())  // "Delete**?**"
  /// ```
  public var customDumpValue: Any {
    var output: String
    switch self.storage {
    case .concatenated(let lhs, let rhs):
      output = "\(lhs.customDumpValue)\(rhs.customDumpValue)"
    case .verbatim(let string):
      output = string
    }
    for modifier in self.modifiers {
      switch modifier {
      case .baselineOffset(let baselineOffset):
        output = "<baseline-offset=\(baselineOffset)>\(output)</baseline-offset>"
      case .bold(isActive: true):
        output = "**\(output)**"
      case .italic(isActive: true):
        output = "_\(output)_"
      case .kerning(let kerning):
        output = "<kerning=\(kerning)>\(output)</kerning>"
      case .strikethrough(isActive: true):
        output = "~~\(output)~~"
      case .tracking(let tracking):
        output = "<tracking=\(tracking)>\(output)</tracking>"
      case .underline(isActive: true):
        output = "<u>\(output)</u>"
      case .bold(isActive: false), .italic(isActive: false), .monospacedDigit,
        .strikethrough(isActive: false), .underline(isActive: false):
        break
      }
    }
    return output
  }
}

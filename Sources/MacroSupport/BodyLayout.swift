import SwiftSyntax

extension ThrowsClauseSyntax {
  /// What the clause throws: `any Error` for a plain `throws`, `nil` for `throws(Never)`, which
  /// does not throw and before which a `try` would be a warning.
  package var failure: String? {
    guard let type = type?.trimmedDescription else { return "any Error" }
    return type == "Never" ? nil : type
  }
}

extension CodeBlockSyntax {
  /// The source between the braces as lines, moved left together. Expansions that keep a
  /// body's code lay it out again at a new depth; moving every line by the same amount keeps
  /// the code as written, multi-line string literals included.
  package var dedentedLines: [String] {
    let inside =
      leftBrace.trailingTrivia.description + statements.description
      + rightBrace.leadingTrivia.description
    var lines = inside.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    // Code on the line of `{` has no indentation to keep.
    let first = String(lines.removeFirst().drop(while: \.isWhitespace))
    let margin =
      lines.filter { !$0.allSatisfy(\.isWhitespace) }
      .map { $0.prefix(while: { $0 == " " || $0 == "\t" }).count }
      .min() ?? 0
    lines = [first] + lines.map { String($0.dropFirst(margin)) }
    while lines.first?.allSatisfy(\.isWhitespace) == true { lines.removeFirst() }
    while lines.last?.allSatisfy(\.isWhitespace) == true { lines.removeLast() }
    // The last line ends in code, never inside a string literal, so its trailing spaces are
    // only those before a `}` on the same line.
    if let last = lines.popLast() {
      lines.append(String(last.reversed().drop(while: \.isWhitespace).reversed()))
    }
    return lines
  }
}

/// The indentation step of the code around `declaration`, nested `depth` levels deep, so that
/// generated code reads like it.
package func indentationStep(
  of declaration: some SyntaxProtocol, body: CodeBlockSyntax, depth: Int
) -> String {
  func indentation(of token: TokenSyntax?) -> String? {
    guard let trivia = token?.leadingTrivia.description, let newline = trivia.lastIndex(of: "\n")
    else { return nil }
    return String(trivia[trivia.index(after: newline)...])
  }
  let outer = indentation(of: declaration.firstToken(viewMode: .sourceAccurate)) ?? ""
  if let inner = indentation(of: body.statements.firstToken(viewMode: .sourceAccurate)),
    inner.hasPrefix(outer), inner.count > outer.count
  {
    return String(inner.dropFirst(outer.count))
  }
  // A body on one line shows no step, but the declaration's indentation is `depth` of them.
  if depth > 0, !outer.isEmpty, outer.count % depth == 0 {
    return String(outer.prefix(outer.count / depth))
  }
  return "    "
}

extension String {
  /// This text with each two-space level of indentation written as `step`: templates are
  /// written with two spaces and laid out like the user's code.
  package func reindented(step: String) -> String {
    split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
      let spaces = line.prefix(while: { $0 == " " }).count
      let levels = String(repeating: step, count: spaces / 2)
      return levels + String(line.dropFirst(spaces - spaces % 2))
    }
    .joined(separator: "\n")
  }

  /// This text with `prefix` before each line that is not empty.
  package func indented(by prefix: String) -> String {
    split(separator: "\n", omittingEmptySubsequences: false)
      .map { $0.isEmpty ? "" : prefix + $0 }
      .joined(separator: "\n")
  }
}

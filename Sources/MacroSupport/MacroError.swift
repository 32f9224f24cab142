import SwiftDiagnostics
import SwiftSyntax

/// An error that a macro reports at the node that causes it.
package struct MacroError: DiagnosticMessage {
  package let message: String
  package let diagnosticID: MessageID
  package var severity: DiagnosticSeverity { .error }

  /// An error with the identifier `id`, in the domain of the macro target that reports it
  /// (the module `fileID` names).
  package init(_ id: String, _ message: String, fileID: String = #fileID) {
    self.message = message
    let module = fileID.prefix { $0 != "/" }
    diagnosticID = MessageID(domain: String(module), id: id)
  }

  /// Throwing rather than calling `context.diagnose` lets the expansion stop at the first
  /// problem, where the rest of the declaration may not make sense.
  package func error(at node: some SyntaxProtocol) -> DiagnosticsError {
    DiagnosticsError(diagnostics: [Diagnostic(node: Syntax(node), message: self)])
  }
}

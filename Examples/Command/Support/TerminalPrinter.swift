import ComposableEffects
import CustomDump
import Rainbow

extension _ReducerPrinter {
  /// Prints each action and the change it made to the terminal, in colour when standard
  /// output is a terminal: the action in cyan, removed lines in red, added lines in green.
  ///
  /// ```
  /// ▸ Animations.Action.setColor(.red)
  ///   Animations.State(
  /// -   color: .white
  /// +   color: .red
  ///   )
  /// ```
  static var terminal: Self {
    Self { action, oldState, newState in
      print(describeChange(action: action, oldState: oldState, newState: newState))
    }
  }
}

/// An action and the diff it made to the state, coloured for the terminal.
func describeChange<State, Action>(action: Action, oldState: State, newState: State) -> String {
  var actionText = ""
  customDump(action, to: &actionText)
  let actionLines = actionText.split(separator: "\n").map { String($0).cyan.bold }
  var lines = ["▸ " + actionLines.joined(separator: "\n  ")]
  if let difference = diff(oldState, newState) {
    for line in difference.split(separator: "\n", omittingEmptySubsequences: false) {
      let line = String(line)
      if line.hasPrefix("+") {
        lines.append(line.green)
      } else if line.hasPrefix("-") {
        lines.append(line.red)
      } else {
        lines.append(line.dim)
      }
    }
  } else {
    lines.append("  (no state change)".dim)
  }
  return lines.joined(separator: "\n")
}

/// Prints a line about something that happened outside the store (a server request, a sound
/// played), dimmed so the state changes stand out.
func note(_ text: String) {
  print("  · \(text)".dim)
}

/// Prints a subcommand's heading.
func heading(_ text: String) {
  print(text.bold.underline)
}

import AlgebraicEffects

/// The console, as effects: reading a line and printing one.
public enum Console {
  /// Reads a line from standard input; `nil` at the end of input.
  @Effect
  public static func readLine() -> String? {
    Swift.readLine()
  }

  /// Prints a line to standard output.
  @Effect
  public static func print(_ line: String) {
    Swift.print(line)
  }
}

extension EffectPaths {
  /// Lets tests name the console's effects by key path: `\.Console.readLine`.
  public var Console: EffectNamespace<Echo.Console> { .init() }
}

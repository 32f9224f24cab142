import ComposableEffects
import Foundation

// Changes a file-backed shared value twice, quickly, and exits at once: the first change is
// written immediately, the second waits for the pause after it, and must reach the file when
// the process exits. `SharedStateExitTests` runs this and reads the file.
guard CommandLine.arguments.count == 2 else {
  print("usage: SharedStateExitProbe <file>")
  exit(2)
}
let url = URL(fileURLWithPath: CommandLine.arguments[1])
let items = Shared(wrappedValue: [String](), .fileStorage(url))
items.withLock { $0.append("first") }
items.withLock { $0.append("just before exit") }
exit(0)

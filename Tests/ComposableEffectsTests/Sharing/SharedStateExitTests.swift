import Foundation
import Testing

@Suite struct SharedStateExitTests {
  /// The probe is built with the tests (`swift build --build-tests`), next to the test bundle.
  private var probeURL: URL {
    URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
      .appendingPathComponent("SharedStateExitProbe")
  }

  @Test func aChangeMadeJustBeforeTheProcessExitsIsWritten() throws {
    let probe = self.probeURL
    try #require(
      FileManager.default.isExecutableFile(atPath: probe.path),
      "SharedStateExitProbe is not next to the tests at \(probe.path): build it with 'swift build --build-tests'."
    )
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("composable-effects-exit-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: directory) }
    let file = directory.appendingPathComponent("items.json")

    let process = Process()
    process.executableURL = probe
    process.arguments = [file.path]
    try process.run()
    process.waitUntilExit()

    #expect(process.terminationStatus == 0)
    let items = try JSONDecoder().decode([String].self, from: Data(contentsOf: file))
    #expect(items == ["first", "just before exit"])
  }
}

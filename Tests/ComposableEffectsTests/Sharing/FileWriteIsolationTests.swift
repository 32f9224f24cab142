@testable import ComposableEffects
import ConcurrencyExtras
import Foundation
import Testing

/// The pause between writes belongs to the shared values of one registry (one test, or the
/// app): a test that wrote a file last must not make the next test's first write wait.
@Suite struct FileWriteIsolationTests {
  static let url = URL(fileURLWithPath: "/composable-effects-tests/isolated.json")

  @Test func aPauseLeftByOneRegistryDoesNotHoldBackTheNextRegistrysFirstWrite() {
    let writes = LockIsolated<[[String]]>([])
    // One storage, as the file system is one for every test; its pauses never end here.
    let storage = FileStorage(
      read: { _ in nil },
      write: { data, _ in
        let items = try JSONDecoder().decode([String].self, from: data)
        writes.withValue { $0.append(items) }
      },
      watch: { _, _ in SharedSubscription {} },
      afterPause: { _ in }
    )

    for items in [["first test"], ["second test"]] {
      withDependencies {
        $0.defaultFileStorage = storage
        $0[SharedBoxes.self] = SharedBoxes()
      } operation: {
        @Shared(.fileStorage(Self.url)) var value: [String] = []
        $value.withLock { $0 = items }
      }
    }

    #expect(writes.value == [["first test"], ["second test"]])
  }
}

import Benchmark
import ComposableEffects
import Foundation
import Observation
import Synchronization

/// Reading and writing a `@Shared` value, against the physical floors: a value behind a `Mutex`,
/// an `@Observable` model's property with one observer, and one atomic file write.
enum SharedBenchmarks {
  static func register() {
    Benchmark("baseline.mutex.read") { benchmark in
      let value = Mutex(0)
      for _ in benchmark.scaledIterations {
        blackHole(value.withLock { $0 })
      }
    }
    Benchmark.onMainActor("shared.read") { benchmark in
      let shared = Shared(wrappedValue: 0, .inMemory("benchmark.read"))
      benchmark.startMeasurement()
      for _ in benchmark.scaledIterations {
        blackHole(shared.wrappedValue)
      }
      benchmark.stopMeasurement()
    }
    // The parts of a read, each alone: where `shared.read`'s time goes beyond the lock.
    Benchmark("baseline.recursive-lock.read") { benchmark in
      let lock = NSRecursiveLock()
      let value = UnsafeMutablePointer<Int>.allocate(capacity: 1)
      value.initialize(to: 0)
      defer { value.deallocate() }
      for _ in benchmark.scaledIterations {
        lock.lock()
        blackHole(value.pointee)
        lock.unlock()
      }
    }
    Benchmark.onMainActor("baseline.tasklocal.read") { benchmark in
      benchmark.startMeasurement()
      for _ in benchmark.scaledIterations {
        blackHole(BenchmarkTaskLocal.value)
      }
      benchmark.stopMeasurement()
    }
    Benchmark.onMainActor("baseline.observation.access") { benchmark in
      let model = AccessedModel()
      benchmark.startMeasurement()
      for _ in benchmark.scaledIterations {
        model.registrar.access(model, keyPath: model.keyPath)
      }
      benchmark.stopMeasurement()
    }
    Benchmark("baseline.mutex.write") { benchmark in
      let value = Mutex(0)
      for _ in benchmark.scaledIterations {
        value.withLock { $0 &+= 1 }
      }
      blackHole(value.withLock { $0 })
    }
    Benchmark.onMainActor("shared.withLock.write") { benchmark in
      let shared = Shared(wrappedValue: 0, .inMemory("benchmark.write.unobserved"))
      benchmark.startMeasurement()
      for _ in benchmark.scaledIterations {
        shared.withLock { $0 &+= 1 }
      }
      benchmark.stopMeasurement()
      blackHole(shared.wrappedValue)
    }
    // One field of one element of an identified array: constant in the array's length when the
    // change is made on the stored array, not on a copy of it.
    for count in [1_000, 10_000] {
      Benchmark("baseline.mutex.identified-array.\(count).write-field") { benchmark in
        let rows = Mutex(Row.array(count))
        for iteration in benchmark.scaledIterations {
          rows.withLock { $0[id: iteration % count]?.value &+= 1 }
        }
        blackHole(rows.withLock { $0.count })
      }
      Benchmark.onMainActor("shared.identified-array.\(count).write-field") { benchmark in
        let rows = Shared(value: Row.array(count))
        benchmark.startMeasurement()
        for iteration in benchmark.scaledIterations {
          rows.withLock { $0[id: iteration % count]?.value &+= 1 }
        }
        benchmark.stopMeasurement()
        blackHole(rows.wrappedValue.count)
      }
    }
    // Each write is observed: an observer is registered (`withObservationTracking`, as a view
    // does on each render) and told of the change.
    Benchmark.onMainActor("baseline.observable.write.1-observer") { benchmark in
      let model = ObservedCount()
      let fired = Fired()
      benchmark.startMeasurement()
      for _ in benchmark.scaledIterations {
        withObservationTracking {
          blackHole(model.count)
        } onChange: {
          fired.count.add(1, ordering: .relaxed)
        }
        model.count &+= 1
      }
      benchmark.stopMeasurement()
      precondition(fired.count.load(ordering: .relaxed) == benchmark.scaledIterations.count)
    }
    Benchmark.onMainActor("shared.withLock.write.1-observer") { benchmark in
      let shared = Shared(wrappedValue: 0, .inMemory("benchmark.write"))
      let fired = Fired()
      benchmark.startMeasurement()
      for _ in benchmark.scaledIterations {
        withObservationTracking {
          blackHole(shared.wrappedValue)
        } onChange: {
          fired.count.add(1, ordering: .relaxed)
        }
        shared.withLock { $0 &+= 1 }
      }
      benchmark.stopMeasurement()
      precondition(fired.count.load(ordering: .relaxed) == benchmark.scaledIterations.count)
    }
    // One operation: the last of 1,000 values reaching the disk. The floor writes that value
    // once, as the file storage does (atomically, as JSON).
    let fileConfiguration = Benchmark.Configuration(
      metrics: [.wallClock, .mallocCountTotal], scalingFactor: .one, maxDuration: .seconds(2)
    )
    Benchmark("baseline.file.write", configuration: fileConfiguration) { benchmark in
      let url = temporaryFile("baseline")
      defer { try? FileManager.default.removeItem(at: url) }
      for iteration in benchmark.scaledIterations {
        let data = try! JSONEncoder().encode(iteration)
        try! data.write(to: url, options: .atomic)
      }
    }
    Benchmark.onMainActor("shared.fileStorage.save.coalescing-1000", configuration: fileConfiguration) {
      benchmark in
      let url = temporaryFile("shared")
      defer { try? FileManager.default.removeItem(at: url) }
      let shared = Shared(wrappedValue: 0, .fileStorage(url))
      benchmark.startMeasurement()
      for _ in benchmark.scaledIterations {
        for _ in 0..<1_000 {
          shared.withLock { $0 &+= 1 }
        }
        try! await shared.save()
      }
      benchmark.stopMeasurement()
      let saved = try! JSONDecoder().decode(Int.self, from: Data(contentsOf: url))
      precondition(saved == shared.wrappedValue)
    }
    registerCoalescedChange()
  }

  /// One change of a file-backed value while its pause lasts: what each of the thousand changes
  /// above costs before the save.
  static func registerCoalescedChange() {
    Benchmark.onMainActor("shared.fileStorage.change.coalesced") { benchmark in
      let url = temporaryFile("change")
      defer { try? FileManager.default.removeItem(at: url) }
      let shared = Shared(wrappedValue: 0, .fileStorage(url))
      shared.withLock { $0 &+= 1 }
      benchmark.startMeasurement()
      for _ in benchmark.scaledIterations {
        shared.withLock { $0 &+= 1 }
      }
      benchmark.stopMeasurement()
      try! await shared.save()
    }
  }

  private static func temporaryFile(_ name: String) -> URL {
    FileManager.default.temporaryDirectory
      .appendingPathComponent("composable-effects-benchmark-\(name)-\(UUID().uuidString).json")
  }
}

private enum BenchmarkTaskLocal {
  @TaskLocal static var value: Int?
}

@MainActor
private final class AccessedModel: Observable {
  let registrar = ObservationRegistrar()
  let keyPath: KeyPath<AccessedModel, Int> = \.count
  var count: Int { 0 }
}

private struct Row: Identifiable {
  let id: Int
  var value = 0

  static func array(_ count: Int) -> IdentifiedArrayOf<Row> {
    IdentifiedArray(uniqueElements: (0..<count).map { Row(id: $0) })
  }
}

@Observable
@MainActor
private final class ObservedCount {
  var count = 0
}

private final class Fired: Sendable {
  let count = Atomic(0)
}

import ComposableEffects
import ComposableEffectsTestSupport
import Testing

private struct Failure: Error, Hashable {
  let code: Int
}

private struct OtherFailure: Error, Equatable {
  let code: Int
}

private struct OpaqueFailure: Error {}

private struct OtherOpaqueFailure: Error {}

private enum Uploader {
  struct Failure: Error {}
}

@Suite struct TaskResultTests {
  @Test func catchingKeepsTheValue() async {
    let result = await TaskResult { 42 }
    #expect(result == .success(42))
  }

  @Test func catchingKeepsTheError() async {
    let result = await TaskResult<Int> { throw Failure(code: 1) }
    #expect(result == .failure(Failure(code: 1)))
  }

  @Test func failuresWithEqualErrorsOfTheSameTypeAreEqual() {
    #expect(TaskResult<Int>.failure(Failure(code: 1)) == .failure(Failure(code: 1)))
    #expect(TaskResult<Int>.failure(Failure(code: 1)) != .failure(Failure(code: 2)))
  }

  @Test func failuresWithErrorsOfDifferentTypesAreNotEqual() {
    #expect(TaskResult<Int>.failure(Failure(code: 1)) != .failure(OtherFailure(code: 1)))
  }

  @Test func comparingFailuresWithANonEquatableErrorReportsAnIssue() {
    withKnownIssue {
      #expect(TaskResult<Int>.failure(OpaqueFailure()) != .failure(OpaqueFailure()))
    } matching: { issue in
      issue.description.contains(
        #"Two 'TaskResult' failures were compared, but their error type "OpaqueFailure" is not Equatable"#
      ) && issue.description.contains("extension OpaqueFailure: Equatable {}")
    }
  }

  @Test func comparingFailuresWithErrorsOfDifferentNonEquatableTypesReportsNothing() {
    #expect(TaskResult<Int>.failure(OpaqueFailure()) != .failure(OtherOpaqueFailure()))
  }

  @Test func hashingAFailureWithANonHashableErrorReportsAnIssue() {
    withKnownIssue {
      _ = TaskResult<Int>.failure(OpaqueFailure()).hashValue
    } matching: { issue in
      issue.description.contains(
        #"A 'TaskResult' failure was hashed, but its error type "OpaqueFailure" is not Hashable"#
      ) && issue.description.contains("extension OpaqueFailure: Hashable {}")
    }
  }

  @Test func anErrorNestedInATypeIsNamedWithItsParent() {
    withKnownIssue {
      _ = TaskResult<Int>.failure(Uploader.Failure()).hashValue
    } matching: { issue in
      issue.description.contains(#"its error type "Uploader.Failure" is not Hashable"#)
    }
  }

  @Test func successAndFailureAreNotEqual() {
    #expect(TaskResult<Int>.success(1) != .failure(Failure(code: 1)))
  }

  @Test func valueReturnsOrThrows() throws {
    #expect(try TaskResult<Int>.success(1).value == 1)
    #expect(throws: Failure(code: 3)) { try TaskResult<Int>.failure(Failure(code: 3)).value }
  }

  @Test func mapAndFlatMapTransformOnlySuccesses() {
    #expect(TaskResult.success(2).map { $0 * 10 } == .success(20))
    #expect(TaskResult<Int>.failure(Failure(code: 1)).map { $0 * 10 } == .failure(Failure(code: 1)))
    #expect(
      TaskResult.success(2).flatMap { _ in TaskResult<Int>.failure(Failure(code: 5)) }
        == .failure(Failure(code: 5))
    )
  }

  @Test func resultsConvert() {
    #expect(TaskResult(Result<Int, Failure>.success(1)) == .success(1))
    #expect(TaskResult(Result<Int, Failure>.failure(Failure(code: 1))) == .failure(Failure(code: 1)))
  }

  @Test func equalResultsHashAlike() {
    let results: Set<TaskResult<Int>> = [.success(1), .success(1), .failure(Failure(code: 1))]
    #expect(results.count == 2)
  }
}

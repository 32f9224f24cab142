import CasePaths

/// The result of an asynchronous operation that may fail, as an action can carry it.
///
/// Unlike `Result<Success, any Error>`, it is `Equatable` whenever `Success` is, so actions
/// that carry it stay `Equatable` for the test store:
///
/// ```swift
/// enum Action: Equatable {
///   case factResponse(TaskResult<String>)
/// }
///
/// return .run { [count = state.count] send in
///   await send(.factResponse(TaskResult { try await factClient.fetch(count) }))
/// }
/// ```
///
/// Two failures are equal when their errors are equal values of the same `Equatable` type.
///
/// > Important: Give the errors that results carry in tests `Equatable` (and, to hash results,
/// > `Hashable`) conformances. Two failures whose errors are of one type that is not `Equatable`
/// > are taken as different, and hashing a failure whose error is not `Hashable` hashes only its
/// > type; both report an issue naming the error type.
@CasePathable
public enum TaskResult<Success: Sendable>: Sendable {
  /// The operation succeeded with this value.
  case success(Success)

  /// The operation failed with this error.
  case failure(any Error)

  /// Runs `body`, keeping what it returns or the error it throws.
  public init(catching body: @Sendable () async throws -> Success) async {
    do {
      self = .success(try await body())
    } catch {
      self = .failure(error)
    }
  }

  /// Wraps a `Result`.
  public init<Failure: Error>(_ result: Result<Success, Failure>) {
    switch result {
    case .success(let value): self = .success(value)
    case .failure(let error): self = .failure(error)
    }
  }

  /// The success value, or the failure's error thrown.
  public var value: Success {
    get throws {
      switch self {
      case .success(let value): return value
      case .failure(let error): throw error
      }
    }
  }

  /// Transforms the success value.
  public func map<NewSuccess: Sendable>(
    _ transform: (Success) -> NewSuccess
  ) -> TaskResult<NewSuccess> {
    switch self {
    case .success(let value): .success(transform(value))
    case .failure(let error): .failure(error)
    }
  }

  /// Transforms the success value into another result.
  public func flatMap<NewSuccess: Sendable>(
    _ transform: (Success) -> TaskResult<NewSuccess>
  ) -> TaskResult<NewSuccess> {
    switch self {
    case .success(let value): transform(value)
    case .failure(let error): .failure(error)
    }
  }
}

extension TaskResult: Equatable where Success: Equatable {
  public static func == (lhs: Self, rhs: Self) -> Bool {
    switch (lhs, rhs) {
    case (.success(let lhs), .success(let rhs)):
      lhs == rhs
    case (.failure(let lhs), .failure(let rhs)):
      errorsAreEqual(lhs, rhs)
    default:
      false
    }
  }
}

extension TaskResult: Hashable where Success: Hashable {
  public func hash(into hasher: inout Hasher) {
    switch self {
    case .success(let value):
      hasher.combine(0)
      hasher.combine(value)
    case .failure(let error):
      hasher.combine(1)
      hasher.combine(ObjectIdentifier(type(of: error)))
      // Through `Any`: with Foundation, every error bridges to a hashable `NSError`, so a
      // direct cast would always succeed; only the error's own conformance counts here.
      if let error = (error as Any) as? any Hashable {
        hasher.combine(AnyHashable(error))
      } else {
        reportIssue(EffectMessage.taskResultErrorNotHashable(type(of: error)))
      }
    }
  }
}

/// Whether two errors are equal values of the same `Equatable` type.
///
/// Errors of one type that is not `Equatable` cannot be compared: they are taken as different,
/// and an issue says so, since a test comparing them would otherwise fail without saying why.
func errorsAreEqual(_ lhs: any Error, _ rhs: any Error) -> Bool {
  // Through `Any`, for the same reason as in `hash(into:)`.
  guard let lhs = (lhs as Any) as? any Equatable else {
    if type(of: lhs) == type(of: rhs) {
      reportIssue(EffectMessage.taskResultErrorNotEquatable(type(of: lhs)))
    }
    return false
  }
  return isEqual(lhs, rhs)
}

private func isEqual<Value: Equatable>(_ lhs: Value, _ rhs: Any) -> Bool {
  guard let rhs = rhs as? Value else { return false }
  return lhs == rhs
}

import Foundation

/// The counts the shared-state case studies share between their two tabs: the current count,
/// its extremes, and how many times it changed.
public struct Stats: Codable, Equatable, Sendable {
  /// The current count.
  public private(set) var count = 0
  /// The highest count reached.
  public private(set) var maxCount = 0
  /// The lowest count reached.
  public private(set) var minCount = 0
  /// How many times the count changed.
  public private(set) var numberOfCounts = 0

  /// Stats at zero.
  public init() {}

  /// Counts one up, raising the maximum if it is passed.
  public mutating func increment() {
    self.count += 1
    self.numberOfCounts += 1
    self.maxCount = Swift.max(self.maxCount, self.count)
  }

  /// Counts one down, lowering the minimum if it is passed.
  public mutating func decrement() {
    self.count -= 1
    self.numberOfCounts += 1
    self.minCount = Swift.min(self.minCount, self.count)
  }
}

/// The tab a shared-state case study shows.
public enum SharedStateTab: Equatable, Sendable {
  /// The tab that counts.
  case counter
  /// The tab that shows and resets the stats.
  case profile
}

/// The text of the counter tab's alert.
func primeMessage(_ number: Int) -> String {
  isPrime(number)
    ? "👍 The number \(number) is prime!"
    : "👎 The number \(number) is not prime :("
}

private func isPrime(_ number: Int) -> Bool {
  guard number > 1 else { return false }
  var divisor = 2
  while divisor * divisor <= number {
    if number.isMultiple(of: divisor) { return false }
    divisor += 1
  }
  return true
}

import ComposableEffects

/// A `RandomNumber.Next` handler that draws from a generator seeded with `seed`, so the same
/// seed picks the same numbers, run after run.
///
/// ```swift
/// with {
///   seededRandomNumbers(seed: 2024)
/// } perform: {
///   playNumberGuessing(range: 1...100, maxGuesses: 7)  // the same secret every time
/// }
/// ```
public func seededRandomNumbers(seed: UInt64) -> RandomNumber.Next {
  let generator = LockIsolated(SplitMix64(seed: seed))
  return RandomNumber.Next { range in
    generator.withValue { Int.random(in: range, using: &$0) }
  }
}

/// SplitMix64: a small, fast generator whose whole state is one seed, good enough for games
/// and demos (not for secrets).
struct SplitMix64: RandomNumberGenerator {
  private var state: UInt64

  init(seed: UInt64) {
    state = seed
  }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}

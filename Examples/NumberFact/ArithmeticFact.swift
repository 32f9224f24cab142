/// A true sentence about `number`: the most remarkable property it has, tried in this order:
/// zero, negative, one, perfect, prime, a power of two, a square, a cube, a Fibonacci number,
/// a triangular number; otherwise its parity, divisors and digit sum.
///
/// Numbers above a million get only the quick facts (parity and digit sum), so that working
/// out a fact never takes longer than the simulated request around it.
func arithmeticFact(about number: Int) -> String {
  if number == 0 {
    return "0 is the only number that is neither positive nor negative."
  }
  if number < 0 {
    return "\(number) is negative: it lies \(number.magnitude) below zero."
  }
  if number == 1 {
    return "1 is neither prime nor composite: it divides every whole number."
  }
  guard number <= 1_000_000 else {
    return "\(number) is \(parity(of: number)), and its digits add up to \(digitSum(of: number))."
  }

  let divisors = divisors(of: number)
  let properDivisors = divisors.dropLast()
  if properDivisors.reduce(0, +) == number {
    let sum = properDivisors.map(String.init).joined(separator: " + ")
    return "\(number) is a perfect number: it is the sum of its proper divisors, \(sum)."
  }
  if divisors.count == 2 {
    return "\(number) is a prime number: it is divisible only by 1 and itself."
  }
  if number & (number - 1) == 0 {
    return "\(number) is a power of two: 2 to the power of \(number.trailingZeroBitCount)."
  }
  if let root = exactRoot(of: number, degree: 2) {
    return "\(number) is a perfect square: \(root) × \(root)."
  }
  if let root = exactRoot(of: number, degree: 3) {
    return "\(number) is a perfect cube: \(root) × \(root) × \(root)."
  }
  if let (smaller, larger) = fibonacciPredecessors(of: number) {
    return "\(number) is a Fibonacci number: \(smaller) + \(larger)."
  }
  if let last = triangularSide(of: number) {
    return "\(number) is a triangular number: the sum of the whole numbers from 1 to \(last)."
  }
  return """
    \(number) is \(parity(of: number)), has \(divisors.count) divisors, and its digits add up \
    to \(digitSum(of: number)).
    """
}

private func parity(of number: Int) -> String {
  number.isMultiple(of: 2) ? "even" : "odd"
}

private func digitSum(of number: Int) -> Int {
  String(number).compactMap(\.wholeNumberValue).reduce(0, +)
}

/// The divisors of a positive `number`, in increasing order, 1 and `number` included.
private func divisors(of number: Int) -> [Int] {
  var small: [Int] = []
  var large: [Int] = []
  var candidate = 1
  while candidate * candidate <= number {
    if number.isMultiple(of: candidate) {
      small.append(candidate)
      if candidate * candidate != number { large.append(number / candidate) }
    }
    candidate += 1
  }
  return small + large.reversed()
}

/// The whole number whose `degree`th power is `number`, if there is one.
private func exactRoot(of number: Int, degree: Int) -> Int? {
  var root = 1
  while power(root, degree) < number { root += 1 }
  return power(root, degree) == number ? root : nil
}

private func power(_ base: Int, _ exponent: Int) -> Int {
  (0..<exponent).reduce(1) { product, _ in product * base }
}

/// The two Fibonacci numbers that add up to `number`, if it is one (from 3 on: 1 and 2 are
/// prime, which comes first).
private func fibonacciPredecessors(of number: Int) -> (Int, Int)? {
  var (smaller, larger) = (1, 2)
  while smaller + larger < number {
    (smaller, larger) = (larger, smaller + larger)
  }
  return smaller + larger == number ? (smaller, larger) : nil
}

/// The `n` for which `number` is 1 + 2 + … + `n`, if there is one.
private func triangularSide(of number: Int) -> Int? {
  var (side, sum) = (0, 0)
  while sum < number {
    side += 1
    sum += side
  }
  return sum == number ? side : nil
}

/// Positions for a collection's elements, in order, reusing the stored ones that are already
/// in order.
enum Positions {
  /// One position per element, strictly increasing.
  ///
  /// `stored` holds each element's stored position, `nil` for a new element. Elements whose
  /// stored positions increase along the collection keep them (chosen greedily from the
  /// front); the others are spread evenly in the gap between the kept neighbours around them,
  /// or after the last kept one at steps of 1. When a gap has grown too narrow for a double to
  /// split, every element is numbered again from 1.
  static func assign(_ stored: [Double?]) -> [Double] {
    var kept = [Bool](repeating: false, count: stored.count)
    var last = -Double.infinity
    for (index, position) in stored.enumerated() {
      if let position, position > last, position.isFinite {
        kept[index] = true
        last = position
      }
    }
    var result = [Double](repeating: 0, count: stored.count)
    var index = 0
    var before = 0.0
    var isFirst = true
    while index < stored.count {
      if kept[index], let position = stored[index] {
        result[index] = position
        before = position
        isFirst = false
        index += 1
        continue
      }
      // A run of elements to place, up to the next kept one (or the end).
      var end = index
      while end < stored.count, !kept[end] { end += 1 }
      let count = end - index
      let after = end < stored.count ? stored[end]! : nil
      let low = isFirst ? (after.map { $0 - Double(count) - 1 } ?? 0) : before
      let step = after.map { ($0 - low) / Double(count + 1) } ?? 1
      for offset in 0..<count {
        result[index + offset] = low + step * Double(offset + 1)
      }
      before = result[end - 1]
      isFirst = false
      index = end
    }
    guard zip(result, result.dropFirst()).allSatisfy({ $0 < $1 }) else {
      return stored.indices.map { Double($0 + 1) }
    }
    return result
  }
}

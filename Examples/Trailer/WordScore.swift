/// What a word is worth: the sum of its letters' values, times its length, so that long words
/// with rare letters pay the most.
///
/// ```swift
/// wordScore("SAY")    // (1 + 1 + 4) × 3 = 18
/// wordScore("HELLO")  // (4 + 1 + 1 + 1 + 1) × 5 = 40
/// ```
func wordScore(_ word: String) -> Int {
  word.uppercased().reduce(0) { sum, letter in sum + (letterValues[letter] ?? 0) } * word.count
}

/// Each letter's value: the rarer the letter, the more it is worth.
private let letterValues: [Character: Int] = [
  "A": 1, "B": 3, "C": 3, "D": 2, "E": 1, "F": 4, "G": 2, "H": 4, "I": 1, "J": 8, "K": 5,
  "L": 1, "M": 3, "N": 1, "O": 1, "P": 3, "Q": 10, "R": 1, "S": 1, "T": 1, "U": 1, "V": 4,
  "W": 4, "X": 8, "Y": 4, "Z": 10,
]

import Synchronization

/// The metrics of actions that their bits identify (see ``ActionBits``), found again by those
/// bits without a lock: a send of such an action reads one slot and the entry it points to.
///
/// An open-addressed table of ``capacity`` slots. A slot is empty (zero) or holds, for good, the
/// address of an ``Entry`` that pairs bits with the metrics of their case path. A reader loads
/// the slots on its key's probe path (acquiring) until it meets its bits or an empty slot; a
/// writer, one at a time under `entries`' lock, fills the first empty slot on the path
/// (releasing) once the entry is complete. Slots never change once filled and no entry is ever
/// removed, so an empty slot on the path means the key is absent, and an entry a reader found
/// lives as long as the cache: `entries` holds them all.
///
/// At most ``limit`` entries, half the slots: actions carrying small values (`.tick(Int)`)
/// could otherwise add one per value, and a half-empty table keeps probe paths short.
@usableFromInline
final class ActionMetersCache: @unchecked Sendable {
  // Unchecked: `slots` is a pointer, which is not `Sendable`, to memory that is only ever
  // accessed atomically, and freed only when no one can reach the cache any more.

  /// Bits and the metrics of their case path, immutable.
  @usableFromInline
  final class Entry: Sendable {
    @usableFromInline let bits: UInt64
    @usableFromInline let meters: ActionMeters

    init(bits: UInt64, meters: ActionMeters) {
      self.bits = bits
      self.meters = meters
    }
  }

  /// How many slots the table has: a power of two.
  @usableFromInline static var capacity: Int { 512 }
  /// The most entries the cache keeps.
  static var limit: Int { Self.capacity / 2 }

  @usableFromInline let slots: UnsafeMutablePointer<Atomic<UInt>>
  /// Every entry the slots point to, in the order they were added; the writers' lock.
  private let entries = Mutex<[Entry]>([])

  init() {
    self.slots = .allocate(capacity: Self.capacity)
    for slot in 0..<Self.capacity {
      (self.slots + slot).initialize(to: Atomic(0))
    }
  }

  deinit {
    self.slots.deinitialize(count: Self.capacity)
    self.slots.deallocate()
  }

  /// The slot where the probe path of `bits` starts: Fibonacci hashing, so that the small,
  /// consecutive values a feature's cases have spread over the table.
  @inlinable
  static func home(of bits: UInt64) -> Int {
    Int(truncatingIfNeeded: (bits &* 0x9E37_79B9_7F4A_7C15) >> UInt64(64 - Self.capacity.trailingZeroBitCount))
  }

  /// The metrics cached for `bits`, if any.
  @inlinable
  func meters(for bits: UInt64) -> ActionMeters? {
    var slot = Self.home(of: bits)
    // Ends: at most half the slots are filled, so every path meets an empty one.
    while true {
      let address = self.slots[slot].load(ordering: .acquiring)
      guard let entry = UnsafeRawPointer(bitPattern: address) else { return nil }
      let meters = Unmanaged<Entry>.fromOpaque(entry)._withUnsafeGuaranteedRef {
        $0.bits == bits ? $0.meters : nil
      }
      if let meters { return meters }
      slot = (slot + 1) & (Self.capacity - 1)
    }
  }

  /// Caches `meters` for `bits`, unless they are cached already or the cache is full.
  func insert(_ meters: ActionMeters, for bits: UInt64) {
    self.entries.withLock { entries in
      guard entries.count < Self.limit, self.meters(for: bits) == nil else { return }
      let entry = Entry(bits: bits, meters: meters)
      entries.append(entry)
      var slot = Self.home(of: bits)
      while self.slots[slot].load(ordering: .relaxed) != 0 {
        slot = (slot + 1) & (Self.capacity - 1)
      }
      self.slots[slot].store(UInt(bitPattern: Unmanaged.passUnretained(entry).toOpaque()), ordering: .releasing)
    }
  }

  /// How many entries the cache holds.
  var count: Int {
    self.entries.withLock { $0.count }
  }
}

/// A compact hash map from the positive ids of variables and constraints to solver data.
///
/// `Dictionary` hashes `Int` keys with SipHash and keeps its load below 3/4; the solver looks a
/// variable up for every value read and every term added, so this table uses Fibonacci hashing,
/// linear probing and backward-shift deletion, with entries of 16 bytes (for 8-byte values) and
/// a load of up to 7/8. Ids start at 1, so key 0 marks an empty slot.
struct IdentityTable<Value: BitwiseCopyable & Sendable>: Sendable {
  private struct Entry {
    var key: Int
    var value: Value
  }

  private var entries: [Entry] = []
  private var shift: UInt = 64
  private let empty: Value
  private(set) var count = 0

  /// Creates an empty table; `empty` fills unused slots and is never returned.
  init(empty: Value) {
    self.empty = empty
  }

  @inline(__always)
  private func home(of key: Int) -> Int {
    Int(truncatingIfNeeded: (UInt(bitPattern: key) &* 0x9E37_79B9_7F4A_7C15) >> shift)
  }

  /// The slot holding `key`, or the empty slot where it would go; -1 while the table is empty.
  /// Inlined: it is the whole cost of reading a value.
  @inline(__always)
  private func slot(of key: Int) -> Int {
    guard !entries.isEmpty else { return -1 }
    let mask = entries.count - 1
    var index = home(of: key)
    while entries[index].key != 0 && entries[index].key != key { index = (index + 1) & mask }
    return index
  }

  subscript(key: Int) -> Value? {
    let index = slot(of: key)
    return index >= 0 && entries[index].key == key ? entries[index].value : nil
  }

  /// Sets the value of `key`, inserting the key if it is absent.
  mutating func insert(_ value: Value, for key: Int) {
    if (count + 1) * 8 > entries.count * 7 { grow() }
    let index = slot(of: key)
    if entries[index].key == 0 { count += 1 }
    entries[index] = Entry(key: key, value: value)
  }

  /// Removes `key`, moving later entries of its probe run back so lookups need no tombstones.
  mutating func remove(_ key: Int) {
    var hole = slot(of: key)
    guard hole >= 0, entries[hole].key == key else { return }
    count -= 1
    let mask = entries.count - 1
    var index = (hole + 1) & mask
    while entries[index].key != 0 {
      // An entry may fill the hole unless its home lies cyclically in (hole, index].
      if (index - home(of: entries[index].key)) & mask >= (index - hole) & mask {
        entries[hole] = entries[index]
        hole = index
      }
      index = (index + 1) & mask
    }
    entries[hole] = Entry(key: 0, value: empty)
  }

  private mutating func grow() {
    let old = entries
    let capacity = max(16, entries.count * 2)
    entries = Array(repeating: Entry(key: 0, value: empty), count: capacity)
    shift = UInt(64 - capacity.trailingZeroBitCount)
    count = 0
    for entry in old where entry.key != 0 { insert(entry.value, for: entry.key) }
  }
}

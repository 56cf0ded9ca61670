import Foundation

/// The literal children of every node of a trie, in one open-addressing hash
/// table keyed by the parent node and the literal's UTF-8 bytes.
///
/// Looking a segment up hashes its bytes once and allocates nothing, and the
/// whole table is a few flat arrays, however many literals it holds. A key
/// may be inserted more than once (case variants that fold to the same
/// text); a look-up then reports the children in the order they were added.
struct LiteralIndex: Sendable {
  private struct Entry: Sendable {
    let parent: Int32
    let child: Int32
    /// Where the key's bytes start in `pool`, and how many there are.
    let start: Int32
    let count: Int32
    let hash: UInt32
  }

  /// Every key's bytes, one after the other.
  private var pool: [UInt8] = []
  private var entries: [Entry] = []
  /// Entry indices by hash, `-1` where empty; kept at most half full.
  private var slots = [Int32](repeating: -1, count: 16)

  /// Adds `child` under `parent` for `key`.
  mutating func insert(parent: Int32, key: UnsafeBufferPointer<UInt8>, child: Int32) {
    if (entries.count + 1) * 2 > slots.count { rehash(capacity: slots.count * 2) }
    let hash = Self.hash(parent, key)
    entries.append(
      Entry(
        parent: parent, child: child, start: Int32(pool.count), count: Int32(key.count),
        hash: hash))
    pool.append(contentsOf: key)
    place(Int32(entries.count - 1), hash: hash)
  }

  /// The first child under `parent` for `key`, if any: the look-up every
  /// literal segment of a link makes.
  func first(parent: Int32, key: UnsafeBufferPointer<UInt8>) -> Int32? {
    var found: Int32?
    forEach(parent: parent, key: key) { child in
      found = child
      return false
    }
    return found
  }

  /// Calls `body` with every child under `parent` for `key`, in the order
  /// they were added, until it returns `false`. It reads the tables in place
  /// and is inlined, so that a look-up pays for no closure.
  @inline(__always)
  func forEach(parent: Int32, key: UnsafeBufferPointer<UInt8>, _ body: (Int32) -> Bool) {
    let hash = Self.hash(parent, key)
    slots.withUnsafeBufferPointer { slots in
      entries.withUnsafeBufferPointer { entries in
        pool.withUnsafeBufferPointer { pool in
          let mask = slots.count - 1
          var slot = Int(hash) & mask
          while case let index = slots[slot], index >= 0 {
            let entry = entries[Int(index)]
            if entry.hash == hash, entry.parent == parent, Int(entry.count) == key.count,
              Self.equal(pool, from: Int(entry.start), key)
            {
              guard body(entry.child) else { return }
            }
            slot = (slot + 1) & mask
          }
        }
      }
    }
  }

  /// Whether `pool` holds `key`'s bytes at `start` (the caller checked the count).
  private static func equal(
    _ pool: UnsafeBufferPointer<UInt8>, from start: Int, _ key: UnsafeBufferPointer<UInt8>
  ) -> Bool {
    guard let keyBytes = key.baseAddress, let poolBytes = pool.baseAddress else {
      return key.isEmpty
    }
    return memcmp(poolBytes + start, keyBytes, key.count) == 0
  }

  private mutating func place(_ index: Int32, hash: UInt32) {
    let mask = slots.count - 1
    var slot = Int(hash) & mask
    while slots[slot] >= 0 { slot = (slot + 1) & mask }
    slots[slot] = index
  }

  private mutating func rehash(capacity: Int) {
    slots = [Int32](repeating: -1, count: capacity)
    for (index, entry) in entries.enumerated() { place(Int32(index), hash: entry.hash) }
  }

  /// FNV-1a over the parent and the bytes, with a final mix so that nearby
  /// keys spread over the table.
  private static func hash(_ parent: Int32, _ key: UnsafeBufferPointer<UInt8>) -> UInt32 {
    var hash: UInt32 = 2_166_136_261
    hash = (hash ^ UInt32(bitPattern: parent)) &* 16_777_619
    for byte in key { hash = (hash ^ UInt32(byte)) &* 16_777_619 }
    hash ^= hash >> 16
    hash = hash &* 0x85EB_CA6B
    hash ^= hash >> 13
    return hash
  }
}

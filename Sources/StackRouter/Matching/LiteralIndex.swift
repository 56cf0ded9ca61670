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
  private var slots: [Int32]

  /// An index sized for about `capacity` keys before it grows.
  init(capacity: Int = 0) {
    var count = 16
    while count < capacity * 2 { count *= 2 }
    slots = [Int32](repeating: -1, count: count)
  }

  /// Where a look-up for a key ended: the slot it would be added at.
  struct Probe {
    fileprivate let hash: UInt32
    fileprivate let slot: Int
  }

  /// Adds `child` under `parent` for `key`, after any children it has for
  /// the same key.
  mutating func insert(parent: Int32, key: UnsafeBufferPointer<UInt8>, child: Int32) {
    let hash = Self.hash(parent, key)
    append(parent: parent, key: key, child: child, hash: hash)
    if !growIfFull() { place(Int32(entries.count - 1), hash: hash) }
  }

  /// The first child under `parent` for `key`, if any, and where the look-up
  /// ended, for adding one with ``insert(parent:key:child:at:)`` when there
  /// is none: a trie being built looks each literal up, then adds it.
  func probe(parent: Int32, key: UnsafeBufferPointer<UInt8>) -> (child: Int32?, probe: Probe) {
    var found: Int32?
    let hash = Self.hash(parent, key)
    let slot = forEach(parent: parent, key: key, hash: hash) { child in
      found = child
      return false
    }
    return (found, Probe(hash: hash, slot: slot))
  }

  /// Adds `child` under `parent` for `key`, which has no child yet, at the
  /// empty slot where `probe` found none, with nothing added since.
  mutating func insert(
    parent: Int32, key: UnsafeBufferPointer<UInt8>, child: Int32, at probe: Probe
  ) {
    append(parent: parent, key: key, child: child, hash: probe.hash)
    if !growIfFull() { slots[probe.slot] = Int32(entries.count - 1) }
  }

  private mutating func append(
    parent: Int32, key: UnsafeBufferPointer<UInt8>, child: Int32, hash: UInt32
  ) {
    entries.append(
      Entry(
        parent: parent, child: child, start: Int32(pool.count), count: Int32(key.count),
        hash: hash))
    pool.append(contentsOf: key)
  }

  /// Doubles the slots, placing every entry again, once more than half are
  /// taken; returns whether it did.
  private mutating func growIfFull() -> Bool {
    guard entries.count * 2 > slots.count else { return false }
    rehash(capacity: slots.count * 2)
    return true
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
    forEach(parent: parent, key: key, hash: Self.hash(parent, key), body)
  }

  /// ``forEach(parent:key:_:)`` for a key already hashed; returns the slot
  /// the look-up ended at: an empty one, unless `body` stopped it.
  @inline(__always)
  @discardableResult
  private func forEach(
    parent: Int32, key: UnsafeBufferPointer<UInt8>, hash: UInt32, _ body: (Int32) -> Bool
  ) -> Int {
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
              guard body(entry.child) else { return slot }
            }
            slot = (slot + 1) & mask
          }
          return slot
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

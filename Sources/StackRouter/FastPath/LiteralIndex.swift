/// The literal children of every node of a trie, in one open-addressing hash
/// table keyed by the parent node and the literal's UTF-8 bytes.
///
/// ```
/// slots    [ -1 | 2 | -1 | 0 | 1 | -1 | … ]   power of two, at most half taken
///                 │        │   │
/// entries  [ (parent, child, start, count, hash) … ]   in the order added
///                                │      │
/// pool     [ … l i s t … s e t t i n g s … ]   every key's bytes
/// ```
///
/// Invariants (checked by ``checkInvariants()`` when `STACKROUTER_CHECKS` is set):
/// - `slots.count` is a power of two, and more than twice `entries.count`.
/// - Every entry is in exactly one slot; a slot holds `-1` or an entry's index.
/// - Each entry's key is `pool[start..<start + count]`, inside the pool. A
///   key inserted by its place (``insert(parent:key:pooledAt:child:at:)``)
///   is already there, as its bytes say (checked); every other key is
///   appended. An index built over a table's packed patterns keeps them as
///   its pool, its literals' texts where the patterns hold them.
/// - A ``Probe`` is used for one insert only, with nothing added since it
///   was made: its slot is still the empty one the look-up ended at.
/// - An entry number given to ``child(ofEntry:key:)`` names an entry,
///   numbered in the order added: `0 <= entry < entries.count`.
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

  /// Every key's bytes: the bytes the index was made over, then the keys
  /// appended to them.
  private(set) var pool: [UInt8]
  private var entries: [Entry] = []
  /// Entry indices by hash, `-1` where empty; kept at most half full.
  private var slots: [Int32]

  /// An index sized for about `capacity` keys before it grows, over
  /// `pool`: bytes that hold keys to be inserted by their place.
  init(capacity: Int = 0, pool: [UInt8] = []) {
    var count = 16
    while count < capacity * 2 { count *= 2 }
    slots = [Int32](repeating: -1, count: count)
    self.pool = pool
  }

  /// Makes `bytes` the pool: the same bytes the pool holds, as a copy of it
  /// without spare room, which the index then shares with whoever else
  /// keeps it (checked).
  mutating func share(pool bytes: [UInt8]) {
    #if STACKROUTER_CHECKS
    precondition(bytes == pool, "LiteralIndex: a shared pool holds the same bytes")
    #endif
    pool = bytes
  }

  /// Where a look-up for a key ended: the slot it would be added at.
  struct Probe {
    fileprivate let hash: UInt32
    fileprivate let slot: Int
    #if STACKROUTER_CHECKS
    /// How many entries there were when the look-up ended.
    fileprivate let entryCount: Int
    #endif
  }

  /// Adds `child` under `parent` for `key`, after any children it has for
  /// the same key.
  mutating func insert(parent: Int32, key: ByteSpan, child: Int32) {
    let hash = Self.hash(parent, key)
    append(parent: parent, key: key, child: child, hash: hash)
    if !growIfFull() { place(Int32(entries.count - 1), hash: hash) }
  }

  /// The first child under `parent` for `key`, if any, and where the look-up
  /// ended, for adding one with ``insert(parent:key:child:at:)`` when there
  /// is none: a trie being built looks each literal up, then adds it.
  func probe(parent: Int32, key: ByteSpan) -> (child: Int32?, probe: Probe) {
    var found: Int32?
    let hash = Self.hash(parent, key)
    let slot = forEach(parent: parent, key: key, hash: hash) { child in
      found = child
      return false
    }
    #if STACKROUTER_CHECKS
    return (found, Probe(hash: hash, slot: slot, entryCount: entries.count))
    #else
    return (found, Probe(hash: hash, slot: slot))
    #endif
  }

  /// Adds `child` under `parent` for `key`, which has no child yet, at the
  /// empty slot where `probe` found none, with nothing added since. A key
  /// `pooledAt` a place is the pool's bytes there, and is not copied.
  mutating func insert(
    parent: Int32, key: ByteSpan, pooledAt place: Int? = nil, child: Int32, at probe: Probe
  ) {
    #if STACKROUTER_CHECKS
    precondition(
      probe.entryCount == entries.count && slots[probe.slot] < 0,
      "LiteralIndex.insert(at:): an entry was added since the probe")
    #endif
    append(parent: parent, key: key, pooledAt: place, child: child, hash: probe.hash)
    if !growIfFull() { slots[probe.slot] = Int32(entries.count - 1) }
  }

  private mutating func append(
    parent: Int32, key: ByteSpan, pooledAt place: Int? = nil, child: Int32, hash: UInt32
  ) {
    let start: Int
    if let place {
      #if STACKROUTER_CHECKS
      precondition(
        place >= 0 && place + key.count <= pool.count
          && pool[place..<(place + key.count)].elementsEqual(key),
        "LiteralIndex: a key inserted by its place is the pool's bytes there")
      #endif
      start = place
    } else {
      start = pool.count
      key.withUnsafeBytes { pool.append(contentsOf: $0) }
    }
    entries.append(
      Entry(
        parent: parent, child: child, start: Int32(start), count: Int32(key.count), hash: hash))
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
  func first(parent: Int32, key: ByteSpan) -> Int32? {
    var found: Int32?
    forEach(parent: parent, key: key) { child in
      found = child
      return false
    }
    return found
  }

  /// The child of entry `entry` (numbered in the order added) when its key
  /// is `key`, or `-1`: the look-up for a parent known to have that one
  /// literal child, which compares the key without hashing it.
  @inline(__always)
  func child(ofEntry entry: Int32, key: ByteSpan) -> Int32 {
    #if STACKROUTER_CHECKS
    precondition(
      entry >= 0 && Int(entry) < entries.count, "LiteralIndex: an entry number names an entry")
    #endif
    return entries.withUnsafeBufferPointer { entries in
      let entry = entries[Int(entry)]
      guard Int(entry.count) == key.count else { return -1 }
      return key.withUnsafeBytes { key in
        pool.withUnsafeBufferPointer { pool in
          Self.equal(pool, from: Int(entry.start), key) ? entry.child : -1
        }
      }
    }
  }

  /// Calls `body` with each entry's number and parent, in the order added:
  /// how a trie notes each node's literal children, and checks them.
  @inline(__always)
  func forEachEntry(_ body: (_ entry: Int32, _ parent: Int32) -> Void) {
    entries.withUnsafeBufferPointer { entries in
      for index in entries.indices { body(Int32(index), entries[index].parent) }
    }
  }

  /// Calls `body` with every child under `parent` for `key`, in the order
  /// they were added, until it returns `false`. It reads the tables in place
  /// and is inlined, so that a look-up pays for no closure.
  @inline(__always)
  func forEach(parent: Int32, key: ByteSpan, _ body: (Int32) -> Bool) {
    forEach(parent: parent, key: key, hash: Self.hash(parent, key), body)
  }

  /// ``forEach(parent:key:_:)`` for a key already hashed; returns the slot
  /// the look-up ended at: an empty one, unless `body` stopped it.
  @inline(__always)
  @discardableResult
  private func forEach(
    parent: Int32, key: ByteSpan, hash: UInt32, _ body: (Int32) -> Bool
  ) -> Int {
    key.withUnsafeBytes { key in
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
  }

  /// Whether `pool` holds `key`'s bytes at `start` (the caller checked the count).
  static func equal(_ pool: ByteSpan, from start: Int, _ key: ByteSpan) -> Bool {
    pool.withUnsafeBytes { pool in key.withUnsafeBytes { equal(pool, from: start, $0) } }
  }

  @inline(__always)
  private static func equal(
    _ pool: UnsafeBufferPointer<UInt8>, from start: Int, _ key: UnsafeBufferPointer<UInt8>
  ) -> Bool {
    guard let keyBytes = key.baseAddress, let poolBytes = pool.baseAddress else {
      return key.isEmpty
    }
    let (stored, wanted) = (UnsafeRawPointer(poolBytes + start), UnsafeRawPointer(keyBytes))
    let count = key.count
    // A literal segment is short: compare it in words, the last one
    // overlapping the one before, rather than through a call to `memcmp`.
    switch count {
    case 8...:
      var offset = 0
      while offset < count - 8 {
        guard Self.word(stored, offset) == Self.word(wanted, offset) else { return false }
        offset += 8
      }
      return Self.word(stored, count - 8) == Self.word(wanted, count - 8)
    case 4...:
      return Self.halfWord(stored, 0) == Self.halfWord(wanted, 0)
        && Self.halfWord(stored, count - 4) == Self.halfWord(wanted, count - 4)
    default:
      for offset in 0..<count where poolBytes[start + offset] != keyBytes[offset] { return false }
      return true
    }
  }

  /// The eight bytes at `offset`, as one word.
  @inline(__always)
  private static func word(_ bytes: UnsafeRawPointer, _ offset: Int) -> UInt64 {
    bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
  }

  /// The four bytes at `offset`, as one word.
  @inline(__always)
  private static func halfWord(_ bytes: UnsafeRawPointer, _ offset: Int) -> UInt64 {
    UInt64(bytes.loadUnaligned(fromByteOffset: offset, as: UInt32.self))
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

  /// Hashes the parent, the key's length and its bytes, a word at a time:
  /// every byte is read, the last word overlapping the one before it, and
  /// a key of under four bytes is read byte by byte. Equal keys hash alike
  /// on one machine; the table is never stored.
  @inline(__always)
  private static func hash(_ parent: Int32, _ key: ByteSpan) -> UInt32 {
    key.withUnsafeBytes { hash(parent, $0) }
  }

  @inline(__always)
  private static func hash(_ parent: Int32, _ key: UnsafeBufferPointer<UInt8>) -> UInt32 {
    let count = key.count
    var hash = mix(UInt64(UInt32(bitPattern: parent)) << 32 | UInt64(count))
    if let base = key.baseAddress {
      let bytes = UnsafeRawPointer(base)
      switch count {
      case 8...:
        var offset = 0
        while offset < count - 8 {
          hash = mix(hash ^ word(bytes, offset))
          offset += 8
        }
        hash = mix(hash ^ word(bytes, count - 8))
      case 4...:
        hash = mix(hash ^ (halfWord(bytes, 0) << 32 | halfWord(bytes, count - 4)))
      default:
        var tail: UInt64 = 0
        for byte in key { tail = tail << 8 | UInt64(byte) }
        hash = mix(hash ^ tail)
      }
    }
    // The slot is read from the low bits, and a multiply's best-mixed bits
    // are its high ones: one more multiply brings them down. (Folding the
    // halves with `hash ^ hash >> 32` left keys that differ in a digit,
    // such as `p41` and `p42` under one parent, clustered: about 16 probes
    // a look-up in a table of 24,000 literals, against 1.3 now.)
    return UInt32(truncatingIfNeeded: (hash &* 0x9E37_79B9_7F4A_7C15) >> 32)
  }

  /// Spreads `value`'s bits over the whole word, so that keys a byte apart
  /// land far apart: the high half is folded into the low one, then a
  /// multiply (as in Fibonacci hashing) carries each bit up, and a shift
  /// brings the high bits back down to where the slot is read.
  @inline(__always)
  private static func mix(_ value: UInt64) -> UInt64 {
    let product = (value ^ value >> 32) &* 0x9E37_79B9_7F4A_7C15
    return product ^ product >> 29
  }

  /// Checks the invariants at the top of this file; does nothing unless
  /// `STACKROUTER_CHECKS` is set.
  func checkInvariants() {
    #if STACKROUTER_CHECKS
    precondition(slots.count.nonzeroBitCount == 1, "slot count is a power of two")
    precondition(entries.count * 2 <= slots.count, "slots at most half taken")
    var seen = [Bool](repeating: false, count: entries.count)
    for index in slots where index >= 0 {
      precondition(Int(index) < entries.count && !seen[Int(index)], "each entry in one slot")
      seen[Int(index)] = true
    }
    precondition(!seen.contains(false), "every entry has a slot")
    for entry in entries {
      precondition(entry.start >= 0 && Int(entry.start + entry.count) <= pool.count, "key in pool")
    }
    #endif
  }
}

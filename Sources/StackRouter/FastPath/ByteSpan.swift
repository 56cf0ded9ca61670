/// A borrowed, read-only view of bytes: how the fast path hands a link's or
/// a route's UTF-8 bytes to the rest of the package.
///
/// ```
///  base                                  base + count
///   │                                         │
///   ▼                                         ▼
///   ┌──┬──┬──┬──┬──┬──┬──┬──┬──┬──┬──┬──┬──┬──┐
///   │ m│ y│ a│ p│ p│ :│ /│ /│ l│ i│ s│ t│ /│ 4│ …   owned by a String or an [UInt8]
///   └──┴──┴──┴──┴──┴──┴──┴──┴──┴──┴──┴──┴──┴──┘
///   0                                       count    indices of the span
/// ```
///
/// Invariants:
/// - A span is valid only inside the closure that gave it
///   (``withBytes(of:_:)``, ``Swift/Array/withByteSpan(_:)``): the bytes
///   belong to a string or an array that the closure keeps alive. A span is
///   never stored past it. (One exception: ``RequestStorage/decodedBytes(_:)``
///   gives a span valid while its caller keeps the storage alive.)
/// - Its indices run from `0` to `count`; an empty span may have no base
///   address. Reading outside them is a programming error, caught when
///   `STACKROUTER_CHECKS` is set; so is a scan (``firstIndex(from:to:among:)``)
///   over a range that is not inside them.
/// - A word (``word(at:)``: eight bytes, read at once) lies wholly inside
///   the span (checked the same way): a text shorter than a word is read
///   byte by byte, and the last word of a longer one overlaps the word
///   before it rather than running past the end.
struct ByteSpan: RandomAccessCollection {
  private let buffer: UnsafeBufferPointer<UInt8>

  /// A span over `buffer`, which outlives it.
  init(_ buffer: UnsafeBufferPointer<UInt8>) {
    self.buffer = buffer
  }

  /// A span of its own over part of another: its indices start at `0`.
  init(_ slice: Slice<ByteSpan>) {
    buffer = UnsafeBufferPointer(rebasing: slice.base.buffer[slice.startIndex..<slice.endIndex])
  }

  /// The span with no bytes.
  static var empty: ByteSpan { ByteSpan(UnsafeBufferPointer(start: nil, count: 0)) }

  typealias Indices = Range<Int>
  typealias Iterator = UnsafeBufferPointer<UInt8>.Iterator

  /// The buffer's own iterator: a `for` loop over a span compiles to the
  /// loop over the buffer.
  @inline(__always)
  func makeIterator() -> Iterator { buffer.makeIterator() }

  var startIndex: Int { 0 }
  var endIndex: Int { buffer.count }
  var count: Int { buffer.count }
  var isEmpty: Bool { buffer.isEmpty }
  var indices: Range<Int> { 0..<buffer.count }

  // Index arithmetic without the default implementations' range checks,
  // as `UnsafeBufferPointer` does: bounds are checked where bytes are read
  // (with `STACKROUTER_CHECKS`).
  @inline(__always) func index(after index: Int) -> Int { index + 1 }
  @inline(__always) func index(before index: Int) -> Int { index - 1 }
  @inline(__always) func formIndex(after index: inout Int) { index += 1 }
  @inline(__always) func index(_ index: Int, offsetBy distance: Int) -> Int { index + distance }
  @inline(__always) func distance(from start: Int, to end: Int) -> Int { end - start }
  @inline(__always) func _failEarlyRangeCheck(_ index: Int, bounds: Range<Int>) {}
  @inline(__always) func _failEarlyRangeCheck(_ range: Range<Int>, bounds: Range<Int>) {}

  @inline(__always)
  subscript(position: Int) -> UInt8 {
    #if STACKROUTER_CHECKS
    precondition(position >= 0 && position < buffer.count, "byte offset out of the span")
    #endif
    return buffer[position]
  }

  /// The bytes in `range`, as a span of their own (indices from `0`).
  @inline(__always)
  func span(_ range: Range<Int>) -> ByteSpan {
    #if STACKROUTER_CHECKS
    precondition(range.lowerBound >= 0 && range.upperBound <= buffer.count, "range out of the span")
    #endif
    return ByteSpan(UnsafeBufferPointer(rebasing: buffer[range]))
  }

  /// Where `byte` first is in `range`, if it is there.
  @inline(__always)
  func firstIndex(of byte: UInt8, in range: Range<Int>) -> Int? {
    #if STACKROUTER_CHECKS
    precondition(range.lowerBound >= 0 && range.upperBound <= buffer.count, "range out of the span")
    #endif
    var index = range.lowerBound
    while index < range.upperBound {
      if buffer[index] == byte { return index }
      index += 1
    }
    return nil
  }

  /// Where the first byte in `range` for which `predicate` holds is, if any.
  @inline(__always)
  func firstIndex(in range: Range<Int>, where predicate: (UInt8) -> Bool) -> Int? {
    #if STACKROUTER_CHECKS
    precondition(range.lowerBound >= 0 && range.upperBound <= buffer.count, "range out of the span")
    #endif
    var index = range.lowerBound
    while index < range.upperBound {
      if predicate(buffer[index]) { return index }
      index += 1
    }
    return nil
  }

  /// Where the first byte from `start` up to `end` is that is below 64
  /// and whose bit is set in `set` (bit `n` for the byte `n`), or `end`
  /// when there is none: the loop of a scan that stops at a few ASCII
  /// punctuation bytes, such as the query's `&`, `=`, `%` and `+`. Most
  /// bytes cost a load and a compare; the loop steps four bytes at a time.
  @inline(__always)
  func firstIndex(from start: Int, to end: Int, among set: UInt64) -> Int {
    #if STACKROUTER_CHECKS
    precondition(start >= 0 && start <= end && end <= buffer.count, "range out of the span")
    #endif
    @inline(__always)
    func isInSet(_ byte: UInt8) -> Bool { byte < 64 && set & (1 &<< UInt64(byte)) != 0 }
    var index = start
    // Four bytes a step, one bound check for the four.
    while index &+ 4 <= end {
      if isInSet(buffer[index]) { return index }
      if isInSet(buffer[index &+ 1]) { return index &+ 1 }
      if isInSet(buffer[index &+ 2]) { return index &+ 2 }
      if isInSet(buffer[index &+ 3]) { return index &+ 3 }
      index &+= 4
    }
    while index < end {
      if isInSet(buffer[index]) { return index }
      index &+= 1
    }
    return index
  }

  func withContiguousStorageIfAvailable<Result>(
    _ body: (UnsafeBufferPointer<UInt8>) throws -> Result
  ) rethrows -> Result? {
    try body(buffer)
  }

  /// The eight bytes at `offset`, little-endian first: a word the first
  /// pass of intake reads at once. `offset + 8 <= count`.
  @inline(__always)
  func word(at offset: Int) -> UInt64 {
    #if STACKROUTER_CHECKS
    precondition(offset >= 0 && offset + 8 <= buffer.count, "word out of the span")
    #endif
    return UInt64(
      littleEndian: UnsafeRawPointer(buffer.baseAddress.unsafelyUnwrapped)
        .loadUnaligned(fromByteOffset: offset, as: UInt64.self))
  }

  /// Whether the bytes in `range` spell `lowercase` (lowercased ASCII: a
  /// scheme or a domain) once their ASCII capitals are lowercased. Eight
  /// bytes at a time, the last word overlapping the one before it; byte by
  /// byte when shorter than a word.
  func equalsIgnoringASCIICase(_ range: Range<Int>, lowercase: ByteSpan) -> Bool {
    let count = range.count
    guard count == lowercase.count else { return false }
    guard count >= 8 else {
      for offset in 0..<count {
        let byte = self[range.lowerBound + offset]
        guard (byte &- UInt8(ascii: "A") < 26 ? byte | 0x20 : byte) == lowercase[offset] else {
          return false
        }
      }
      return true
    }
    var offset = 0
    while offset < count {
      let start = Swift.min(offset, count - 8)
      guard Self.lowercasedASCII(word(at: range.lowerBound + start)) == lowercase.word(at: start)
      else { return false }
      offset = start + 8
    }
    return true
  }

  /// Whether the bytes in `range` spell `lowercase`, a lowercased ASCII
  /// literal (`"https"`), once their ASCII capitals are lowercased: a byte
  /// at a time, with no string to open.
  @inline(__always)
  func equalsIgnoringASCIICase(_ range: Range<Int>, literal lowercase: StaticString) -> Bool {
    lowercase.withUTF8Buffer { expected in
      guard range.count == expected.count else { return false }
      for offset in 0..<expected.count {
        let byte = self[range.lowerBound &+ offset]
        guard (byte &- UInt8(ascii: "A") < 26 ? byte | 0x20 : byte) == expected[offset] else {
          return false
        }
      }
      return true
    }
  }

  /// Whether the bytes in `range` are a host name: labels of ASCII letters,
  /// digits and `-`, none empty, between single dots (no dot first or last,
  /// none doubled). Eight bytes at a time, the last word overlapping the one
  /// before it; byte by byte when shorter than a word.
  func isHostName(_ range: Range<Int>) -> Bool {
    let dot = UInt8(ascii: ".")
    guard !range.isEmpty, self[range.lowerBound] != dot, self[range.upperBound &- 1] != dot else {
      return false
    }
    guard range.count >= 8 else {
      var previous: UInt8 = 0
      for index in range {
        let byte = self[index]
        guard Self.isHostNameByte(byte), byte != dot || previous != dot else { return false }
        previous = byte
      }
      return true
    }
    // Whole words, then the last word of the range, overlapping the one
    // before it: its bytes read already are checked again, which costs
    // nothing but a few operations. A doubled dot across two whole words
    // is the last byte of one and the first of the next; the last word
    // holds both bytes of any pair it ends.
    var lastWasDot = false
    var offset = range.lowerBound
    while true {
      let start = Swift.min(offset, range.upperBound &- 8)
      let word = word(at: start)
      guard Self.hostBytes(word) == 0x8080_8080_8080_8080 else { return false }
      let dots = Self.dots(word)
      let dotFirst = start == offset && dots & 0x80 != 0
      guard dots & (dots &<< 8) == 0, !(lastWasDot && dotFirst) else { return false }
      offset = start &+ 8
      guard offset < range.upperBound else { return true }
      lastWasDot = dots >> 63 != 0
    }
  }

  /// Whether `byte` may stand in a host name: an ASCII letter, digit, `-`
  /// or `.`.
  @inline(__always)
  static func isHostNameByte(_ byte: UInt8) -> Bool {
    let lower = byte | 0x20
    return (lower &- UInt8(ascii: "a") < 26 && byte < 0x80) || byte &- UInt8(ascii: "0") < 10
      || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".")
  }

  /// The high bit of each byte of `word` that is an ASCII letter, digit,
  /// `-` or `.`.
  @inline(__always)
  static func hostBytes(_ word: UInt64) -> UInt64 {
    let low7 = 0x7F7F_7F7F_7F7F_7F7F as UInt64
    let each = 0x0101_0101_0101_0101 as UInt64
    /// The high bit of each byte of `bytes` (seven bits each) from `low`
    /// through `high`: adding `0x80 - low` sets it from `low` up, adding
    /// `0x7F - high` past `high`, and neither carries out of the byte.
    func within(_ bytes: UInt64, _ low: UInt8, _ high: UInt8) -> UInt64 {
      (bytes &+ each &* UInt64(0x80 &- low)) & ~(bytes &+ each &* UInt64(0x7F &- high))
    }
    let ascii = word & low7
    // Bit 5 set, a capital is its small letter; no other byte becomes one.
    let folded = ascii | each &* 0x20
    let inRanges =
      within(ascii, UInt8(ascii: "-"), UInt8(ascii: "."))
      | within(ascii, UInt8(ascii: "0"), UInt8(ascii: "9"))
      | within(folded, UInt8(ascii: "a"), UInt8(ascii: "z"))
    // Bytes outside ASCII are none of them.
    return inRanges & ~word & 0x8080_8080_8080_8080
  }

  /// The high bit of each byte of `word` that is a `.`.
  @inline(__always)
  static func dots(_ word: UInt64) -> UInt64 {
    let low7 = 0x7F7F_7F7F_7F7F_7F7F as UInt64
    let other = word ^ 0x2E2E_2E2E_2E2E_2E2E
    return ~(((other & low7) &+ low7) | other) & 0x8080_8080_8080_8080
  }

  /// `word` with each ASCII capital letter lowercased (`0x20` added) and
  /// every other byte as it is.
  @inline(__always)
  static func lowercasedASCII(_ word: UInt64) -> UInt64 {
    let ascii = word & 0x7F7F_7F7F_7F7F_7F7F
    // A capital is at least 0x41 (adding 0x3F sets the high bit) and at
    // most 0x5A (adding 0x25 leaves it clear), and ASCII.
    let isCapital =
      (ascii &+ 0x3F3F_3F3F_3F3F_3F3F) & ~(ascii &+ 0x2525_2525_2525_2525) & ~word
      & 0x8080_8080_8080_8080
    return word | isCapital &>> 2
  }

  /// The span's buffer: for the fast path's own types, as long as the span
  /// is valid.
  var unsafeBytes: UnsafeBufferPointer<UInt8> { buffer }

  /// Calls `body` with the span's buffer: for the fast path's own types.
  @inline(__always)
  func withUnsafeBytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
    body(buffer)
  }

  /// Calls `body` with the UTF-8 bytes of `text`, in place when they are
  /// contiguous, as a native string's always are.
  @inline(__always)
  static func withBytes<Result>(of text: String, _ body: (ByteSpan) -> Result) -> Result {
    text.utf8.withContiguousStorageIfAvailable { body(ByteSpan($0)) }
      ?? Array(text.utf8).withByteSpan(body)
  }

  /// Calls `body` with the UTF-8 bytes of `text`, made native and
  /// contiguous first if they are not (a bridged string is copied once).
  static func withBytes<Result>(of text: inout String, _ body: (ByteSpan) -> Result) -> Result {
    text.withUTF8 { body(ByteSpan($0)) }
  }
}

extension Array where Element == UInt8 {
  /// Calls `body` with the array's bytes, in place.
  @inline(__always)
  func withByteSpan<Result>(_ body: (ByteSpan) -> Result) -> Result {
    withUnsafeBufferPointer { body(ByteSpan($0)) }
  }
}

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
///   never stored past it.
/// - Its indices run from `0` to `count`; an empty span may have no base
///   address. Reading outside them is a programming error, caught when
///   `STACKROUTER_CHECKS` is set.
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

  var startIndex: Int { 0 }
  var endIndex: Int { buffer.count }

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

/// The UTF-8 bytes of a string stored in memory that outlives the read (a
/// request's text, in its storage's header), found from the string's two
/// words where they lie, without copying the string.
///
/// ```
///   small:  word 0                   word 1
///           ┌─────────────────────┐  ┌──────────────────────┬─────────────┐
///           │ b0 … b7             │  │ b8 … b14             │ 1x1x | count│
///           └─────────────────────┘  └──────────────────────┴─────────────┘
///           the bytes are the words themselves, at the string's address
///
///   large:  word 0                            word 1
///           ┌───────┬───────────┬────────┐    ┌──────┬─────────────────────┐
///           │ flags │ tail-alloc│ count  │    │ 0xx0 │ address − 32        │
///           └───────┴───────────┴────────┘    └──────┴─────────────────────┘
///           bits 63…61, bit 60, bits 47…0     bits 63…60, bits 59…0
///           the bytes follow the object's header, at address
/// ```
///
/// Reading a string held in a class's storage as a value copies it (a
/// retain and a release), and `withUTF8`, which hands over the bytes in
/// place, is mutating, so that the storage is retained around the access:
/// either costs some 40 instructions a read, several reads a link.
///
/// Invariants:
/// - The string lives, unchanged, at `address` for the whole of the read.
/// - The layout above is the standard library's on 64-bit little-endian
///   platforms (`x86_64`, `arm64`), fixed by its ABI on Apple platforms
///   since Swift 5, as inlinable code compiled into every app relies on it
///   (``SmallString`` relies on the small form the same way). Only a small
///   string, and a large one whose bytes are tail-allocated and natively
///   readable (not foreign), are read in place; any other, and every string
///   elsewhere, is read through the standard library. When
///   `STACKROUTER_CHECKS` is set, the bytes read in place are compared
///   with the string's own.
enum InPlaceUTF8 {
  /// Whether the bytes of `string` can be read in place (see above): so
  /// must a request's text be, made so when the request is made.
  static func canRead(_ string: String) -> Bool {
    #if (arch(x86_64) || arch(arm64)) && _endian(little)
    let (countAndFlags, object) = unsafeBitCast(string, to: (UInt64, UInt64).self)
    return isReadable(countAndFlags: countAndFlags, object: object)
    #else
    false
    #endif
  }

  /// The UTF-8 bytes of the string at `address`, read in place: the
  /// string is one that ``canRead(_:)`` accepts (checked).
  @inline(__always)
  static func bytes(ofStringAt address: UnsafePointer<String>) -> UnsafeBufferPointer<UInt8> {
    let raw = UnsafeRawPointer(address)
    let countAndFlags = raw.load(as: UInt64.self)
    let object = raw.load(fromByteOffset: 8, as: UInt64.self)
    #if STACKROUTER_CHECKS
    precondition(
      isReadable(countAndFlags: countAndFlags, object: object),
      "a string read in place is small or native")
    #endif
    let bytes: UnsafeBufferPointer<UInt8>
    if object & isSmall != 0 {
      let count = Int(truncatingIfNeeded: (object >> 56) & 0xF)
      bytes = UnsafeBufferPointer(start: raw.assumingMemoryBound(to: UInt8.self), count: count)
    } else {
      let start = UnsafePointer<UInt8>(bitPattern: UInt(object & addressMask) &+ nativeBias)
      bytes = UnsafeBufferPointer(
        start: start, count: Int(truncatingIfNeeded: countAndFlags & countMask))
    }
    #if STACKROUTER_CHECKS
    precondition(
      address.pointee.utf8.elementsEqual(bytes), "a string's bytes read in place are its own")
    #endif
    return bytes
  }

  /// Whether the string whose words are at `raw` is small, or large with
  /// its bytes after its object's header and readable as UTF-8.
  @inline(__always)
  private static func isReadable(countAndFlags: UInt64, object: UInt64) -> Bool {
    return object & isSmall != 0
      || (object & isForeign == 0 && countAndFlags & isTailAllocated != 0)
  }

  /// Word 1, bit 61: the string is small, its bytes held in its two words.
  private static var isSmall: UInt64 { 1 << 61 }
  /// Word 1, bit 60: the string's bytes are not UTF-8 readable in place.
  private static var isForeign: UInt64 { 1 << 60 }
  /// Word 0, bit 60: a large string's bytes follow its object's header.
  private static var isTailAllocated: UInt64 { 1 << 60 }
  /// Word 0, bits 47…0: a large string's count of bytes.
  private static var countMask: UInt64 { 0xFFFF_FFFF_FFFF }
  /// Word 1, bits 59…0: a large string's object address, less the bias.
  private static var addressMask: UInt64 { 0x0FFF_FFFF_FFFF_FFFF }
  /// How far a large string's bytes lie from its object address.
  private static var nativeBias: UInt { 32 }
}

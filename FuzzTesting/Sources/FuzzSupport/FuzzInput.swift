/// Reads a fuzzer's bytes as decisions: numbers below a bound, and texts
/// between separators. Running out of bytes reads as zeros and empty texts,
/// so every input is a complete scenario.
public struct FuzzInput {
  private let bytes: [UInt8]
  private var position = 0

  /// Wraps the bytes libFuzzer hands to `LLVMFuzzerTestOneInput`.
  public init(_ data: UnsafeRawPointer, _ size: Int) {
    bytes = Array(UnsafeRawBufferPointer(start: data, count: size))
  }

  /// Whether every byte has been read.
  public var isAtEnd: Bool { position >= bytes.count }

  /// The next byte, or 0 at the end.
  public mutating func byte() -> UInt8 {
    guard position < bytes.count else { return 0 }
    defer { position += 1 }
    return bytes[position]
  }

  /// A number in `0..<bound` (0 when `bound` is not positive).
  public mutating func number(below bound: Int) -> Int {
    guard bound > 0 else { return 0 }
    return Int(byte()) % bound
  }

  /// The bytes up to the next `separator` (or the end), as UTF-8 text with
  /// invalid sequences repaired.
  public mutating func text(until separator: UInt8 = 0xFF) -> String {
    let start = position
    while position < bytes.count, bytes[position] != separator { position += 1 }
    let text = String(decoding: bytes[start..<position], as: UTF8.self)
    if position < bytes.count { position += 1 }
    return text
  }

  /// Every byte left, as UTF-8 text with invalid sequences repaired.
  public mutating func rest() -> String {
    defer { position = bytes.count }
    return String(decoding: bytes[min(position, bytes.count)...], as: UTF8.self)
  }
}

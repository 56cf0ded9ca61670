extension String {
  /// A string from UTF-8 bytes, as `String(decoding:as:)` makes it
  /// (ill-formed bytes repaired).
  ///
  /// Text that fits a small string, as the names of targets and parameters
  /// nearly always do, is written into it in place: that skips the separate
  /// validation pass `String(decoding:as:)` makes, which registering a large
  /// table pays for every name.
  @inline(__always)
  init(utf8Bytes span: ByteSpan) {
    // 15 bytes is a small string's capacity on 64-bit platforms; longer
    // text would be copied into storage of its own either way.
    let bytes = span.unsafeBytes
    guard bytes.count <= 15 else {
      self.init(decoding: bytes, as: UTF8.self)
      return
    }
    self.init(unsafeUninitializedCapacity: bytes.count) { buffer in
      buffer.initialize(fromContentsOf: bytes)
    }
  }
}

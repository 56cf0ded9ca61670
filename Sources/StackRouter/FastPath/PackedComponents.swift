/// A pattern's components packed into bytes, and read back one by one.
///
/// ```
///   literal "list"     parameter "id"   *      **
/// ┌────┬────┬─────────┬────┬────┬─────┬────┬────┐
/// │ 00 │ 04 │ l i s t │ 01 │ 02 │ i d │ 02 │ 03 │
/// └────┴────┴─────────┴────┴────┴─────┴────┴────┘
///  kind len  UTF-8     kind len         kind kind
/// ```
///
/// Each component is one byte for its kind (``PathComponent/Kind``'s raw
/// value), then, for a literal, a parameter or a capture with literal text
/// (kind `04`, whose text is as written, `item-:id.html`), its text's length (7 bits a
/// byte, low bits first) and its UTF-8 bytes.
///
/// Invariants: `range` lies in `bytes` and holds whole components, each
/// with a known kind byte and a length that stays inside `range`. A reader
/// that meets an unknown kind byte or a length past the end is reading
/// corrupt bytes: that is caught when `STACKROUTER_CHECKS` is set (a release
/// build reads an unknown kind as `**`).
struct PackedComponents: Sequence {
  let bytes: [UInt8]
  let range: Range<Int>

  private typealias Kind = PathComponent.Kind

  /// Packs `components` at the end of `bytes`.
  static func append(_ components: [PathComponent], to bytes: inout [UInt8]) {
    for component in components {
      switch component {
      case .literal(let text), .parameter(let text):
        ByteSpan.withBytes(of: text) { append(component.kind, text: $0, to: &bytes) }
      case .affixed:
        ByteSpan.withBytes(of: component.description) {
          append(component.kind, text: $0, to: &bytes)
        }
      case .wildcard, .catchAll, .fragment:
        bytes.append(component.kind.rawValue)
      }
    }
  }

  /// Packs one component at the end of `bytes`: its kind, then, for a
  /// literal or a parameter, `text` with its length.
  static func append(
    _ kind: PathComponent.Kind, text: ByteSpan, to bytes: inout [UInt8]
  ) {
    bytes.append(kind.rawValue)
    guard kind.hasText else { return }
    var length = text.count
    while length >= 0x80 {
      bytes.append(UInt8(truncatingIfNeeded: length) | 0x80)
      length >>= 7
    }
    bytes.append(UInt8(length))
    text.withUnsafeBytes { bytes.append(contentsOf: $0) }
  }

  func makeIterator() -> Iterator {
    Iterator(bytes: bytes, position: range.lowerBound, end: range.upperBound)
  }

  var underestimatedCount: Int { range.isEmpty ? 0 : 1 }

  /// How many `*` components there are, counted without reading any text.
  var wildcardCount: Int {
    var iterator = makeIterator()
    var count = 0
    while let (kind, _) = iterator.nextPacked() {
      if kind == .wildcard { count += 1 }
    }
    return count
  }

  /// Calls `body` with each component's kind and its text's bytes (none
  /// for `*` and `**`), without making any string.
  func forEachPacked(_ body: (PathComponent.Kind, ByteSpan) -> Void) {
    bytes.withByteSpan { buffer in
      var iterator = makeIterator()
      while let (kind, text) = iterator.nextPacked() {
        body(kind, buffer.span(text))
      }
    }
  }

  /// Calls `body` with each component's kind, its text's bytes, and where
  /// the text starts in `bytes`: for a reader that keeps places in them.
  func forEachPackedInPlace(_ body: (PathComponent.Kind, ByteSpan, _ start: Int) -> Void) {
    bytes.withByteSpan { buffer in
      var iterator = makeIterator()
      while let (kind, text) = iterator.nextPacked() {
        body(kind, buffer.span(text), text.lowerBound)
      }
    }
  }

  struct Iterator: IteratorProtocol {
    let bytes: [UInt8]
    var position: Int
    let end: Int

    mutating func next() -> PathComponent? {
      guard let (kind, text) = nextPacked() else { return nil }
      return PathComponent(kind, text: string(text))
    }

    /// The next component's kind and where its text is, without making
    /// the text a string.
    fileprivate mutating func nextPacked() -> (kind: PathComponent.Kind, text: Range<Int>)? {
      guard position < end else { return nil }
      let known = Kind(rawValue: bytes[position])
      #if STACKROUTER_CHECKS
      precondition(known != nil, "a packed route holds an unknown kind byte")
      #endif
      let kind = known ?? .catchAll
      position += 1
      guard kind.hasText else { return (kind, position..<position) }
      var length = 0
      var shift = 0
      while true {
        let byte = bytes[position]
        position += 1
        length |= Int(byte & 0x7F) << shift
        if byte < 0x80 { break }
        shift += 7
      }
      #if STACKROUTER_CHECKS
      precondition(position + length <= end, "a packed component runs past its route")
      #endif
      defer { position += length }
      return (kind, position..<(position + length))
    }

    private func string(_ text: Range<Int>) -> String {
      bytes.withByteSpan { String(decoding: $0.span(text), as: UTF8.self) }
    }
  }
}

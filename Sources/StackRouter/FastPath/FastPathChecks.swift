/// Hooks that break the fast path's invariants on purpose, so that tests
/// can show each check fires (in a child process: a failed check stops the
/// program). Not part of the public API.
///
/// Each hook does what a bug in the fast path would; with
/// `STACKROUTER_CHECKS` set, the check it names stops the program, and
/// without it the hook's result shows what the bug would have done.
@_spi(Testing) public enum FastPathChecks {
  /// Whether the checks are compiled in: `STACKROUTER_CHECKS` is set in
  /// debug builds (and the fuzz build), not in release builds.
  public static var areEnabled: Bool {
    #if STACKROUTER_CHECKS
    true
    #else
    false
    #endif
  }

  /// Appends `count` pieces to a piece buffer with room for `capacity`:
  /// what intake would do if its first pass counted too few `/` and `&`.
  public static func appendPieces(_ count: Int, capacity: Int) {
    PieceBuffer.withRoom(pieces: capacity, decodedBytes: 0) { pieces in
      var buffer = pieces
      for index in 0..<count { buffer.append(.raw(start: Int32(index), end: Int32(index))) }
    }
  }

  /// Decodes a packed route whose first component's kind byte is `kind`,
  /// returning the components it reads back as text (`**` for an unknown
  /// kind, without the check).
  public static func decodePackedRoute(kindByte kind: UInt8) -> [String] {
    let bytes: [UInt8] = [kind, 2, UInt8(ascii: "i"), UInt8(ascii: "d")]
    return PackedComponents(bytes: bytes, range: bytes.indices).map(\.description)
  }

  /// Decodes a packed literal whose length byte says `length` while two
  /// bytes of text follow.
  public static func decodePackedRoute(length: UInt8) -> [String] {
    let bytes: [UInt8] = [0, length, UInt8(ascii: "i"), UInt8(ascii: "d")]
    return PackedComponents(bytes: bytes, range: bytes.indices).map(\.description)
  }

  /// Looks `first` up in a literal index, inserts `other` (when given),
  /// then inserts `first` at the slot the first look-up found, as the
  /// builder must not; returns the children the index then finds for `first`.
  public static func insertAtProbe(_ first: String, after other: String?) -> [Int32] {
    var index = LiteralIndex()
    let (_, probe) = ByteSpan.withBytes(of: first) { index.probe(parent: 0, key: $0) }
    if let other {
      ByteSpan.withBytes(of: other) { index.insert(parent: 0, key: $0, child: 9) }
    }
    ByteSpan.withBytes(of: first) { index.insert(parent: 0, key: $0, child: 1, at: probe) }
    var children: [Int32] = []
    ByteSpan.withBytes(of: first) {
      index.forEach(parent: 0, key: $0) { child in
        children.append(child)
        return true
      }
    }
    return children
  }

  /// Reads the byte at `offset` of a 4-byte span.
  public static func readByte(at offset: Int) -> UInt8 {
    [UInt8]("abcd".utf8).withByteSpan { $0[offset] }
  }

  /// Scans a 4-byte span from `start` up to `end` for its `&`, as the
  /// query's scan does; returns where it stopped. An end past the span is
  /// what a range cut from the wrong text would give.
  public static func scanForAmpersand(from start: Int, to end: Int) -> Int {
    [UInt8]("ab&d".utf8).withByteSpan {
      $0.firstIndex(from: start, to: end, among: 1 << UInt64(UInt8(ascii: "&")))
    }
  }

  /// Reads the word (eight bytes) at `offset` of a 10-byte span, as the
  /// word-at-a-time readers do; returns it.
  public static func readWord(at offset: Int) -> UInt64 {
    [UInt8]("abcdefghij".utf8).withByteSpan { $0.word(at: offset) }
  }

  /// Makes a request header with `segments` segments among `pieces` pieces
  /// and checks it.
  public static func checkRequestHeader(segments: Int, pieces: Int) {
    RequestStorage.Header(
      origin: .customScheme("t"), firstSegmentIsHost: false, text: "", segmentCount: segments,
      pieceCount: pieces
    ).checkInvariants()
  }

  /// Checks that `text` is its own NFC form, as the walk relies on for text
  /// ``NFCQuickCheck`` finds stable: what a range wrongly listed there
  /// would let through. Returns whether the quick check finds it stable.
  public static func checkNFCStable(_ text: String) -> Bool {
    ByteSpan.withBytes(of: text) { bytes in
      NFCQuickCheck.checkStable(bytes)
      return NFCQuickCheck.isStable(bytes)
    }
  }

  /// Decodes `escaped` into room for `room` bytes, as intake would if it
  /// made a string shorter than the escaped text; returns what it wrote.
  public static func decodeEscapes(_ escaped: String, room: Int) -> String {
    withUnsafeTemporaryAllocation(of: UInt8.self, capacity: room) { buffer in
      var writer = DecodedText.Writer(room: buffer)
      _ = ByteSpan.withBytes(of: escaped) {
        writer.write($0, plusIsSpace: true, allowingLineBreaks: true)
      }
      return String(decoding: buffer.prefix(writer.count), as: UTF8.self)
    }
  }

  /// Makes a small string in place from `bytes`, as intake does from bytes
  /// it knows to be well-formed UTF-8; returns it, or `nil` for more than
  /// 15 bytes. Ill-formed bytes are what a piece cut inside a character, or
  /// decoded without its check, would give.
  public static func makeSmallString(_ bytes: [UInt8]) -> String? {
    bytes.withUnsafeBufferPointer { SmallString.make(validUTF8: $0) }
  }

  /// Makes a small string in place from `bytes` with `+` read as a space,
  /// as intake does for an ASCII query piece whose only escape is `+`:
  /// bytes outside ASCII are what a piece of a non-ASCII link would give.
  public static func makeSmallStringPlusAsSpace(_ bytes: [UInt8]) -> String? {
    bytes.withUnsafeBufferPointer { SmallString.make(asciiPlusAsSpace: $0) }
  }

  /// Reads the string a ``SmallText`` holds, made from `words` unchecked:
  /// what a piece would hold if it kept a large string's words, whose
  /// reference the piece does not keep alive. The words of a small string
  /// read back as it.
  public static func readSmallText(words: (low: UInt64, high: UInt64)) -> String {
    SmallText(unchecked: words).string
  }

  /// The words of `text` when it is a small string, as a piece keeps them.
  public static func smallTextWords(of text: String) -> (low: UInt64, high: UInt64)? {
    guard SmallText(text) != nil else { return nil }
    return unsafeBitCast(text, to: (UInt64, UInt64).self)
  }

  /// Reads back a request whose query value is an escaped piece over
  /// `escaped`, as if intake had passed it: what a request would hold if
  /// intake kept a query piece it did not check.
  public static func readEscapedQueryValue(_ escaped: String) -> String {
    let text = "t://a?q=" + escaped
    return PieceBuffer.withRoom(pieces: 3, decodedBytes: 0) { room in
      var pieces = room
      pieces.append(.raw(start: 4, end: 5))
      pieces.append(.raw(start: 6, end: 7))
      pieces.append(.escaped(start: 8, end: Int32(text.utf8.count), plusIsSpace: true))
      let header = RequestStorage.Header(
        origin: .customScheme("t"), firstSegmentIsHost: true, text: text, segmentCount: 1,
        pieceCount: 3)
      return RequestURL(storage: RequestStorage.make(header, pieces: pieces)).queryItems[0].value
    }
  }

  /// Decodes `escaped`, a path segment, into a piece buffer whose decoded
  /// room holds `room` bytes, as intake would if it sized the room from
  /// less than the link; returns the text the request then reads back.
  public static func decodeIntoRoom(_ escaped: String, room: Int) -> String? {
    PieceBuffer.withRoom(pieces: 1, decodedBytes: room) { buffer in
      var pieces = buffer
      let decoded = ByteSpan.withBytes(of: escaped) {
        pieces.decode($0, plusIsSpace: false, allowingLineBreaks: false, keepsSmall: false)
      }
      guard case .piece(let piece, _) = decoded else { return nil }
      pieces.append(piece)
      let header = RequestStorage.Header(
        origin: .customScheme("t"), firstSegmentIsHost: false, text: "", segmentCount: 1,
        pieceCount: 1)
      return RequestURL(storage: RequestStorage.make(header, pieces: pieces)).segments.first
    }
  }

  /// Reads back a request whose one segment is a decoded piece naming
  /// bytes `start..<end` of its `stored` decoded bytes: what a request
  /// would hold if intake named bytes it never wrote.
  public static func readDecodedPiece(start: Int32, end: Int32, stored: String) -> String {
    PieceBuffer.withRoom(pieces: 1, decodedBytes: stored.utf8.count) { buffer in
      var pieces = buffer
      var stored = stored
      _ = ByteSpan.withBytes(of: &stored) { pieces.keep($0) }
      pieces.append(.decoded(start: start, end: end))
      let header = RequestStorage.Header(
        origin: .customScheme("t"), firstSegmentIsHost: false, text: "", segmentCount: 1,
        pieceCount: 1)
      let content = LinkContent(storage: RequestStorage.make(header, pieces: pieces))
      return ByteSpan.withBytes(of: "") { text in
        content.withSegmentBytes(0, text: text) { String(decoding: $0, as: UTF8.self) }
      }
    }
  }
}

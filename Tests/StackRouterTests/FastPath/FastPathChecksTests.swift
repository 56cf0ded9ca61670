import Testing

@_spi(Testing) @testable import StackRouter

/// Each invariant the fast path relies on has a check under
/// `STACKROUTER_CHECKS`; these tests break each one through a testing hook
/// in a child process and see the check stop it, and see the same hook
/// pass when the invariant holds.
@Suite("Fast path: every invariant check fires", .enabled(if: FastPathChecks.areEnabled))
struct FastPathChecksTests {
  @Test("debug builds, which tests use, compile the checks in")
  func checksAreOn() {
    #expect(FastPathChecks.areEnabled)
  }

  @Test("intake's piece buffer takes as many pieces as it has room for, and stops at one more")
  func pieceBuffer() async {
    FastPathChecks.appendPieces(3, capacity: 3)
    await #expect(processExitsWith: .failure) {
      FastPathChecks.appendPieces(4, capacity: 3)
    }
  }

  @Test("a packed route with an unknown kind byte stops the reader; known kinds read back")
  func unknownKindByte() async {
    #expect(FastPathChecks.decodePackedRoute(kindByte: 1) == [":id"])
    #expect(FastPathChecks.decodePackedRoute(kindByte: 0) == ["id"])
    await #expect(processExitsWith: .failure) {
      _ = FastPathChecks.decodePackedRoute(kindByte: 0x7E)
    }
  }

  @Test("a packed component whose length runs past its route stops the reader")
  func lengthPastTheEnd() async {
    #expect(FastPathChecks.decodePackedRoute(length: 2) == ["id"])
    await #expect(processExitsWith: .failure) {
      _ = FastPathChecks.decodePackedRoute(length: 3)
    }
  }

  @Test("text the NFC quick check passes is its own NFC form; a decomposed accent stops it")
  func nfcStable() async {
    #expect(FastPathChecks.checkNFCStable("café crème €5"))
    #expect(!FastPathChecks.checkNFCStable("caf\u{0301}"))
    #expect(!FastPathChecks.checkNFCStable("caf\u{00E9}\u{0301}"))
    await #expect(processExitsWith: .failure) {
      // U+0065 U+0301 composes to U+00E9: the text is not its own NFC form.
      _ = FastPathChecks.checkNFCStable("cafe\u{0301}")
    }
  }

  @Test("a small string is made in place from well-formed UTF-8; a stray byte stops it")
  func smallString() async {
    #expect(FastPathChecks.makeSmallString(Array("caf\u{E9}".utf8)) == "caf\u{E9}")
    await #expect(processExitsWith: .failure) {
      _ = FastPathChecks.makeSmallString([0x63, 0x61, 0x66, 0xC3])
    }
  }

  @Test("a string is read in place when small or native; one of another form stops it")
  func readInPlace() async {
    let long = String(decoding: Array("https://shop.example.com/p42".utf8), as: UTF8.self)
    #expect(FastPathChecks.readInPlace(long, foreign: false) == long)
    #expect(FastPathChecks.readInPlace("caf\u{E9}", foreign: false) == "caf\u{E9}")
    await #expect(processExitsWith: .failure) {
      let long = String(decoding: Array("https://shop.example.com/p42".utf8), as: UTF8.self)
      _ = FastPathChecks.readInPlace(long, foreign: true)
    }
  }

  @Test("a query piece is read unchecked among the query's pieces; one outside them stops it")
  func queryPiece() async {
    #expect(FastPathChecks.readQueryPiece(at: 2) == "q")
    #expect(FastPathChecks.readQueryPiece(at: 3) == "x")
    await #expect(processExitsWith: .failure) {
      // The fragment's piece, past the query's.
      _ = FastPathChecks.readQueryPiece(at: 4)
    }
    await #expect(processExitsWith: .failure) {
      _ = FastPathChecks.readQueryPiece(at: 1)
    }
  }

  @Test("a `+` read as a space is replaced a word at a time in ASCII; a byte outside it stops it")
  func smallStringPlusAsSpace() async {
    #expect(FastPathChecks.makeSmallStringPlusAsSpace(Array("red+shoes".utf8)) == "red shoes")
    await #expect(processExitsWith: .failure) {
      _ = FastPathChecks.makeSmallStringPlusAsSpace(Array("caf\u{E9}+x".utf8))
    }
  }

  @Test("a piece keeps a small string's words and reads them back; a large string's stop it")
  func smallText() async throws {
    let words = try #require(FastPathChecks.smallTextWords(of: "shoes & boots"))
    #expect(FastPathChecks.readSmallText(words: words) == "shoes & boots")
    #expect(FastPathChecks.smallTextWords(of: String(repeating: "long ", count: 8)) == nil)
    await #expect(processExitsWith: .failure) {
      // A native large string's second word has a clear top nibble.
      _ = FastPathChecks.readSmallText(words: (low: 16, high: 0x0000_7F00_0000_1000))
    }
  }

  @Test("a word read at once lies inside its span; one running past the end stops the reader")
  func wordInsideTheSpan() async {
    // "cdefghij", little-endian: 'c' in the lowest byte.
    #expect(FastPathChecks.readWord(at: 2) == 0x6A69_6867_6665_6463)
    await #expect(processExitsWith: .failure) {
      _ = FastPathChecks.readWord(at: 3)
    }
  }

  @Test("the one-pass decoder writes within the escaped text's length, and stops past its room")
  func decodedTextRoom() async {
    #expect(FastPathChecks.decodeEscapes("caf%C3%A9+au+lait", room: 17) == "café au lait")
    #expect(FastPathChecks.decodeEscapes("%20%20", room: 2) == "  ")
    #expect(
      FastPathChecks.decodeEscapes("abcdefghij%20klmnop", room: 19) == "abcdefghij klmnop")
    await #expect(processExitsWith: .failure) {
      _ = FastPathChecks.decodeEscapes("abc", room: 2)
    }
    await #expect(processExitsWith: .failure) {
      // A run of plain ASCII, with room for less than it.
      _ = FastPathChecks.decodeEscapes("abcdefghijkl", room: 4)
    }
    await #expect(processExitsWith: .failure) {
      // Escapes, one byte each, one more than the room.
      _ = FastPathChecks.decodeEscapes("%20%20%20", room: 2)
    }
    await #expect(processExitsWith: .failure) {
      // A character's continuation byte past the room.
      _ = FastPathChecks.decodeEscapes("%E2%82%AC", room: 2)
    }
  }

  @Test("a query piece kept escaped decodes when read; one intake never checked stops the read")
  func escapedQueryPiece() async {
    #expect(FastPathChecks.readEscapedQueryValue("spring%20sale+2") == "spring sale 2")
    await #expect(processExitsWith: .failure) {
      _ = FastPathChecks.readEscapedQueryValue("%ZZ")
    }
    await #expect(processExitsWith: .failure) {
      _ = FastPathChecks.readEscapedQueryValue("%C3")
    }
  }

  @Test("LiteralIndex.insert(at:) takes a fresh probe, and stops when something was added since")
  func staleProbe() async {
    #expect(FastPathChecks.insertAtProbe("list", after: nil) == [1])
    await #expect(processExitsWith: .failure) {
      _ = FastPathChecks.insertAtProbe("list", after: "list")
    }
    await #expect(processExitsWith: .failure) {
      _ = FastPathChecks.insertAtProbe("list", after: "items")
    }
  }

  @Test("a link recorded by position captures segments of its request only")
  func linkPositions() async {
    #expect(FastPathChecks.recordRemainder(0, 2) == ["a", "b"])
    #expect(FastPathChecks.recordRemainder(1, 2) == ["b"])
    await #expect(processExitsWith: .failure) {
      _ = FastPathChecks.recordRemainder(1, 3)
    }
  }

  @Test("a link's own captured texts are exactly the pieces its fields count")
  func linkTexts() async {
    #expect(FastPathChecks.recordTexts(given: 2, counting: 2) == ["w0", "w1"])
    await #expect(processExitsWith: .failure) {
      _ = FastPathChecks.recordTexts(given: 1, counting: 2)
    }
    await #expect(processExitsWith: .failure) {
      _ = FastPathChecks.recordTexts(given: 3, counting: 2)
    }
  }

  @Test("a link reads its fields only from a storage its match was recorded in")
  func linkRecorded() async {
    #expect(FastPathChecks.readLinkEntity(recorded: true) == "T")
    await #expect(processExitsWith: .failure) {
      _ = FastPathChecks.readLinkEntity(recorded: false)
    }
  }

  @Test("a byte span is read inside its bounds only")
  func byteSpanBounds() async {
    #expect(FastPathChecks.readByte(at: 3) == UInt8(ascii: "d"))
    await #expect(processExitsWith: .failure) {
      _ = FastPathChecks.readByte(at: 4)
    }
  }

  @Test("a byte span's scan to the next byte of a set stays inside the span")
  func byteSpanSetScanBounds() async {
    #expect(FastPathChecks.scanForAmpersand(from: 0, to: 4) == 2)
    #expect(FastPathChecks.scanForAmpersand(from: 3, to: 4) == 4)
    await #expect(processExitsWith: .failure) {
      _ = FastPathChecks.scanForAmpersand(from: 3, to: 5)
    }
    await #expect(processExitsWith: .failure) {
      _ = FastPathChecks.scanForAmpersand(from: 3, to: 2)
    }
  }

  @Test("a request's header counts its segments among its pieces, query items in pairs")
  func requestHeader() async {
    FastPathChecks.checkRequestHeader(segments: 2, pieces: 4)
    await #expect(processExitsWith: .failure) {
      FastPathChecks.checkRequestHeader(segments: 2, pieces: 3)
    }
    await #expect(processExitsWith: .failure) {
      FastPathChecks.checkRequestHeader(segments: 3, pieces: 2)
    }
  }

  @Test("decoded text goes into room as long as its escaped form, and stops past a shorter room")
  func decodedRoom() async {
    let escaped = "caf%C3%A9%20cr%C3%A8me%20%E2%82%AC5"
    #expect(FastPathChecks.decodeIntoRoom(escaped, room: escaped.utf8.count) == "café crème €5")
    await #expect(processExitsWith: .failure) {
      _ = FastPathChecks.decodeIntoRoom("caf%C3%A9%20cr%C3%A8me%20%E2%82%AC5", room: 20)
    }
  }

  @Test("a decoded piece names bytes the request stores, and stops the read past them")
  func decodedPieceRange() async {
    #expect(
      FastPathChecks.readDecodedPiece(start: 0, end: 17, stored: "café crème €5") == "café crème €5"
    )
    #expect(FastPathChecks.readDecodedPiece(start: 6, end: 12, stored: "café crème €5") == "crème")
    await #expect(processExitsWith: .failure) {
      _ = FastPathChecks.readDecodedPiece(start: 6, end: 18, stored: "café crème €5")
    }
  }
}

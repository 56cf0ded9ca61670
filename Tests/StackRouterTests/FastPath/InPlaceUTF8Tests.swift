import Testing

@testable import StackRouter

/// A string's bytes read in place from its two words must be the bytes the
/// standard library hands over, whatever the string's form and length.
@Suite("In-place UTF-8: a string's bytes read from its words")
struct InPlaceUTF8Tests {
  /// The bytes read in place from `text`'s words, as a request's header
  /// holds them.
  private static func read(_ text: String) -> [UInt8] {
    var stored = text
    return withUnsafePointer(to: &stored) { Array(InPlaceUTF8.bytes(ofStringAt: $0)) }
  }

  @Test("native text of 0 to 17 bytes, small or not, reads back whole", arguments: 0...17)
  func nativeLengths(_ count: Int) {
    let ascii = String(decoding: (0..<count).map { UInt8(ascii: "a") + UInt8($0) }, as: UTF8.self)
    #expect(InPlaceUTF8.canRead(ascii))
    #expect(Self.read(ascii) == Array(ascii.utf8))
    // The same length with bytes outside ASCII: two-byte characters, and
    // one more byte when the count is odd.
    let other = String(repeating: "é", count: count / 2) + (count % 2 == 1 ? "x" : "")
    #expect(InPlaceUTF8.canRead(other))
    #expect(Self.read(other) == Array(other.utf8))
  }

  @Test(
    "literals, long and short, and text grown in place read back whole",
    arguments: [
      "", "myapp:x", "abcdefghijklmno", "abcdefghijklmnop",
      "https://shop.example.com/s42/search/caf%C3%A9%20cr%C3%A8me%20%E2%82%AC5?lang=fr",
      "東京のカフェ", "😀😀😀😀",
    ])
  func literals(_ text: String) {
    #expect(InPlaceUTF8.canRead(text))
    #expect(Self.read(text) == Array(text.utf8))
    var grown = ""
    grown.reserveCapacity(64)
    grown += text
    #expect(InPlaceUTF8.canRead(grown))
    #expect(Self.read(grown) == Array(text.utf8))
  }

  @Test("a request read from a literal link, or from text made at run time, reads alike")
  func requestTexts() throws {
    var registrar = Registrar()
    registrar.accept(scheme: "myapp")
    registrar.register("p/:id<P>")
    let table = try registrar.makeTable()
    let literal = "myapp://p/1042?utm_campaign=spring%20sale&ref=home#top"
    let made = String(decoding: Array(literal.utf8), as: UTF8.self)
    for link in [literal, made, "myapp:p/1", "myapp:p/1#x"] {
      guard case .matched(let matched) = table.resolve(link) else {
        Issue.record("\(link) did not match")
        continue
      }
      #expect(matched.routeParameter("id") == (link.count < 20 ? "1" : "1042"))
      let request = try table.read(link)
      #expect(matched.request == request)
      #expect(Array(matched.queryItems) == Array(request.queryItems))
      #expect(matched.fragment == request.fragment)
    }
  }

  @Test("a request whose text is copied to be read in place reads the same")
  func readableCopy() throws {
    var registrar = Registrar()
    registrar.accept(scheme: "myapp")
    let table = try registrar.makeTable()
    let request = try table.read("myapp://c/shoes%20%26%20boots/x?q=red+shoes&n=1#step-3")
    let copy = RequestURL(storage: request.storage.withReadableText())
    #expect(copy.segments == ["c", "shoes & boots", "x"])
    #expect(
      Array(copy.queryItems) == [
        .init(name: "q", value: "red shoes"), .init(name: "n", value: "1"),
      ])
    #expect(copy.fragment == "step-3")
    #expect(copy == request)
    #expect(InPlaceUTF8.canRead(copy.storage.fields.text))
  }
}

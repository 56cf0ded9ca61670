import Testing

@testable import StackRouter

/// One control-character rule, ``ControlCharacters``, used by intake (on
/// bytes) and by the link builder (on scalars).
@Suite("Control characters: one rule for intake and the link builder")
struct ControlCharactersTests {
  private func table() throws -> RouteTable {
    try makeTable(["items/:id<ItemVC>"])
  }

  @Test(
    "the rule: U+0000–U+001F and U+007F–U+009F, with tab, LF and CR allowed only where line breaks are"
  )
  func rule() {
    for value in UInt32(0)...0xFF {
      let isControl = value < 0x20 || (0x7F...0x9F).contains(value)
      let isLineBreak = value == 0x09 || value == 0x0A || value == 0x0D
      #expect(
        ControlCharacters.isRefused(value, allowingLineBreaks: false) == isControl, "U+\(value)")
      #expect(
        ControlCharacters.isRefused(value, allowingLineBreaks: true) == (isControl && !isLineBreak),
        "U+\(value)")
    }
  }

  @Test("bytes and scalars agree on every text of one scalar up to U+00FF, inside other text")
  func bytesAgreeWithScalars() {
    for value in UInt32(0)...0xFF {
      let text = "a" + String(Character(Unicode.Scalar(value)!)) + "é"
      for lineBreaks in [false, true] {
        let byBytes = ByteSpan.withBytes(of: text) {
          ControlCharacters.contains($0, allowingLineBreaks: lineBreaks)
        }
        #expect(
          byBytes == ControlCharacters.contains(text, allowingLineBreaks: lineBreaks),
          "U+\(value), line breaks \(lineBreaks)")
      }
    }
  }

  @Test(
    "a segment the builder refuses for a control is one intake refuses, and the other way round")
  func builderAndIntakeAgree() throws {
    let table = try table()
    let pattern = try RoutePattern(parsing: "items/:id")
    for value in UInt32(0)...0xA0 {
      let text = "x" + String(Character(Unicode.Scalar(value)!))
      let builderRefuses: Bool
      do {
        _ = try table.link(for: pattern, parameters: ["id": text])
        builderRefuses = false
      } catch {
        builderRefuses = error.reason == .controlCharacter(name: ":id", value: text)
      }
      let encoded = text.utf8.map {
        ($0 < 0x10 ? "%0" : "%") + String($0, radix: 16, uppercase: true)
      }
      .joined()
      let intakeRefuses: Bool
      do {
        _ = try table.read("myapp://items/" + encoded)
        intakeRefuses = false
      } catch {
        intakeRefuses = error.reason == .controlCharacter(segment: 2)
      }
      #expect(builderRefuses == intakeRefuses, "U+\(value)")
      #expect(builderRefuses == ControlCharacters.isRefused(value, allowingLineBreaks: false))
    }
  }
}

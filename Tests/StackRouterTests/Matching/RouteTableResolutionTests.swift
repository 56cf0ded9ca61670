import Testing

@testable import StackRouter

/// The dot-component rule resolution applies to `*` and `**` captures,
/// read byte by byte through a `ByteSpan`.
@Suite("Resolution: dot components in captures")
struct RouteTableResolutionTests {
  @Test(
    "a capture holds a dot component exactly when a piece between / or \\ is . or ..",
    arguments: [
      ".", "..", "...", ".a", "a.", "", "a", "a/./b", "a/../b", "a\\..\\b", "/..", "../",
      "..x/y", "x/..y", "guides/getting-started/ios/installation", "a long capture/with/../inside",
      "a long capture without any dot component at all", "caf\u{E9}/..", "東京/.",
      "a long capture ending in a dot component/.",
    ])
  func dotComponents(capture: String) {
    let pieces = capture.split(
      omittingEmptySubsequences: false, whereSeparator: { $0 == "/" || $0 == "\\" })
    let expected = pieces.contains { $0 == "." || $0 == ".." }
    #expect(RouteTable.hasDotComponent(capture) == expected)
  }
}

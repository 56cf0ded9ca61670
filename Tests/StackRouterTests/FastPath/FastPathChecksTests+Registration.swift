import Testing

@_spi(Testing) @testable import StackRouter

/// The check of registration's packing: a route's packed components fit
/// the room they are written in.
@Suite(
  "Fast path: registration's packing checks fire", .enabled(if: FastPathChecks.areEnabled))
struct FastPathChecksRegistrationTests {
  @Test("a route packs into the room its length needs; less room stops the writer")
  func routeRoom() async throws {
    // `ab/:cd` packs into 8 bytes: kind, length and text, twice.
    #expect(try FastPathChecks.packRoute("ab/:cd<A>", roomLimit: 8) == ["ab", ":cd"])
    await #expect(processExitsWith: .failure) {
      _ = try? FastPathChecks.packRoute("ab/:cd<A>", roomLimit: 7)
    }
  }
}

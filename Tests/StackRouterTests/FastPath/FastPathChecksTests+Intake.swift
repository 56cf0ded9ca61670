import Testing

@_spi(Testing) @testable import StackRouter

/// The checks of intake's cuts: each fires in a child process when a hook
/// breaks it, and passes when the invariant holds.
@Suite("Fast path: intake's cut checks fire", .enabled(if: FastPathChecks.areEnabled))
struct FastPathChecksIntakeTests {
  @Test("cuts are read back from a room that took them all, and stop the reader past it")
  func cutRoom() async {
    #expect(FastPathChecks.cutAndRead(ends: [3, 5], capacity: 2, read: 0..<2) == [3, 5])
    await #expect(processExitsWith: .failure) {
      _ = FastPathChecks.cutAndRead(ends: [3, 5, 7], capacity: 2, read: 0..<1)
    }
    await #expect(processExitsWith: .failure) {
      _ = FastPathChecks.cutAndRead(ends: [3, 5], capacity: 2, read: 2..<3)
    }
  }

  @Test("cuts go in order, and one at or before the last stops the pass")
  func cutsInOrder() async {
    #expect(FastPathChecks.cutAndRead(ends: [0, 1], capacity: 4, read: 0..<2) == [0, 1])
    await #expect(processExitsWith: .failure) {
      _ = FastPathChecks.cutAndRead(ends: [4, 4], capacity: 4, read: 0..<2)
    }
  }

  @Test("cuts match the bytes they were made from; another link's stop the reader")
  func cutsMatchTheirBytes() async {
    #expect(FastPathChecks.checkCuts(of: "t://a/b?c=%20&d", against: "t://a/b?c=%20&d") == 6)
    // A byte more in the path, `+` for `%`, no `=`, `/` for `&`.
    await #expect(processExitsWith: .failure) {
      _ = FastPathChecks.checkCuts(of: "t://a/b?c=%20&d", against: "t://a/bc?c=%20&d")
    }
    await #expect(processExitsWith: .failure) {
      _ = FastPathChecks.checkCuts(of: "t://a/b?c=%20&d", against: "t://a/b?c=+20&d")
    }
    await #expect(processExitsWith: .failure) {
      _ = FastPathChecks.checkCuts(of: "t://a/b?c=%20&d", against: "t://a/b?c%20&d")
    }
    await #expect(processExitsWith: .failure) {
      _ = FastPathChecks.checkCuts(of: "t://a/b?c=%20&d", against: "t://a/b?c=%20/d")
    }
  }
}

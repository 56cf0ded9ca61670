import Testing

@_spi(Testing) @testable import StackRouter

/// The checks of the trie's literal look-up: a node names its one literal
/// child's entry, and an entry number is one the index gave.
@Suite("Fast path: the trie's literal checks fire", .enabled(if: FastPathChecks.areEnabled))
struct FastPathChecksTrieTests {
  @Test("a node that names its one literal entry passes; one that says none or several stops")
  func nodeLiteral() async {
    #expect(FastPathChecks.checkTrieLiteral(0) == 1)
    await #expect(processExitsWith: .failure) {
      _ = FastPathChecks.checkTrieLiteral(-1)
    }
    await #expect(processExitsWith: .failure) {
      _ = FastPathChecks.checkTrieLiteral(-2)
    }
  }

  @Test("a literal entry compares its key; an entry number past the index stops it")
  func literalEntry() async {
    #expect(FastPathChecks.childOfLiteralEntry(0, key: "a") == 1)
    #expect(FastPathChecks.childOfLiteralEntry(0, key: "b") == -1)
    #expect(FastPathChecks.childOfLiteralEntry(0, key: "ab") == -1)
    await #expect(processExitsWith: .failure) {
      _ = FastPathChecks.childOfLiteralEntry(1, key: "a")
    }
  }

  @Test("a key inserted by its place is the pool's bytes there; other bytes stop the insert")
  func pooledKey() async {
    #expect(FastPathChecks.insertPooledKey("set", at: 4) == 1)
    #expect(FastPathChecks.insertPooledKey("list", at: 0) == 1)
    await #expect(processExitsWith: .failure) {
      _ = FastPathChecks.insertPooledKey("set", at: 3)
    }
    await #expect(processExitsWith: .failure) {
      _ = FastPathChecks.insertPooledKey("sets", at: 4)
    }
  }

  @Test("a shared pool holds the index's bytes; other bytes stop the sharing")
  func sharedPool() async {
    #expect(FastPathChecks.shareLiteralPool("list") == 1)
    await #expect(processExitsWith: .failure) {
      _ = FastPathChecks.shareLiteralPool("lost")
    }
  }
}

import Testing

/// Every code block of the README and the DocC articles is an example a
/// test runs, or marked as what it is; the counts print in the test log.
@Suite("documented examples")
struct ExampleCountTests {
  @Test("every code block of the docs has a kind the tests check")
  func everyBlockHasAKind() {
    for block in Docs.blocks where block.kind == nil {
      Issue.record("\(block): a code block with no kind; mark it <!-- example: KIND -->")
    }
    var counts: [String: Int] = [:]
    for block in Docs.blocks {
      let name =
        switch block.kind {
        case .swift: "swift snippets"
        case .commands: "shell command blocks"
        case .transcript: "transcripts"
        case .output: "command outputs"
        case .excerpt: "command output excerpts"
        case .route, .routeError: "routes and route errors"
        case .manifest, .manifestLines: "manifests"
        case .printed: "printed values"
        case .jlroutesPatterns: "JLRoutes patterns"
        case .infoPlistEntries: "Info.plist entries"
        case .grammar: "grammars (not examples)"
        case nil: "unmarked"
        }
      counts[name, default: 0] += 1
    }
    let readme = Docs.blocks.filter { $0.file == "README.md" }.count
    print(
      "docs: \(Docs.blocks.count) code blocks (README \(readme), DocC \(Docs.blocks.count - readme)): "
        + counts.sorted { $0.key < $1.key }.map { "\($0.value) \($0.key)" }.joined(separator: ", "))
    #expect(Docs.blocks.count > 40)
  }
}

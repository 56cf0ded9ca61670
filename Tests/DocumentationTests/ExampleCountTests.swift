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
    print("docs: \(Self.summary(of: Docs.blocks))")
    for catalog in Docs.catalogs {
      let blocks = Docs.blocks.filter { $0.file.hasPrefix(catalog + "/") }
      print("docs: \(catalog): \(Self.summary(of: blocks))")
    }
    #expect(Docs.blocks.count > 40)
    // Each adapter catalog has examples that its own tests check.
    for catalog in Docs.catalogs.dropFirst() {
      #expect(Docs.blocks.contains { $0.file.hasPrefix(catalog + "/") }, "\(catalog)")
    }
  }

  /// How many blocks of each kind, for the log.
  static func summary(of blocks: [DocBlock]) -> String {
    var counts: [String: Int] = [:]
    for block in blocks {
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
    let readme = blocks.filter { $0.file == "README.md" }.count
    return "\(blocks.count) code blocks (README \(readme), DocC \(blocks.count - readme)): "
      + counts.sorted { $0.key < $1.key }.map { "\($0.value) \($0.key)" }.joined(separator: ", ")
  }
}

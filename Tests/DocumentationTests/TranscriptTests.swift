import Foundation
import StackRouterCommands
import Testing

/// Every command the README and the DocC articles show runs, and prints
/// what the doc says it prints.
@Suite("documented commands and their output")
@MainActor
struct TranscriptTests {
  nonisolated static var transcripts: [DocBlock] {
    Docs.blocks.filter { if case .transcript = $0.kind { true } else { false } }
  }

  @Test("each transcript's commands print the output the doc shows", arguments: transcripts)
  func transcript(_ block: DocBlock) async throws {
    guard case .transcript(let directory) = block.kind else { return }
    var index = 0
    var commands = 0
    while index < block.lines.count {
      let line = block.lines[index]
      #expect(line.hasPrefix("$ "), "\(block): output before any command")
      var expected: [String] = []
      index += 1
      while index < block.lines.count, !block.lines[index].hasPrefix("$ ") {
        expected.append(block.lines[index])
        index += 1
      }
      let run = try #require(
        await ToolRun.run(String(line.dropFirst(2)), in: directory), "\(block): not stackrouter")
      commands += 1
      #expect(ToolRun.lines(run.output) == expected, "\(block): \(line)")
    }
    #expect(commands > 0)
  }

  nonisolated static var outputs: [DocBlock] {
    Docs.blocks.filter { if case .output = $0.kind { true } else { false } }
  }

  @Test("each block marked 'output of' is that command's whole output", arguments: outputs)
  func output(_ block: DocBlock) async throws {
    guard case .output(let command) = block.kind else { return }
    let run = try #require(await ToolRun.run(command), "\(block): not stackrouter")
    #expect(ToolRun.lines(run.output) == block.lines, "\(block)")
  }

  nonisolated static var excerpts: [DocBlock] {
    Docs.blocks.filter { if case .excerpt = $0.kind { true } else { false } }
  }

  @Test(
    "each block marked 'excerpt of' appears in that command's output, in order",
    arguments: excerpts)
  func excerpt(_ block: DocBlock) async throws {
    guard case .excerpt(let command) = block.kind else { return }
    let run = try #require(await ToolRun.run(command), "\(block): not stackrouter")
    let output = ToolRun.lines(run.output).map { $0.trimmingCharacters(in: .whitespaces) }
    var position = output.startIndex
    for line in block.lines where !line.isEmpty {
      let wanted = line.trimmingCharacters(in: .whitespaces)
      guard let found = output[position...].firstIndex(of: wanted) else {
        Issue.record("\(block): '\(line)' is not in the output of \(command), in order")
        return
      }
      position = found + 1
    }
  }

  /// Commands a ```sh block may hold that these tests do not run, and what
  /// runs them instead.
  nonisolated static let runElsewhere = [
    "swift test": ".ci/run's test step, which runs these tests"
  ]

  nonisolated static var commandBlocks: [DocBlock] { Docs.blocks.filter { $0.kind == .commands } }

  @Test("each stackrouter command of a shell block succeeds", arguments: commandBlocks)
  func commands(_ block: DocBlock) async throws {
    for line in block.lines where !line.isEmpty {
      guard line.hasPrefix("swift run stackrouter ") else {
        #expect(Self.runElsewhere[line] != nil, "\(block): '\(line)' is run by nothing")
        continue
      }
      // What a shell does with the output (a pipe, a file) is not the tool's.
      let command = line.dropFirst("swift run ".count).split(separator: "|")[0]
        .split(separator: ">")[0]
      let run = try #require(await ToolRun.run(String(command)))
      #expect(run.status == .success, "\(block): \(line)\n\(run.output)")
      #expect(!run.output.isEmpty, "\(block): \(line) printed nothing")
    }
  }
}

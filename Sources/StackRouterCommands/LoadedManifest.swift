import Foundation
import StackRouter

/// A manifest a command reads, and the route table built from it.
struct LoadedManifest {
  let manifest: RoutesManifest
  let table: RouteTable

  /// Reads the manifest at `path` and builds its table. On failure, writes
  /// every problem to standard error as `file:line:column: error: message`,
  /// each followed by the manifest line and a caret under the column, and
  /// returns `nil`.
  /// The code the tool binds to each named block. The app's code is not
  /// here, and a block runs whatever entity wins, so the tool guesses what
  /// the app's block does: it passes a link that opens an entity (an alert,
  /// a log line, then the screen), and handles a link that opens none (a
  /// legacy redirect, a logout).
  static func blocks(for manifest: RoutesManifest) -> [String: RouteBlock.Handler] {
    // The manifest's table with every block passing says whether a link
    // opens an entity: resolution ignores blocks.
    let passing: RouteBlock.Handler = { @MainActor @Sendable _ in .pass }
    let entities = try? manifest.makeTable(
      blocks: Dictionary(uniqueKeysWithValues: manifest.blockNames.map { ($0, passing) }))
    let guessed: RouteBlock.Handler = { @MainActor @Sendable context in
      guard let entities, case .matched = entities.resolve(context.request) else {
        return .handled
      }
      return .pass
    }
    return Dictionary(uniqueKeysWithValues: manifest.blockNames.map { ($0, guessed) })
  }

  static func load(_ path: String, into output: inout ToolOutput) -> LoadedManifest? {
    let manifest: RoutesManifest
    do {
      manifest = try RoutesManifest.load(contentsOf: path)
    } catch {
      guard let data = FileManager.default.contents(atPath: path) else {
        fail(error, path: path, into: &output)
        return nil
      }
      // Every problem one run can find, and what waits, said plainly.
      let text = String(decoding: data, as: UTF8.self)
      let (diagnostics, waits) = RoutesManifest.problems(
        parsing: text, file: path, blocks: Self.blocks(for:))
      fail(ManifestError(diagnostics: diagnostics), path: path, into: &output)
      if waits {
        output.fail(
          "\(path): note: the routes are registered, and the shortcut and start links checked, "
            + "once these lines are fixed", status: .failure)
      }
      return nil
    }
    do {
      return LoadedManifest(
        manifest: manifest, table: try manifest.makeTable(blocks: Self.blocks(for: manifest)))
    } catch {
      fail(error, path: path, into: &output)
      return nil
    }
  }

  /// Writes every diagnostic, each with its manifest line and a caret.
  private static func fail(_ error: ManifestError, path: String, into output: inout ToolOutput) {
    if let data = FileManager.default.contents(atPath: path) {
      let source = String(decoding: data, as: UTF8.self)
      output.fail(error.description(source: source, file: path), status: .failure)
    } else {
      output.fail(error.description, status: .failure)
    }
  }
}

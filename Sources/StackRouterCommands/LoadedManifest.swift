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
  static func load(_ path: String, into output: inout ToolOutput) -> LoadedManifest? {
    do {
      let manifest = try RoutesManifest.load(contentsOf: path)
      return LoadedManifest(manifest: manifest, table: try manifest.makeTable())
    } catch {
      if let data = FileManager.default.contents(atPath: path) {
        let source = String(decoding: data, as: UTF8.self)
        output.fail(error.description(source: source, file: path), status: .failure)
      } else {
        output.fail(error.description, status: .failure)
      }
      return nil
    }
  }
}

import Foundation
import StackRouter

/// What the build plugin runs for each `.routes` file: checks the manifest
/// as `stackrouter lint` does and writes its Swift source.
///
/// Each problem is printed as `file:line:column: error: …` (or `warning:`),
/// the form Xcode and SwiftPM show on the manifest's line; an error fails
/// the build and writes nothing.
package enum RoutesCodeGeneration {
  /// The result of one run.
  package struct Outcome: Equatable {
    /// The diagnostics, one per line.
    package var diagnostics: String = ""
    /// The exit status: 0, 1 for a manifest error, 64 for a usage error.
    package var status: Int32 = 0
  }

  /// `stackrouter-generate INPUT.routes OUTPUT.swift`.
  package static func run(_ arguments: [String]) -> Outcome {
    guard arguments.count == 2 else {
      return Outcome(
        diagnostics: "usage: stackrouter-generate MANIFEST.routes OUTPUT.swift\n", status: 64)
    }
    switch source(ofFile: arguments[0]) {
    case .failure(let problems):
      return Outcome(diagnostics: problems.diagnostics, status: 1)
    case .success(let generated):
      return write(generated.source, to: arguments[1], warnings: generated.warnings)
    }
  }

  /// Writes `source` unless the file already holds it, so that an unchanged
  /// manifest does not make the compiler run again.
  private static func write(_ source: String, to path: String, warnings: String) -> Outcome {
    let data = Data(source.utf8)
    if FileManager.default.contents(atPath: path) == data {
      return Outcome(diagnostics: warnings)
    }
    do {
      try data.write(to: URL(fileURLWithPath: path))
    } catch {
      return Outcome(
        diagnostics: warnings + "\(path): error: cannot write the generated source\n", status: 1)
    }
    return Outcome(diagnostics: warnings)
  }

  /// The generated source and the warnings, printed.
  package struct Generated {
    package let source: String
    package let warnings: String
  }

  /// The errors, printed.
  package struct Problems: Error {
    package let diagnostics: String
  }

  /// Reads, checks and generates the manifest at `path`.
  package static func source(ofFile path: String) -> Result<Generated, Problems> {
    guard let data = FileManager.default.contents(atPath: path) else {
      return .failure(Problems(diagnostics: "\(path):1:1: error: cannot read the file\n"))
    }
    guard let text = String(data: data, encoding: .utf8) else {
      return .failure(Problems(diagnostics: "\(path):1:1: error: the file is not UTF-8 text\n"))
    }
    return source(ofText: text, path: path)
  }

  /// Checks and generates manifest text read from `path`.
  package static func source(ofText text: String, path: String) -> Result<Generated, Problems> {
    let (diagnostics, _) = RoutesManifest.problems(
      parsing: text, file: path,
      blocks: { manifest in
        let pass: RouteBlock.Handler = { @MainActor @Sendable _ in .pass }
        return Dictionary(uniqueKeysWithValues: manifest.blockNames.map { ($0, pass) })
      })
    let printed = diagnostics.map { $0.description + "\n" }.joined()
    let manifest: RoutesManifest
    do {
      manifest = try RoutesManifest(parsing: text, file: path)
    } catch {
      return .failure(Problems(diagnostics: printed))
    }
    guard !diagnostics.contains(where: { $0.severity == .error }) else {
      return .failure(Problems(diagnostics: printed))
    }
    let generator = RoutesSourceGenerator(manifest: manifest, text: text, path: path)
    return .success(Generated(source: generator.source, warnings: printed))
  }
}

extension ManifestError {
  /// The diagnostics as a compiler prints them: each `file:line:column: error:`
  /// line followed by the manifest line it points into and a caret under the
  /// column.
  ///
  /// ```
  /// Sample.routes:9:31: error: expected '>' to close the target
  /// route articles<ArticleListVC
  ///                             ^
  /// ```
  ///
  /// A diagnostic in another file, or at a line `source` does not have (a
  /// file that could not be read), prints as its one line.
  ///
  /// - Parameters:
  ///   - source: the manifest's text.
  ///   - file: the name the manifest's diagnostics use.
  public func description(source: String, file: String) -> String {
    let lines = source.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
    return diagnostics.map { diagnostic in
      let location = diagnostic.location
      guard location.file == file, lines.indices.contains(location.line - 1) else {
        return diagnostic.description
      }
      let excerpt = DiagnosticExcerpt(
        line: String(lines[location.line - 1]), column: location.column)
      return "\(diagnostic)\n\(excerpt.text)\n\(excerpt.caretLine)"
    }.joined(separator: "\n")
  }
}

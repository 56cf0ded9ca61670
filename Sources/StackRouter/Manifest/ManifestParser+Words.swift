extension ManifestParser {
  /// A word of a line and the 1-based column where it starts.
  struct Word {
    let text: String
    let column: Int
    /// A problem with a quoted value in the word, and its column.
    var problem: (message: String, column: Int)?
  }

  /// The words of a line, split at white space. A value written after `=`
  /// may be quoted to hold spaces (`title="Two words"`), with `\"` for a
  /// quote and `\\` for a backslash.
  static func words(of line: Substring) -> [Word] {
    var words: [Word] = []
    var current = ""
    var start = 0
    var quote: Int?  // the column of an open quote
    var problem: (message: String, column: Int)?
    var escaped = false
    func finish() {
      if !current.isEmpty || quote != nil {
        words.append(Word(text: current, column: start + 1, problem: problem))
      }
      current = ""
      problem = nil
    }
    for (offset, character) in line.enumerated() {
      if let open = quote {
        if escaped {
          escaped = false
          if character == "\"" || character == "\\" {
            current.append(character)
          } else if problem == nil {
            problem = (
              "unknown escape '\\\(character)'; write '\\\"' for a quote, '\\\\' for a backslash",
              offset
            )
          }
        } else if character == "\\" {
          escaped = true
        } else if character == "\"" {
          quote = nil
        } else {
          current.append(character)
        }
        _ = open
      } else if character.isWhitespace {
        finish()
      } else if character == "\"", current.hasSuffix("=") {
        quote = offset + 1
      } else {
        if current.isEmpty { start = offset }
        current.append(character)
      }
    }
    if let open = quote, problem == nil {
      problem = ("expected '\"' to close the quoted value", open)
    }
    finish()
    return words
  }
}

/// Turns manifest text (path literals, parameter names, scheme and domain
/// names, shortcut types) into Swift identifiers that read well.
enum SwiftName {
  /// The words of `text`: runs of ASCII letters and digits; an identifier
  /// such as `articleID` stays one word.
  static func words(_ text: String) -> [String] {
    text.split { !($0.isASCII && ($0.isLetter || $0.isNumber)) }.map(String.init)
  }

  /// `lowerCamelCase` of the words: `["promo", "code"]` is `promoCode`.
  /// Empty words give `fallback`; a leading digit gets `fallback` before it.
  static func lowerCamel(_ words: [String], fallback: String) -> String {
    let joined = words.enumerated().map { index, word in
      index == 0 ? lowercasingFirst(word) : uppercasingFirst(word)
    }.joined()
    guard let first = joined.first else { return fallback }
    return first.isNumber ? fallback + uppercasingFirst(joined) : joined
  }

  /// `UpperCamelCase` of the words: `["promo", "code"]` is `PromoCode`.
  static func upperCamel(_ words: [String], fallback: String) -> String {
    uppercasingFirst(lowerCamel(words, fallback: lowercasingFirst(fallback)))
  }

  static func uppercasingFirst(_ word: String) -> String {
    word.prefix(1).uppercased() + word.dropFirst()
  }

  static func lowercasingFirst(_ word: String) -> String {
    // A leading acronym reads lowered whole: `URLPath` is `urlPath`, `ID` is `id`.
    let upper = word.prefix { $0.isUppercase }
    if upper.count > 1, upper.count < word.count {
      return upper.dropLast().lowercased() + word.dropFirst(upper.count - 1)
    }
    return word.prefix(upper.count == word.count ? word.count : 1).lowercased()
      + word.dropFirst(upper.count == word.count ? word.count : 1)
  }

  /// The identifier as Swift code: in backticks when it is a keyword.
  static func code(_ identifier: String) -> String {
    keywords.contains(identifier) ? "`\(identifier)`" : identifier
  }

  /// The words Swift reserves where an identifier is declared.
  static let keywords: Set<String> = [
    "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import",
    "init", "inout", "internal", "let", "open", "operator", "private", "precedencegroup",
    "protocol", "public", "rethrows", "static", "struct", "subscript", "typealias", "var",
    "break", "case", "catch", "continue", "default", "defer", "do", "else", "fallthrough", "for",
    "guard", "if", "in", "repeat", "return", "throw", "switch", "where", "while", "as", "false",
    "is", "nil", "self", "super", "throws", "true", "try", "await", "async", "any", "some",
    "package", "consume", "borrowing", "consuming", "Any", "Self", "Type", "Protocol",
  ]

  /// A Swift string literal holding `text`, escaped.
  static func literal(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\t": result += "\\t"
      default:
        if scalar.value < 0x20 || scalar.value == 0x7F {
          result += "\\u{\(String(scalar.value, radix: 16))}"
        } else {
          result.unicodeScalars.append(scalar)
        }
      }
    }
    return result + "\""
  }

  /// Makes `name` unique among `taken` by appending 2, 3, …, and takes it.
  static func unique(_ name: String, in taken: inout Set<String>) -> String {
    var candidate = name
    var number = 2
    while taken.contains(candidate) {
      candidate = name + String(number)
      number += 1
    }
    taken.insert(candidate)
    return candidate
  }
}

extension Registrar {
  /// Whether a domain, lowercased and without its trailing dot, is an IP
  /// address rather than a name: a bracketed IPv6 literal, or a host whose
  /// last label is a number (decimal, or `0x` hexadecimal), which URL
  /// parsers read as an IPv4 address (`127.0.0.1`, `2130706433`, `0x7f.1`).
  ///
  /// Universal links are accepted for domain names only; the Security
  /// article says why.
  static func isIPLiteral(_ domain: String) -> Bool {
    if domain.hasPrefix("[") { return true }
    guard let last = domain.split(separator: ".").last, !last.isEmpty else { return false }
    if last.allSatisfy({ $0.isASCII && $0.isNumber }) { return true }
    let hex = last.dropFirst(2)
    return last.hasPrefix("0x") && hex.allSatisfy { $0.isASCII && $0.isHexDigit }
  }
}

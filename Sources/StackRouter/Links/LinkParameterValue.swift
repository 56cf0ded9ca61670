import Foundation

/// A type a link parameter's text converts to.
///
/// StackRouter provides conformances for `String`, `Bool`, the integer
/// types, `Double`, `Float`, `Decimal` and `UUID`. Conform a
/// `LosslessStringConvertible` type or a `RawRepresentable` enum with an
/// empty extension:
///
/// ```swift
/// enum SortOrder: String, LinkParameterValue { case newest, oldest }
/// ```
///
/// URL-valued parameters are deliberately not here: read them through
/// ``LinkParameters/url(_:allowedHosts:allowedSchemes:maximumNesting:)``, which checks the
/// scheme and host.
public protocol LinkParameterValue {
  /// Converts a parameter's decoded text, or returns `nil` when it does not
  /// represent a value of this type.
  init?(linkParameter: String)
  /// The text that represents the value in a link.
  var linkParameter: String { get }
}

extension LinkParameterValue where Self: LosslessStringConvertible {
  /// Converts with `init?(_ description:)`.
  public init?(linkParameter: String) { self.init(linkParameter) }
  /// The value's `description`.
  public var linkParameter: String { description }
}

extension LinkParameterValue where Self: RawRepresentable, RawValue: LinkParameterValue {
  /// Converts through the raw value.
  public init?(linkParameter: String) {
    guard let raw = RawValue(linkParameter: linkParameter) else { return nil }
    self.init(rawValue: raw)
  }
  /// The raw value's text.
  public var linkParameter: String { rawValue.linkParameter }
}

extension String: LinkParameterValue {}
extension Int: LinkParameterValue {}
extension Int8: LinkParameterValue {}
extension Int16: LinkParameterValue {}
extension Int32: LinkParameterValue {}
extension Int64: LinkParameterValue {}
extension UInt: LinkParameterValue {}
extension UInt8: LinkParameterValue {}
extension UInt16: LinkParameterValue {}
extension UInt32: LinkParameterValue {}
extension UInt64: LinkParameterValue {}

extension Double: LinkParameterValue {
  /// Converts finite decimal numbers only: `nan` and `inf` are refused.
  public init?(linkParameter: String) {
    guard let value = Double(linkParameter), value.isFinite else { return nil }
    self = value
  }
}

extension Float: LinkParameterValue {
  /// Converts finite decimal numbers only: `nan` and `inf` are refused.
  public init?(linkParameter: String) {
    guard let value = Float(linkParameter), value.isFinite else { return nil }
    self = value
  }
}

extension Bool: LinkParameterValue {
  /// Reads `true`, `yes`, `1` and `false`, `no`, `0`, in any case.
  public init?(linkParameter: String) {
    switch linkParameter.lowercased() {
    case "true", "yes", "1": self = true
    case "false", "no", "0": self = false
    default: return nil
    }
  }
}

extension UUID: LinkParameterValue {
  /// Reads a UUID string such as `E621E1F8-C36C-495A-93FC-0C247A3E6E5F`.
  public init?(linkParameter: String) { self.init(uuidString: linkParameter) }
  /// The uppercase UUID string.
  public var linkParameter: String { uuidString }
}

extension Decimal: LinkParameterValue {
  /// Reads a plain decimal number such as `12.50` or `-3`: an optional
  /// sign, digits, and an optional fraction. Nothing else is accepted.
  public init?(linkParameter: String) {
    guard Self.isPlainNumber(linkParameter),
      let value = Decimal(string: linkParameter, locale: Locale(identifier: "en_US_POSIX"))
    else { return nil }
    self = value
  }

  private static func isPlainNumber(_ text: String) -> Bool {
    var rest = Substring(text)
    if rest.first == "+" || rest.first == "-" { rest = rest.dropFirst() }
    let parts = rest.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
    return parts.allSatisfy { part in !part.isEmpty && part.allSatisfy { $0.isASCII && $0.isNumber }
    }
  }
  /// The number's plain text.
  public var linkParameter: String { description }
}

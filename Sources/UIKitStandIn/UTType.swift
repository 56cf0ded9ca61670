/// Mirrors `UTType` from UniformTypeIdentifiers, which Linux lacks: a uniform type
/// identifier, as `CSSearchableItemAttributeSet(contentType:)` takes (UIKitBehaviour.md §1 CoreSpotlight).
///
/// Only the system types a Spotlight item needs are known to the stand-in.
public struct UTType: Hashable, Sendable, CustomStringConvertible, CustomDebugStringConvertible {
  /// Mirrors `UTType.item`, the base type of everything: `public.item`.
  public static let item = UTType(knownIdentifier: "public.item")

  /// Mirrors `UTType.content`, the base type of document content: `public.content`.
  public static let content = UTType(knownIdentifier: "public.content")

  /// Mirrors `UTType.compositeContent`: `public.composite-content`.
  public static let compositeContent = UTType(knownIdentifier: "public.composite-content")

  /// Mirrors `UTType.data`, the base type of byte streams: `public.data`.
  public static let data = UTType(knownIdentifier: "public.data")

  /// Mirrors `UTType.text`, the base type of text: `public.text`.
  public static let text = UTType(knownIdentifier: "public.text")

  /// Mirrors `UTType.plainText`: `public.plain-text`.
  public static let plainText = UTType(knownIdentifier: "public.plain-text")

  /// Mirrors `UTType.url`: `public.url`.
  public static let url = UTType(knownIdentifier: "public.url")

  private static let knownTypes = [item, content, compositeContent, data, text, plainText, url]

  /// Mirrors `identifier`, such as `public.text`.
  public let identifier: String

  /// Mirrors `init?(_:)`: the type with `identifier`, if the system knows it.
  ///
  /// - Parameter identifier: A uniform type identifier.
  public init?(_ identifier: String) {
    guard let known = Self.knownTypes.first(where: { $0.identifier == identifier }) else {
      return nil
    }
    self = known
  }

  private init(knownIdentifier: String) {
    self.identifier = knownIdentifier
  }

  /// The identifier.
  public var description: String { identifier }

  /// The identifier, as `UTType` prints in the debugger.
  public var debugDescription: String { "UTType(\(identifier))" }
}

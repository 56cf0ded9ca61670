import Foundation

/// Mirrors CoreSpotlight's `CSSearchableItemAttributeSet`, the metadata Spotlight shows for an
/// item (UIKitBehaviour.md §1 CoreSpotlight). Not main-actor bound. Only the attributes the adapter's
/// helpers set are mirrored.
open class CSSearchableItemAttributeSet: NSObject {
  /// Mirrors `contentType`: the uniform type identifier of the content.
  open var contentType: String?

  /// Mirrors `title`.
  open var title: String?

  /// Mirrors `displayName`.
  open var displayName: String?

  /// Mirrors `contentDescription`.
  open var contentDescription: String?

  /// Mirrors `keywords`.
  open var keywords: [String]?

  /// Mirrors `contentURL`.
  open var contentURL: URL?

  /// Mirrors `init(contentType:)` (iOS 14+).
  ///
  /// - Parameter contentType: The type of the item's content, such as `.text`.
  public init(contentType: UTType) {
    self.contentType = contentType.identifier
    super.init()
  }
}

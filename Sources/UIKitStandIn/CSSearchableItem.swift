import Foundation

/// Mirrors CoreSpotlight's `CSSearchableItem`, one item in the on-device index
/// (UIKitBehaviour.md §1 CoreSpotlight; §2 Window and launch). Not main-actor bound.
///
/// Tapping it in Spotlight continues an activity of type `CSSearchableItemActionType` whose
/// `userInfo[CSSearchableItemActivityIdentifier]` is `uniqueIdentifier`.
open class CSSearchableItem: NSObject {
  /// Mirrors `uniqueIdentifier`.
  open var uniqueIdentifier: String

  /// Mirrors `domainIdentifier`: groups items so they can be deleted together.
  open var domainIdentifier: String?

  /// Mirrors `attributeSet`.
  open var attributeSet: CSSearchableItemAttributeSet

  /// Mirrors `init(uniqueIdentifier:domainIdentifier:attributeSet:)`.
  ///
  /// - Parameters:
  ///   - uniqueIdentifier: The item's identifier; a new UUID string when `nil`.
  ///   - domainIdentifier: The group the item belongs to, such as `account.mailbox`.
  ///   - attributeSet: The metadata Spotlight shows.
  public init(
    uniqueIdentifier: String?,
    domainIdentifier: String?,
    attributeSet: CSSearchableItemAttributeSet
  ) {
    self.uniqueIdentifier = uniqueIdentifier ?? UUID().uuidString
    self.domainIdentifier = domainIdentifier
    self.attributeSet = attributeSet
    super.init()
  }
}

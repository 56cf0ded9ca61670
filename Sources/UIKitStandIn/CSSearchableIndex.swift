import Foundation

/// Mirrors CoreSpotlight's `CSSearchableIndex`, the on-device index (UIKitBehaviour.md §1 CoreSpotlight).
/// Not main-actor bound.
///
/// The stand-in applies each operation when it is called and calls the completion handler
/// later, on another thread, as CoreSpotlight does; the completion handler is `@Sendable`
/// (UIKitBehaviour.md §0). What was indexed is visible to tests through `UIKitStandIn.indexedItems`, and
/// `UIKitStandIn.spotlightFailure` makes operations fail.
open class CSSearchableIndex: NSObject {
  /// The index's name; `nil` for the default index.
  private let indexName: String?

  /// Mirrors `isIndexingAvailable()`; always `true` in the stand-in.
  ///
  /// - Returns: `true`.
  open class func isIndexingAvailable() -> Bool { true }

  /// Mirrors `default()`: the app's default index.
  ///
  /// - Returns: An object for the default index.
  open class func `default`() -> Self { self.init() }

  /// Mirrors the `init()` CoreSpotlight inherits from `NSObject`: the stand-in treats an index
  /// created this way as the default index. It is `required` so that `default()` can return
  /// `Self`.
  public required override init() {
    self.indexName = nil
    super.init()
  }

  /// Mirrors `init(name:)`: a named index, separate from the default one.
  ///
  /// - Parameter name: The index's name.
  public init(name: String) {
    self.indexName = name
    super.init()
  }

  /// Mirrors `indexSearchableItems(_:completionHandler:)`: adds items, replacing those with the
  /// same unique identifier.
  ///
  /// - Parameters:
  ///   - items: The items to index.
  ///   - completionHandler: Called later, on another thread, with the error if any.
  open func indexSearchableItems(
    _ items: [CSSearchableItem],
    completionHandler: (@Sendable ((any Error)?) -> Void)? = nil
  ) {
    complete(index(items), with: completionHandler)
  }

  /// Mirrors the `async` form of `indexSearchableItems(_:completionHandler:)`.
  ///
  /// - Parameter items: The items to index.
  /// - Throws: The error the index reported.
  open func indexSearchableItems(_ items: [CSSearchableItem]) async throws {
    if let error = index(items) { throw error }
  }

  /// Mirrors `deleteSearchableItems(withIdentifiers:completionHandler:)`.
  ///
  /// - Parameters:
  ///   - identifiers: The unique identifiers of the items to remove.
  ///   - completionHandler: Called later, on another thread, with the error if any.
  open func deleteSearchableItems(
    withIdentifiers identifiers: [String],
    completionHandler: (@Sendable ((any Error)?) -> Void)? = nil
  ) {
    complete(remove(identifiers: identifiers), with: completionHandler)
  }

  /// Mirrors the `async` form of `deleteSearchableItems(withIdentifiers:completionHandler:)`.
  ///
  /// - Parameter identifiers: The unique identifiers of the items to remove.
  /// - Throws: The error the index reported.
  open func deleteSearchableItems(withIdentifiers identifiers: [String]) async throws {
    if let error = remove(identifiers: identifiers) { throw error }
  }

  /// Mirrors `deleteSearchableItems(withDomainIdentifiers:completionHandler:)`: removes the items
  /// of these domains and of their subdomains (`a.b` also removes `a.b.c`).
  ///
  /// - Parameters:
  ///   - domainIdentifiers: The domains to empty.
  ///   - completionHandler: Called later, on another thread, with the error if any.
  open func deleteSearchableItems(
    withDomainIdentifiers domainIdentifiers: [String],
    completionHandler: (@Sendable ((any Error)?) -> Void)? = nil
  ) {
    complete(remove(domains: domainIdentifiers), with: completionHandler)
  }

  /// Mirrors the `async` form of
  /// `deleteSearchableItems(withDomainIdentifiers:completionHandler:)`.
  ///
  /// - Parameter domainIdentifiers: The domains to empty.
  /// - Throws: The error the index reported.
  open func deleteSearchableItems(withDomainIdentifiers domainIdentifiers: [String]) async throws {
    if let error = remove(domains: domainIdentifiers) { throw error }
  }

  /// Mirrors `deleteAllSearchableItems(completionHandler:)`.
  ///
  /// - Parameter completionHandler: Called later, on another thread, with the error if any.
  open func deleteAllSearchableItems(
    completionHandler: (@Sendable ((any Error)?) -> Void)? = nil
  ) {
    complete(removeAll(), with: completionHandler)
  }

  /// Mirrors the `async` form of `deleteAllSearchableItems(completionHandler:)`.
  ///
  /// - Throws: The error the index reported.
  open func deleteAllSearchableItems() async throws {
    if let error = removeAll() { throw error }
  }

  // MARK: Applying operations

  private var store: SpotlightStore { UIKitStandIn.session.spotlight }

  private func index(_ items: [CSSearchableItem]) -> (any Error)? {
    store.index(items.map(UIKitStandIn.IndexedItem.init), inIndexNamed: indexName)
  }

  private func remove(identifiers: [String]) -> (any Error)? {
    store.remove(inIndexNamed: indexName) { identifiers.contains($0.uniqueIdentifier) }
  }

  private func remove(domains: [String]) -> (any Error)? {
    store.remove(inIndexNamed: indexName) { item in
      guard let domain = item.domainIdentifier else { return false }
      return domains.contains { domain == $0 || domain.hasPrefix($0 + ".") }
    }
  }

  private func removeAll() -> (any Error)? {
    store.remove(inIndexNamed: indexName) { _ in true }
  }

  private func complete(
    _ error: (any Error)?,
    with completionHandler: (@Sendable ((any Error)?) -> Void)?
  ) {
    guard let completionHandler else { return }
    Task.detached { completionHandler(error) }
  }
}

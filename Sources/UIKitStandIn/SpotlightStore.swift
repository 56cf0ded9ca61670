import Foundation

/// The on-device Spotlight index of one stand-in session: what each `CSSearchableIndex` added
/// and removed, keyed by index name (`nil` for the default index).
///
/// CoreSpotlight is not main-actor bound and calls its completion handlers on any queue
/// (UIKitBehaviour.md §0), so a lock guards the storage. Items are kept as value snapshots taken when
/// they were indexed, as Spotlight copies what it is given.
final class SpotlightStore: @unchecked Sendable {
  private let lock = NSLock()
  private var itemsByIndex: [String?: [UIKitStandIn.IndexedItem]] = [:]
  private var pendingFailure: (any Error)?

  /// The error every following operation fails with, or `nil` when operations succeed.
  var failure: (any Error)? {
    get { lock.withLock { pendingFailure } }
    set { lock.withLock { pendingFailure = newValue } }
  }

  /// The items of one index, in the order they were first indexed.
  func items(inIndexNamed name: String?) -> [UIKitStandIn.IndexedItem] {
    lock.withLock { itemsByIndex[name] ?? [] }
  }

  /// Adds or replaces items (matched by unique identifier), unless operations are set to fail.
  ///
  /// - Returns: The error the operation failed with, or `nil`.
  func index(_ items: [UIKitStandIn.IndexedItem], inIndexNamed name: String?) -> (any Error)? {
    lock.withLock {
      if let pendingFailure { return pendingFailure }
      var stored = itemsByIndex[name] ?? []
      for item in items {
        if let position = stored.firstIndex(where: { $0.uniqueIdentifier == item.uniqueIdentifier })
        {
          stored[position] = item
        } else {
          stored.append(item)
        }
      }
      itemsByIndex[name] = stored
      return nil
    }
  }

  /// Removes the items `shouldRemove` selects, unless operations are set to fail.
  ///
  /// - Returns: The error the operation failed with, or `nil`.
  func remove(
    inIndexNamed name: String?,
    where shouldRemove: (UIKitStandIn.IndexedItem) -> Bool
  ) -> (any Error)? {
    lock.withLock {
      if let pendingFailure { return pendingFailure }
      itemsByIndex[name]?.removeAll(where: shouldRemove)
      return nil
    }
  }

  /// Empties every index and clears the failure.
  func clear() {
    lock.withLock {
      itemsByIndex.removeAll()
      pendingFailure = nil
    }
  }
}

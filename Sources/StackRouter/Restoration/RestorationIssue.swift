/// Why stored navigation, or a part of it, was not restored. Restoration
/// never crashes and never half-applies unreadable data: each issue is
/// reported to the router's event sink (``RouteEvent/restoration(_:)``) and
/// listed in the ``RestorationReport``.
public enum RestorationIssue: Error, Hashable, Sendable, CustomStringConvertible {
  /// The data is not stored navigation: corrupt, truncated, or another
  /// format. Nothing is restored.
  case unreadable(String)
  /// Another version of the format wrote the data. Nothing is restored.
  case unsupportedVersion(Int)
  /// The stored root container is not the app's (tabs were stored, the app
  /// now has one stack, say). Nothing is restored.
  case otherRoot(stored: StoredNavigation.RootKind, current: StoredNavigation.RootKind)
  /// The app has no tab or child of this name any more; its stack is not
  /// restored.
  case unknownBranch(String)
  /// No screen of a stored stack could be shown again: each of its links was
  /// unmatched, refused, deferred or failed (their outcomes are in the report).
  case stackNotRestored(NavigationState.StackLocation)

  /// One line, such as `the app has no tab named 'library'`.
  public var description: String {
    switch self {
    case .unreadable(let reason): reason
    case .unsupportedVersion(let version):
      "the stored navigation has format version \(version); this version reads "
        + "\(StoredNavigation.currentVersion)"
    case .otherRoot(let stored, let current):
      "the stored root container is \(stored); the app's is \(current)"
    case .unknownBranch(let name): "the app has no tab named '\(name)'"
    case .stackNotRestored(let location): "no screen of the stored \(location) could be restored"
    }
  }
}

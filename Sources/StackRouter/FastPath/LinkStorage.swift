/// A link's values, with the strings it captured stored after them in the
/// same allocation: the route parameters' values in name order, then the
/// wildcards, then the remainder, then (for a route with several `**`) how
/// many of the remainder's strings each `**` took.
///
/// ```
/// ┌ LinkStorage ──────────────────────────────────────────────────────────┐
/// │ Header: request, context, entity, chain, names, counts │ strings …    │
/// └────────────────────────────────────────────────────────┴──────────────┘
///   strings: names.count values │ wildcardCount │ remainderCount │ splitCount
/// ```
///
/// Invariants (besides ``SharedStorage``'s): `make` writes exactly
/// `names.count + wildcardCount + remainderCount + splitCount` strings (checked when
/// `STACKROUTER_CHECKS` is set, since `deinit` releases that many); `entity`
/// and `chain` are positions in the context's entities, `names` a range of
/// its names.
final class LinkStorage: SharedStorage<LinkStorage.Header, String> {
  /// Everything a link holds but its captured strings.
  struct Header: Sendable, StorageHeader {
    var request: RequestURL
    /// The entities and names the positions below are in.
    var context: LinkContext
    /// Where the entity is in the context's entities.
    var entity: Int
    /// Where the chain is in the context's entities.
    var chain: Range<Int>
    /// Where the route parameters' names are in the context's names; the
    /// value of each is the string at its offset in the range.
    var names: Range<Int>
    var wildcardCount: Int
    var remainderCount: Int
    var parameterPolicy: ParameterPolicy
    /// How many `**` split the remainder, for a route with more than one:
    /// after the remainder come as many strings, each the decimal count of
    /// the remainder's strings one `**` took, adding up to
    /// `remainderCount`; 0 otherwise.
    var splitCount = 0

    /// Where the wildcards' strings are.
    var wildcards: Range<Int> { names.count..<(names.count + wildcardCount) }
    /// Where the remainder's strings are.
    var remainder: Range<Int> { wildcards.upperBound..<(wildcards.upperBound + remainderCount) }
    /// Where the counts of a split remainder are.
    var splits: Range<Int> { remainder.upperBound..<(remainder.upperBound + splitCount) }
    var elementCount: Int { splits.upperBound }
  }

  /// The captured string at `offset`.
  func string(_ offset: Int) -> String { element(offset) }

  /// The captured strings at `offsets`, as an array.
  func strings(_ offsets: Range<Int>) -> [String] { elements(offsets) }

  deinit {
    // One at a time: a link holds a few strings, and releasing each costs
    // less than the generic release of an array of them.
    withUnsafeMutablePointers { header, strings in
      for offset in 0..<header.pointee.elementCount { _ = (strings + offset).move() }
    }
  }
}

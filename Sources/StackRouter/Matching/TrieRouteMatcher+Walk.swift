extension TrieRouteMatcher.Trie {
  /// A route a walk found, and where a `**` remainder starts (`-1` when it
  /// does not end at one).
  struct Found: Sendable {
    let route: Int32
    let remainderAt: Int32

    /// Where the remainder starts, if the route ends at a `**`.
    var remainderStart: Int? { remainderAt >= 0 ? Int(remainderAt) : nil }
  }

  /// What a walk found.
  struct Outcome {
    /// The routes found, best first.
    var found: [Found] = []
    /// The best entity, for a walk that looks for it only.
    var bestEntity: Found?
    /// How many nodes the walk entered.
    var visited = 0
  }

  /// Walks a link's segments depth first, best branch first: at each node,
  /// the literal child, then the children for captures with literal text,
  /// then `:name`, `*` and `**`.
  ///
  /// - Parameters:
  ///   - stopsAtEntity: whether the walk ends at the first entity (blocks
  ///     before it are kept).
  ///   - entityOnly: whether the walk looks for the best entity only,
  ///     keeping no blocks.
  ///   - spanning: for a table with a `**` before the end of a route, the
  ///     walk's record of where each `**` it followed starts and ends (see
  ///     ``Spanning``); `nil` otherwise, and a `**` then ends its route.
  func walk(
    _ request: RequestURL, stopsAtEntity: Bool, entityOnly: Bool = false,
    spanning: Spanning? = nil
  ) -> Outcome {
    let content = request.content
    var outcome = Outcome()
    content.withTextBytes { text in
      let walk = Walk(
        text: text, segmentCount: content.segmentCount,
        firstSegmentIsHost: request.firstSegmentIsHost,
        stopsAtEntity: stopsAtEntity || entityOnly, entityOnly: entityOnly)
      if hasScopedRoots {
        // One scheme or domain, then any accepted one, then unscoped.
        let scope = request.scope
        if let scoped = root(for: scope), visit(scoped, 0, walk, content, spanning, &outcome) {
          return
        }
        if let any = root(for: scope.any), visit(any, 0, walk, content, spanning, &outcome) {
          return
        }
      }
      if let unscoped = root(for: nil) { _ = visit(unscoped, 0, walk, content, spanning, &outcome) }
    }
    return outcome
  }

  /// What a walk reads beside the trie, the link's content and a spanning
  /// walk's record, which it never changes: plain values, so that making
  /// one retains nothing. The trie walks itself, and the content and the
  /// record are passed down as arguments, borrowed: a walk held in a
  /// value of its own retained and released both once a link (about 120
  /// instructions).
  struct Walk {
    /// The bytes of the link's text.
    let text: ByteSpan
    /// How many segments the link has, read once.
    let segmentCount: Int
    let firstSegmentIsHost: Bool
    let stopsAtEntity: Bool
    let entityOnly: Bool
  }
}

extension TrieRouteMatcher.Trie {
  /// Visits a node at a depth; returns `true` once the walk is over.
  ///
  /// A child that is the last one left to try at its node is visited in
  /// the same loop rather than by a call (nothing is left to try after
  /// it), so a link whose nodes each have one way on (`t42/paris/aisle/12`
  /// under `t42/:store/aisle/:aisle`) walks without recursing. A node
  /// without literal children looks nothing up: a segment there can only
  /// be captured, and needs no key.
  func visit(
    _ node: Int32, _ depth: Int, _ walk: Walk, _ content: LinkContent,
    _ spanning: Spanning?, _ outcome: inout Outcome
  ) -> Bool {
    var (node, depth) = (node, depth)
    while true {
      outcome.visited &+= 1
      let entry = nodes[Int(node)]
      guard depth < walk.segmentCount else {
        if collect(entry, remainderAt: -1, walk, &outcome) { return true }
        return entry.catchAll >= 0
          && visitCatchAll(entry.catchAll, depth, walk, content, spanning, &outcome)
      }
      if entry.literal != Node.noLiteral {
        let exact = content.withSegmentBytes(depth, text: walk.text) {
          exactChild(of: node, literal: entry.literal, bytes: $0)
        }
        if exact >= 0 {
          // Unless a `:name`, `*` or `**` child, or one for a capture with
          // literal text, is left to try after the literal one.
          guard
            entry.affixes >= 0 || entry.parameter >= 0 || entry.wildcard >= 0
              || entry.catchAll >= 0
          else {
            (node, depth) = (exact, depth + 1)
            continue
          }
          if visit(exact, depth + 1, walk, content, spanning, &outcome) { return true }
        } else if depth == 0, walk.firstSegmentIsHost, !foldsLiterals {
          // The host compares case-insensitively: try the children it folds to.
          let variants = content.withSegmentBytes(depth, text: walk.text) {
            hostVariants(of: node, bytes: $0)
          }
          for child in variants where visit(child, depth + 1, walk, content, spanning, &outcome) {
            return true
          }
        }
      }
      if entry.affixes >= 0,
        visitAffixes(of: node, from: entry.affixes, depth, walk, content, spanning, &outcome)
      {
        return true
      }
      if entry.parameter >= 0 {
        guard entry.wildcard >= 0 || entry.catchAll >= 0 else {
          (node, depth) = (entry.parameter, depth + 1)
          continue
        }
        if visit(entry.parameter, depth + 1, walk, content, spanning, &outcome) { return true }
      }
      if entry.wildcard >= 0 {
        guard entry.catchAll >= 0 else {
          (node, depth) = (entry.wildcard, depth + 1)
          continue
        }
        if visit(entry.wildcard, depth + 1, walk, content, spanning, &outcome) { return true }
      }
      return entry.catchAll >= 0
        && visitCatchAll(entry.catchAll, depth, walk, content, spanning, &outcome)
    }
  }

  /// Visits a `**` child reached at `depth`: it takes the rest of the
  /// link, or, in a spanning walk, as few segments as lead to a match
  /// (see ``visitSpanning(_:from:_:_:_:_:)``). Returns `true` once the walk
  /// is over.
  @inline(__always)
  private func visitCatchAll(
    _ node: Int32, _ depth: Int, _ walk: Walk, _ content: LinkContent, _ spanning: Spanning?,
    _ outcome: inout Outcome
  ) -> Bool {
    guard let spanning else {
      return collect(nodes[Int(node)], remainderAt: Int32(depth), walk, &outcome)
    }
    return visitSpanning(node, from: depth, walk, content, spanning, &outcome)
  }

  /// Visits the children for captures with literal text that the segment
  /// at `depth` matches, best first; returns `true` once the walk is over.
  /// Their text compares as literals do: ignoring case where literals
  /// do, and in the host segment.
  private func visitAffixes(
    of node: Int32, from start: Int32, _ depth: Int, _ walk: Walk, _ content: LinkContent,
    _ spanning: Spanning?, _ outcome: inout Outcome
  ) -> Bool {
    let folding = foldsLiterals || (depth == 0 && walk.firstSegmentIsHost)
    var index = Int(start)
    while index < affixes.count, affixes[index].parent == node {
      let affix = affixes[index]
      let matches = content.withSegmentBytes(depth, text: walk.text) {
        affix.matches($0, folding: folding)
      }
      if matches, visit(affix.child, depth + 1, walk, content, spanning, &outcome) { return true }
      index += 1
    }
    return false
  }

  /// Adds the routes ending at a node; returns `true` when one is the
  /// entity the walk stops at.
  private func collect(
    _ node: Node, remainderAt: Int32, _ walk: Walk, _ outcome: inout Outcome
  ) -> Bool {
    var stopped = false
    forEachRoute(at: node) { route in
      if walk.entityOnly {
        guard isEntity[Int(route)] else { return true }
        outcome.bestEntity = Found(route: route, remainderAt: remainderAt)
        stopped = true
        return false
      }
      outcome.found.append(Found(route: route, remainderAt: remainderAt))
      if walk.stopsAtEntity, isEntity[Int(route)] {
        stopped = true
        return false
      }
      return true
    }
    return stopped
  }

  /// The literal child a segment reaches exactly (in folded form, where
  /// literals ignore case), or `-1`, given the node's ``Node/literal``:
  /// the key of a node's one literal child is compared without hashing.
  /// It allocates nothing.
  ///
  /// Where literals keep their case, the segment's bytes are looked up as
  /// they are first: bytes equal to a key, which is an NFC form, are their
  /// own NFC form, so their key is themselves. Only a segment that misses
  /// is checked for text outside ASCII that might have another key: text
  /// ``NFCQuickCheck`` finds in NFC already (a search for `café` or `東京`)
  /// has none, and other text is normalized with Foundation (about 12,000
  /// instructions a segment) and looked up again.
  private func exactChild(of node: Int32, literal: Int32, bytes: ByteSpan) -> Int32 {
    func child(_ key: ByteSpan) -> Int32 {
      literal >= 0
        ? literals.child(ofEntry: literal, key: key)
        : literals.first(parent: node, key: key) ?? -1
    }
    guard !foldsLiterals else { return Self.withFoldedKey(bytes, child) }
    let exact = child(bytes)
    guard exact < 0, bytes.contains(where: { $0 >= 0x80 }), !NFCQuickCheck.isStable(bytes) else {
      return exact
    }
    var key = Self.key(for: String(decoding: bytes, as: UTF8.self), folding: false)
    return ByteSpan.withBytes(of: &key, child)
  }

  /// The literal children a host segment reaches when it has no exact
  /// child: every child whose text folds to the same, in the order added.
  private func hostVariants(of node: Int32, bytes: ByteSpan) -> [Int32] {
    var children: [Int32] = []
    Self.withFoldedKey(bytes) { key in
      // A child whose key is already folded is indexed by its key only.
      if let child = literals.first(parent: node, key: key) { children.append(child) }
      foldedLiterals.forEach(parent: node, key: key) { child in
        children.append(child)
        return true
      }
    }
    return children
  }

  /// Calls `body` with a segment's bytes in the form literals that ignore
  /// case are indexed under (see ``TrieRouteMatcher/Trie/key(for:folding:)``):
  /// as they are when they are ASCII without uppercase letters, as most
  /// segments are; otherwise lowercased and normalized (NFC) first.
  private static func withFoldedKey<Result>(
    _ bytes: ByteSpan, _ body: (ByteSpan) -> Result
  ) -> Result {
    guard !isFoldedASCII(bytes) else { return body(bytes) }
    var key = key(for: String(decoding: bytes, as: UTF8.self), folding: true)
    return ByteSpan.withBytes(of: &key, body)
  }
}

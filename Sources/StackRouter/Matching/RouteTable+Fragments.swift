/// Fragment routes (`user#/view/:userID<UserVC>`): a link's fragment read as
/// a path with an optional query, and matched after the link's path.
///
/// A table without fragment routes never reads a fragment: resolving a link
/// tests one flag. With fragment routes, a link with a fragment is matched
/// at most twice: first as its path, then `#`, then the fragment's segments
/// (the trie holds a fragment route's `#` as a literal no link segment can
/// equal, ``TrieRouteMatcher/fragmentSegment``), which only a fragment
/// route's entity is taken from; failing that, as its path alone, exactly as
/// a table without fragment routes reads it. A fragment route thus beats the
/// route of its path without `#` when its fragment matches, and compares
/// with every other route segment by segment, its `#` as a literal.
extension RouteTable {
  /// Whether any entity has a fragment pattern.
  var hasFragmentRoutes: Bool { index.hasFragments }

  /// ``resolve(_:)-(RequestURL)`` for a link with a fragment, in a table
  /// with fragment routes. Out of line, so that resolving stays as small as
  /// it was for tables without fragment routes.
  @inline(never)
  func resolve(fragmentOf request: RequestURL) -> LinkResolution {
    if let fragment = FragmentRequest(reading: request, options: options),
      case .matched(let link) = resolvePath(fragment.combined), link.entity.pattern.hasFragment
    {
      return .matched(link.replacing(request: fragment.presented))
    }
    return resolvePath(request)
  }

  /// ``candidates(for:)`` for a link with a fragment, in a table with
  /// fragment routes: the blocks that match the link's path, then the best
  /// entity, a fragment route's if one matches.
  @inline(never)
  func candidates(fragmentOf request: RequestURL) -> [RouteMatch] {
    let plain = candidatesOfPath(request)
    guard let fragment = FragmentRequest(reading: request, options: options),
      let best = candidatesOfPath(fragment.combined).last,
      case .entity(let entity) = best.route, entity.pattern.hasFragment
    else { return plain }
    var ordered = plain.filter { if case .block = $0.route { true } else { false } }
    ordered.append(best)
    return ordered
  }

  /// The request a fragment route's link carries: the link's own, with the
  /// fragment's query items after its query's. `nil` unless `match` is a
  /// fragment route's and `request` has a fragment that reads as a path.
  func fragmentRequest(for match: RouteMatch, in request: RequestURL) -> RequestURL? {
    guard request.fragment != nil, match.route.pattern.hasFragment else { return nil }
    return FragmentRequest(reading: request, options: options)?.presented
  }
}

extension TrieRouteMatcher {
  /// The segment that stands for a fragment route's `#` in the trie and in
  /// the request a fragment is matched with: a NUL, which intake refuses in
  /// every segment of a link and of its fragment, so that no link reaches it.
  static var fragmentSegment: String { "\u{0}" }
}

/// A link's fragment read as a path with an optional query, by the rules
/// of the link's path: `#/view/42?tab=likes` has the segments `view` and
/// `42` and the query item `tab=likes`.
///
/// The fragment, as the link wrote it, is split on its first `?`; the path
/// part on `/` (a leading `/`, repeated and trailing ones are ignored, as
/// in a path), each segment then percent-decoded exactly once, so `%2F`
/// stays inside its segment and `%23` is a `#` in it; the query part on
/// `&` and `=`, `+` read as a space when ``MatchingOptions/plusIsSpaceInQuery``
/// is set. A fragment that breaks the path's rules (a second raw `#`, an
/// invalid escape, a control character, a `.` or `..` segment, more or
/// longer segments than the limits allow, more query items in all than the
/// limit) is not read: it matches no fragment route.
struct FragmentRequest {
  /// The link as its path is matched against a fragment route: the path's
  /// segments, ``TrieRouteMatcher/fragmentSegment``, the fragment's.
  let combined: RequestURL
  /// The link as a fragment route's link carries it.
  let presented: RequestURL

  init?(reading request: RequestURL, options: MatchingOptions) {
    guard let decodedFragment = request.fragment else { return nil }
    // The fragment as written: after the first `#` of the link (intake cut
    // it there). A request made from parts carries only its decoded fragment.
    let original = request.original
    let written = original.firstIndex(of: "#").map { original[original.index(after: $0)...] }
    let raw = written ?? decodedFragment[...]
    let decodes = written != nil
    // A second `#` is no part of a path or a query: such a fragment is not one.
    guard !raw.contains("#") || !decodes else { return nil }
    let question = raw.firstIndex(of: "?")
    let limits = options.limits

    var segments = request.segments
    segments.append(TrieRouteMatcher.fragmentSegment)
    var count = 0
    for piece in raw[..<(question ?? raw.endIndex)].split(separator: "/") {
      count += 1
      guard count <= limits.segmentCount, piece.utf8.count <= limits.segmentLength,
        let segment = Self.decode(piece, decodes: decodes, plusIsSpace: false, isSegment: true),
        segment != ".", segment != ".."
      else { return nil }
      segments.append(segment)
    }

    var items = Array(request.queryItems)
    if let question {
      for item in raw[raw.index(after: question)...].split(separator: "&") {
        let equals = item.firstIndex(of: "=") ?? item.endIndex
        guard equals > item.startIndex else { continue }  // "=value": no name, ignored
        let plus = options.plusIsSpaceInQuery
        guard items.count < limits.queryItemCount,
          let name = Self.decode(item[..<equals], decodes: decodes, plusIsSpace: plus),
          let value = Self.decode(
            equals < item.endIndex ? item[item.index(after: equals)...] : "", decodes: decodes,
            plusIsSpace: plus)
        else { return nil }
        items.append(QueryItem(name: name, value: value))
      }
    }
    combined = RequestURL(
      original: original, origin: request.origin, segments: segments,
      firstSegmentIsHost: request.firstSegmentIsHost, queryItems: items,
      parameters: request.parameters)
    presented = RequestURL(
      original: original, origin: request.origin, segments: request.segments,
      firstSegmentIsHost: request.firstSegmentIsHost, queryItems: items,
      fragment: decodedFragment, parameters: request.parameters)
  }

  /// A piece percent-decoded once (when `decodes`), or `nil` when its
  /// encoding is invalid or it holds a control character (a tab or a line
  /// break is allowed in the query, never in a segment).
  private static func decode(
    _ piece: Substring, decodes: Bool, plusIsSpace: Bool, isSegment: Bool = false
  ) -> String? {
    let text = String(piece)
    guard decodes else {
      let hasControl = text.unicodeScalars.contains {
        $0.properties.generalCategory == .control
          && (isSegment || !"\t\n\r".unicodeScalars.contains($0))
      }
      return hasControl ? nil : text
    }
    let decoded = ByteSpan.withBytes(of: text) {
      DecodedText.decode($0, plusIsSpace: plusIsSpace, allowingLineBreaks: !isSegment)
    }
    guard case .text(let result) = decoded else { return nil }
    return result
  }
}

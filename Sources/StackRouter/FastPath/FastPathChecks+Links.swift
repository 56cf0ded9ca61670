/// The hooks for a link's match, recorded in its request's storage
/// (``LinkFields``).
extension FastPathChecks {
  /// A request of the two segments `a/b` and a context holding one entity
  /// and no names.
  private static func linkParts() -> (RequestURL, LinkContext) {
    let request = RequestURL(original: "t://a/b", origin: .customScheme("t"), segments: ["a", "b"])
    let entity = RouteEntity(pattern: RoutePattern(components: [.catchAll]), target: "T")
    return (request, LinkContext(entities: [entity], names: [], capturedNames: [:]))
  }

  /// Records, in a request of two segments, a link whose remainder is the
  /// segments `start..<end` (positions, as the default matcher records
  /// them), and returns the remainder the link reads: an end past the
  /// request's segments is what a matcher that miscounted would record.
  public static func recordRemainder(_ start: Int, _ end: Int) -> [String] {
    let (request, context) = linkParts()
    let link = LinkFields(
      context: context, entity: 0, chain: 0..<1, names: 0..<0, wildcards: 0..<0,
      remainder: start..<end, parameterPolicy: .unrestricted)
    return AppLink(recording: link, in: request).remainder
  }

  /// Makes a link of texts of its own that counts `counted` remainder
  /// segments while it is given `given` texts, and returns the remainder
  /// it reads: the texts are pieces, and the two counts must agree.
  public static func recordTexts(given: Int, counting counted: Int) -> [String] {
    let (request, context) = linkParts()
    let link = AppLink(
      request: request, context: context, entity: 0, chain: 0..<1, names: 0..<0,
      wildcardCount: 0, remainderCount: counted, parameterPolicy: .unrestricted,
      strings: (0..<given).map { "w\($0)" })
    return link.remainder
  }

  /// Reads the entity of the link recorded in a request's storage, when
  /// `recorded`, or of a request's storage no link was recorded in: what
  /// a link over the wrong storage would read. Returns the entity's target.
  public static func readLinkEntity(recorded: Bool) -> String {
    let (request, context) = linkParts()
    guard recorded else {
      return request.storage.linkContext.entities[Int(request.storage.link.entity)].target
    }
    let link = LinkFields(
      context: context, entity: 0, chain: 0..<1, names: 0..<0, wildcards: 0..<0,
      remainder: 0..<2, parameterPolicy: .unrestricted)
    return AppLink(recording: link, in: request).entity.target
  }
}

/// The hook for reading a string in place (``InPlaceUTF8``).
extension FastPathChecks {
  /// Reads `text`'s bytes in place from its two words, marked foreign
  /// (word 1, bit 60) when `foreign`: what reading a request's text would
  /// do had the request kept a text of a form whose bytes are not in place
  /// (a bridged string). Returns the text read.
  public static func readInPlace(_ text: String, foreign: Bool) -> String {
    withExtendedLifetime(text) {
      var words = unsafeBitCast(text, to: (UInt64, UInt64).self)
      if foreign { words.1 |= 1 << 60 }
      return withUnsafePointer(to: &words) { address in
        let string = UnsafeRawPointer(address).assumingMemoryBound(to: String.self)
        return String(decoding: InPlaceUTF8.bytes(ofStringAt: string), as: UTF8.self)
      }
    }
  }
}

/// The hook for reading a query piece unchecked (``RequestStorage/text(ofQueryPiece:)``).
extension FastPathChecks {
  /// Reads the piece at `index` of the request `a/b?q=x` (segments 0 and
  /// 1, query pieces 2 and 3) as a query piece: what a query iterator
  /// that ran past its items, or started among the segments, would read.
  public static func readQueryPiece(at index: Int) -> String {
    let request = RequestURL(
      original: "t://a/b?q=x", origin: .customScheme("t"), segments: ["a", "b"],
      queryItems: [QueryItem(name: "q", value: "x")], fragment: "f")
    return request.storage.text(ofQueryPiece: index)
  }
}

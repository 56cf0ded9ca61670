/// Reads a link into a ``RequestURL``: checks the limits, the scheme, the
/// domain and the encoding, then splits and decodes the path and query.
///
/// Intake scans the UTF-8 bytes of the link's text once, in place, with no
/// Foundation URL parsing, so it behaves the same on every platform and never
/// re-parses decoded text. Checks on decoded text (control characters, dot
/// segments) run on bytes; only what the request keeps becomes a `String`.
struct URLIntake: Sendable {
  /// The accepted custom schemes, lowercased. (An app accepts a handful:
  /// comparing them costs less than hashing.)
  let schemes: [String]
  /// The accepted universal-link domains, lowercased ASCII.
  let domains: [String]
  let options: MatchingOptions

  func read(_ input: String) throws(InvalidURLError) -> RequestURL {
    try read(input, cutRoom: IntakeCuts.roomCapacity)
  }

  /// Reads `input` with room on the stack for `cutRoom` cuts of its path
  /// and query: a link with more is cut again into room for them all (tests
  /// try every room size against the same links).
  @inline(__always)
  func read(_ input: String, cutRoom: Int) throws(InvalidURLError) -> RequestURL {
    // Native, contiguous UTF-8: the request keeps ranges of it. A native
    // string is read as it is, with no copy of it to retain and release; a
    // bridged one is copied once.
    let result =
      input.isContiguousUTF8
      ? read(contiguous: input, reading: input, cutRoom: cutRoom)
      : read(bridged: input, cutRoom: cutRoom)
    switch result {
    case .success(let request):
      return request
    case .failure(let failure):
      // Text that does not start with a scheme and a `:` is a bare or
      // relative path: read it with the default scheme, if there is one.
      // Text that starts with `:` lacks a scheme, and is not a path.
      guard failure.reason == .missingScheme, !input.hasPrefix(":"), let scheme = schemes.first
      else { throw failure }
      return try read(path: input, scheme: scheme, cutRoom: cutRoom)
    }
  }
}

extension URLIntake {
  /// Reads `text`, native contiguous UTF-8 that spells `input`; a refusal
  /// names `input`.
  @inline(__always)
  private func read(
    contiguous text: String, reading input: String, cutRoom: Int
  ) -> Result<RequestURL, InvalidURLError> {
    ByteSpan.withBytes(of: text) { bytes -> Result<RequestURL, InvalidURLError> in
      var reader = Reader(bytes: bytes, options: options)
      do throws(Refusal) {
        return .success(
          try reader.read(schemes: schemes, domains: domains, text: text, cutRoom: cutRoom))
      } catch {
        return .failure(error.error(reading: input, bytes: bytes))
      }
    }
  }

  /// Reads `input`, which is not contiguous UTF-8, from a copy that is.
  /// Not inlined: only a bridged string takes this way.
  @inline(never)
  private func read(bridged input: String, cutRoom: Int) -> Result<RequestURL, InvalidURLError> {
    var text = input
    text.makeContiguousUTF8()
    return read(contiguous: text, reading: input, cutRoom: cutRoom)
  }

  /// Reads a bare or relative path as a link with the default scheme, with
  /// every check a link gets; errors name the path as given, at its columns.
  private func read(
    path: String, scheme: String, cutRoom: Int
  ) throws(InvalidURLError) -> RequestURL {
    let relative = path.hasPrefix("/") ? String(path.dropFirst()) : path
    let prefix = scheme + "://"
    let link = prefix + relative
    do {
      return try read(link, cutRoom: cutRoom).replacing(original: path)
    } catch {
      let shift = prefix.count - (path.count - relative.count)
      throw InvalidURLError(
        input: path, reason: error.reason, column: error.column.map { max(1, $0 - shift) })
    }
  }

  /// What a reader refuses, and where: an ``InvalidURLError`` without the
  /// input, which the reader does not hold (holding it would retain and
  /// release it for every link read).
  struct Refusal: Error {
    let reason: InvalidURLError.Reason
    /// The offset of the byte the problem is at, if it is at one.
    let offset: Int?

    /// The error reading `input`, whose UTF-8 bytes `bytes` are, gives.
    func error(reading input: String, bytes: ByteSpan) -> InvalidURLError {
      let column = offset.map { offset in
        // Counted to the first byte of the character the offset falls in: a
        // prefix cut inside a multi-byte sequence would read as one more
        // (replacement) character than the link has.
        var end = min(offset, bytes.count)
        while end > 0, end < bytes.count, bytes[end] & 0xC0 == 0x80 { end -= 1 }
        return String(decoding: bytes.span(0..<end), as: UTF8.self)
          .count + 1
      }
      return InvalidURLError(input: input, reason: reason, column: column)
    }
  }
}

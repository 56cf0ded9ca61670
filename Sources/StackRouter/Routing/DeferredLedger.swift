/// The requests a router keeps after a guard deferred them: one entry per
/// link, whatever entry points it came through, from the deferral until the
/// link's outcome is final or the app discards it.
///
/// An entry is keyed by its link as intake read it (origin, decoded path,
/// query and fragment), so the same link opened as a URL and as a quick
/// action is one entry, and opening it again while it waits replaces the
/// entry instead of adding a second.
struct DeferredLedger {
  private struct Entry {
    var request: RouteRequest
    /// Whether a resume has queued the entry and not yet applied it; another
    /// resume leaves it alone.
    var isResuming = false
  }

  /// Keys, oldest entry first.
  private var order: [String] = []
  private var entries: [String: Entry] = [:]

  /// The kept requests, oldest first.
  var requests: [RouteRequest] { order.compactMap { entries[$0]?.request } }

  /// The kept request for a link, if any.
  func request(for key: String) -> RouteRequest? { entries[key]?.request }

  /// Keeps a deferred request, in place of the link's earlier entry if it has one.
  mutating func keep(_ request: RouteRequest, key: String) -> DeferralChange {
    if entries[key] != nil {
      entries[key] = Entry(request: request)
      return .replaced
    }
    entries[key] = Entry(request: request)
    order.append(key)
    return .kept
  }

  /// Keeps a link whose resumed attempt did not reach a final outcome, ready
  /// to be resumed again.
  mutating func release(_ key: String) {
    entries[key]?.isResuming = false
  }

  /// Forgets a link whose outcome is final; returns its request if it was kept.
  mutating func settle(_ key: String) -> RouteRequest? {
    guard let entry = entries.removeValue(forKey: key) else { return nil }
    order.removeAll { $0 == key }
    return entry.request
  }

  /// Marks every entry no resume is applying yet, and returns their keys,
  /// oldest first.
  mutating func startResuming() -> [String] {
    let keys = order.filter { entries[$0]?.isResuming == false }
    for key in keys { entries[key]?.isResuming = true }
    return keys
  }

  /// Forgets every entry and returns their requests, oldest first.
  mutating func removeAll() -> [RouteRequest] {
    let requests = self.requests
    order.removeAll()
    entries.removeAll()
    return requests
  }

  /// The key of a link: its origin, decoded path (a custom scheme's host in
  /// lowercase, as it compares), query and fragment.
  static func key(for url: RequestURL) -> String {
    var segments = url.segments
    if url.firstSegmentIsHost, !segments.isEmpty { segments[0] = segments[0].lowercased() }
    let origin =
      switch url.origin {
      case .customScheme(let scheme): scheme + ":"
      case .universalLink(let host): "https://" + host
      }
    // NUL cannot appear in decoded text (intake refuses it), so it separates
    // the parts without ambiguity.
    let query = url.queryItems.map { $0.name + "\u{0}=" + $0.value }
    return ([origin] + segments + ["?"] + query + ["#", url.fragment ?? ""])
      .joined(separator: "\u{0}")
  }
}

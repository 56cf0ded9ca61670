import Foundation
import RoutingKit
import StackRouter

/// StackRouter on the second workload: custom-scheme and universal links,
/// every route parameter read by name and every query item read.
public struct StackRouterLinkPeer: Sendable {
  /// The table, registered once.
  public let table: RouteTable

  /// Registers every route of `workload`, accepting its scheme and domain.
  public init(_ workload: LinkWorkload) throws {
    var registrar = Registrar()
    registrar.accept(scheme: Workload.scheme)
    registrar.accept(domain: LinkWorkload.domain)
    for route in workload.routes { registrar.register(route.dsl) }
    table = try registrar.makeTable()
  }

  /// Resolves `url` and reads what an app reads: the target, the route
  /// parameters `names` by name, every query item, the fragment and the
  /// remainder. Returns the number of UTF-8 bytes read (a value the
  /// optimizer cannot drop), or `nil` when the link matches nothing or a
  /// parameter is missing.
  @inline(never)
  public func read(_ url: String, names: [String]) -> Int? {
    guard case .matched(let link) = table.resolve(url) else { return nil }
    var bytes = link.entity.target.utf8.count
    for name in names {
      guard let value = link.routeParameter(name) else { return nil }
      bytes &+= value.utf8.count
    }
    for item in link.queryItems { bytes &+= item.name.utf8.count &+ item.value.utf8.count }
    bytes &+= link.fragment?.utf8.count ?? 0
    for segment in link.remainder { bytes &+= segment.utf8.count }
    return bytes
  }

  /// What ``read(_:names:)`` reads, kept, for the checks made outside timing.
  public func reading(_ url: String, names: [String]) -> LinkWorkload.LinkReading? {
    guard case .matched(let link) = table.resolve(url),
      let route = Int(link.entity.target.dropFirst("Screen".count))
    else { return nil }
    var parameters: [LinkWorkload.Parameter] = []
    for name in names {
      guard let value = link.routeParameter(name) else { return nil }
      parameters.append(.init(name: name, value: value))
    }
    return LinkWorkload.LinkReading(
      route: route, parameters: parameters,
      query: link.queryItems.map { .init(name: $0.name, value: $0.value) },
      fragment: link.fragment, remainder: link.remainder)
  }
}

/// RoutingKit's `TrieRouter` on the second workload. A link is read with
/// `URLComponents`: a universal link's host must be the accepted domain and
/// its path is routed; a custom-scheme link's host is its first segment.
/// Query values are read from `queryItems`, with `+` turned into a space
/// where one appears, as an app reading form-encoded queries does.
public struct RoutingKitLinkPeer: @unchecked Sendable {
  // TrieRouter is a class that is not Sendable; the peer is only read after
  // it is built, on one thread.
  /// The router; each route's output is its index.
  public let router: TrieRouter<Int>

  /// Registers every route of `workload`.
  public init(_ workload: LinkWorkload) {
    router = RoutingKitPeer.build(workload.routes)
  }

  /// The route and its parameters, and the link's components.
  private func route(_ url: String) -> (Int, Parameters, URLComponents)? {
    guard let components = URLComponents(string: url), let host = components.host else {
      return nil
    }
    var path: [String]
    if components.scheme == "https" {
      guard host == LinkWorkload.domain else { return nil }
      path = []
    } else {
      path = [host]
    }
    path += components.path.split(separator: "/").map(String.init)
    var parameters = Parameters()
    guard let route = router.route(path: path, parameters: &parameters) else { return nil }
    return (route, parameters, components)
  }

  private static func value(_ item: URLQueryItem) -> String {
    guard let value = item.value else { return "" }
    return value.contains("+") ? value.replacingOccurrences(of: "+", with: " ") : value
  }

  /// Resolves `url` and reads what ``StackRouterLinkPeer/read(_:names:)``
  /// reads; returns the number of UTF-8 bytes read.
  @inline(never)
  public func read(_ url: String, names: [String]) -> Int? {
    guard let (route, parameters, components) = self.route(url) else { return nil }
    var bytes = route
    for name in names {
      guard let value = parameters.get(name) else { return nil }
      bytes &+= value.utf8.count
    }
    for item in components.queryItems ?? [] {
      bytes &+= item.name.utf8.count &+ Self.value(item).utf8.count
    }
    bytes &+= components.fragment?.utf8.count ?? 0
    for segment in parameters.getCatchall() { bytes &+= segment.utf8.count }
    return bytes
  }

  /// What ``read(_:names:)`` reads, kept, for the checks made outside timing.
  public func reading(_ url: String, names: [String]) -> LinkWorkload.LinkReading? {
    guard let (route, parameters, components) = self.route(url) else { return nil }
    var values: [LinkWorkload.Parameter] = []
    for name in names {
      guard let value = parameters.get(name) else { return nil }
      values.append(.init(name: name, value: value))
    }
    return LinkWorkload.LinkReading(
      route: route, parameters: values,
      query: (components.queryItems ?? []).map { .init(name: $0.name, value: Self.value($0)) },
      fragment: components.fragment, remainder: parameters.getCatchall())
  }
}

import Foundation
import RoutingKit
import StackRouter

/// StackRouter on a workload: a table registered from DSL strings, links
/// resolved from their text.
public struct StackRouterPeer: Sendable {
  /// The table, registered once.
  public let table: RouteTable

  /// Registers every route of `workload`.
  public init(_ workload: Workload) throws {
    table = try Self.build(workload.routes)
  }

  /// Builds a table from the routes' DSL text, as an app does at launch.
  @inline(never)
  public static func build(_ routes: [Workload.RouteSpec]) throws -> RouteTable {
    var registrar = Registrar()
    registrar.accept(scheme: Workload.scheme)
    for route in routes { registrar.register(route.dsl) }
    return try registrar.makeTable()
  }

  /// Resolves `url` to its entity's target and the link, which holds the
  /// route parameters decoded (read by name with `routeParameter(_:)`).
  @inline(never)
  public func resolve(_ url: String) -> Hit? {
    guard case .matched(let link) = table.resolve(url) else { return nil }
    return Hit(target: link.entity.target, link: link)
  }

  /// A resolved link.
  public struct Hit: Sendable {
    /// The entity's target.
    public let target: String
    /// The link, with its parameters.
    public let link: AppLink

    /// The route parameters as a dictionary, for checks made outside timing.
    public var parameters: [String: String] { link.routeParameters }
  }
}

/// RoutingKit's `TrieRouter` on the same workload. RoutingKit routes path
/// components, not links, so a link is read with `URLComponents` (the host
/// is the first segment of a custom-scheme link) and its query kept, which
/// is what an app using it for deep links would do.
public struct RoutingKitPeer: @unchecked Sendable {
  // TrieRouter is a class that is not Sendable; the peer is only read after
  // it is built, on one thread.
  /// The router; each route's output is its index.
  public let router: TrieRouter<Int>

  /// Registers every route of `workload`.
  public init(_ workload: Workload) {
    router = Self.build(workload.routes)
  }

  /// Builds a router from the routes' components.
  @inline(never)
  public static func build(_ routes: [Workload.RouteSpec]) -> TrieRouter<Int> {
    let router = TrieRouter(Int.self)
    for route in routes {
      router.register(route.index, at: route.components.map(PathComponent.init(stringLiteral:)))
    }
    return router
  }

  /// Resolves `url` to its route index, its parameters and its query.
  @inline(never)
  public func resolve(_ url: String) -> (route: Int, parameters: Parameters, query: [URLQueryItem])?
  {
    guard let components = URLComponents(string: url), let host = components.host else {
      return nil
    }
    var path = [host]
    path += components.path.split(separator: "/").map(String.init)
    var parameters = Parameters()
    guard let route = router.route(path: path, parameters: &parameters) else { return nil }
    return (route, parameters, components.queryItems ?? [])
  }
}

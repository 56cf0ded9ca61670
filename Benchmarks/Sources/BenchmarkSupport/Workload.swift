/// The routes and links every measurement uses, generated the same way for
/// both peers.
///
/// Route `k` of `n`, with `i = k / 4`, is one of four shapes:
/// `section{i}/:id`, `section{i}/:id/detail`,
/// `section{i}/list/:page/item/:itemID`, and `section{i}/files/**` when
/// `i % 5 == 0`, otherwise `section{i}/:id/comments/:commentID`.
public struct Workload: Sendable {
  /// One route, spelled for each peer. Both spellings are made when the
  /// workload is, outside anything timed, as an app's route literals are.
  public struct RouteSpec: Sendable, Equatable {
    /// The route's position in registration order.
    public let index: Int
    /// The path, such as `section3/:id/detail`.
    public let path: String
    /// The StackRouter DSL text, with a target on the last segment.
    public let dsl: String
    /// The path's components, as RoutingKit is given them.
    public let components: [String]

    init(index: Int, path: String) {
      self.index = index
      self.path = path
      self.dsl = "\(path)<Screen\(index)>"
      self.components = path.split(separator: "/").map(String.init)
    }
  }

  /// A link and the route it must reach (`nil` for a miss).
  public struct Probe: Sendable {
    /// The link, such as `myapp://section42/1042/detail?x=1`.
    public let url: String
    /// The index of the route it names, for a hit.
    public let expectedRoute: Int?
    /// The parameter values a hit captures, by name.
    public let expectedParameters: [String: String]
  }

  /// The custom scheme every link uses.
  public static let scheme = "myapp"

  /// The routes, in registration order.
  public let routes: [RouteSpec]
  /// 128 links that match, spread evenly from the first route to the last, shuffled.
  public let hits: [Probe]
  /// 128 links that match nothing, half with an unknown first segment, half
  /// with a known section and an unknown leaf, shuffled.
  public let misses: [Probe]

  /// The workload for `routeCount` routes; `seed` fixes the shuffles.
  public init(routeCount: Int, probes: Int = 128, seed: UInt64 = 0x5EED) {
    routes = (0..<routeCount).map { RouteSpec(index: $0, path: Self.path(forRoute: $0)) }
    var random = SplitMix64(seed: seed)
    let hits = (0..<probes).map { probe in
      Self.hit(route: routeCount <= 1 ? 0 : probe * (routeCount - 1) / (probes - 1))
    }
    let sections = max(1, routeCount / 4)
    let misses = (0..<probes).map { probe in
      let section = probe * (sections - 1) / max(1, probes - 1)
      return probe.isMultiple(of: 2)
        ? Probe(
          url: "\(Self.scheme)://unknown\(section)/\(1000 + section)/detail?x=1",
          expectedRoute: nil, expectedParameters: [:])
        : Probe(
          url: "\(Self.scheme)://section\(section)/\(1000 + section)/missing?x=1",
          expectedRoute: nil, expectedParameters: [:])
    }
    self.hits = hits.shuffled(using: &random)
    self.misses = misses.shuffled(using: &random)
  }

  static func path(forRoute k: Int) -> String {
    let i = k / 4
    switch k % 4 {
    case 0: return "section\(i)/:id"
    case 1: return "section\(i)/:id/detail"
    case 2: return "section\(i)/list/:page/item/:itemID"
    default:
      return i.isMultiple(of: 5) ? "section\(i)/files/**" : "section\(i)/:id/comments/:commentID"
    }
  }

  static func hit(route k: Int) -> Probe {
    let i = k / 4
    let id = "\(1000 + i)"
    let (path, parameters): (String, [String: String]) =
      switch k % 4 {
      case 0: ("section\(i)/\(id)", ["id": id])
      case 1: ("section\(i)/\(id)/detail", ["id": id])
      case 2: ("section\(i)/list/3/item/\(id)", ["page": "3", "itemID": id])
      default:
        i.isMultiple(of: 5)
          ? ("section\(i)/files/a/b", [:])
          : ("section\(i)/\(id)/comments/7", ["id": id, "commentID": "7"])
      }
    return Probe(
      url: "\(scheme)://\(path)?x=1", expectedRoute: k, expectedParameters: parameters)
  }
}

/// A small, fast, seeded generator, so that every run shuffles alike.
public struct SplitMix64: RandomNumberGenerator, Sendable {
  private var state: UInt64

  /// A generator whose sequence `seed` fixes.
  public init(seed: UInt64) { state = seed }

  /// The next 64 random bits.
  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}

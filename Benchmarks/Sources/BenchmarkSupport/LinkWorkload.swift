/// The second workload: links shaped like the ones apps really receive,
/// measured shape by shape on one 10,000-route table.
///
/// Route `k` of `n`, with `i = k / 5`, is one of five kinds:
/// `p{i}/product/:id/reviews`, `c{i}/category/:name`, `s{i}/search/:term`,
/// `t{i}/:store/aisle/:aisle/item/:item` and `d{i}/docs/**`. The links
/// (``Shape``) reach them as custom-scheme links (`myapp://…`, the host is
/// the first segment) or universal links (`https://shop.example.com/…`).
public struct LinkWorkload: Sendable {
  /// The kinds of link, each measured on its own.
  public enum Shape: String, CaseIterable, Sendable {
    /// `myapp://p42/product/1042/reviews?page=2&sort=recent&lang=en&ref=home`:
    /// a custom-scheme link, plain text, one parameter, four query items.
    case plain
    /// `https://shop.example.com/p42/product/1042/reviews?utm_source=…&ref=home`:
    /// a universal link with four query items, one escaped.
    case universal
    /// `myapp://c42/category/shoes%20%26%20boots?utm_source=…`: a captured
    /// segment with escaped punctuation, and the same four query items.
    case escaped
    /// `https://shop.example.com/s42/search/caf%C3%A9%20cr%C3%A8me%20%E2%82%AC5?…`:
    /// a captured segment of percent-encoded UTF-8, two- and three-byte.
    case unicode
    /// `myapp://t42/paris/aisle/12/item/1042?q=red+shoes&…`: three
    /// parameters, six query items, some with `+` for a space.
    case items
    /// `myapp://d42/docs/guides/getting-started/ios/installation#step-3`: a `**` remainder
    /// of four segments, and a fragment; no query.
    case remainder
  }

  /// A link and everything a hit must read from it.
  public struct Probe: Sendable {
    /// The link.
    public let url: String
    /// The index of the route it names.
    public let expectedRoute: Int
    /// The route parameters, by name, in the pattern's order.
    public let expectedParameters: [Parameter]
    /// Their names, which a hit reads them by.
    public let parameterNames: [String]
    /// The query items, decoded, in order.
    public let expectedQuery: [Parameter]
    /// The decoded fragment.
    public let expectedFragment: String?
    /// The segments the `**` remainder captures.
    public let expectedRemainder: [String]

    init(
      url: String, expectedRoute: Int, expectedParameters: [Parameter],
      expectedQuery: [Parameter], expectedFragment: String?, expectedRemainder: [String]
    ) {
      self.url = url
      self.expectedRoute = expectedRoute
      self.expectedParameters = expectedParameters
      self.parameterNames = expectedParameters.map(\.name)
      self.expectedQuery = expectedQuery
      self.expectedFragment = expectedFragment
      self.expectedRemainder = expectedRemainder
    }

    /// What a peer must read from the link.
    public var expected: LinkReading {
      LinkReading(
        route: expectedRoute, parameters: expectedParameters, query: expectedQuery,
        fragment: expectedFragment, remainder: expectedRemainder)
    }
  }

  /// Everything a peer read from a link, for the checks made outside timing.
  public struct LinkReading: Sendable, Equatable {
    /// The index of the route reached.
    public let route: Int
    /// The route parameters read by name.
    public let parameters: [Parameter]
    /// The query items, decoded.
    public let query: [Parameter]
    /// The fragment, decoded.
    public let fragment: String?
    /// The remainder's segments.
    public let remainder: [String]
  }

  /// A name and a value: a route parameter or a query item.
  public struct Parameter: Sendable, Equatable, CustomStringConvertible {
    /// The name.
    public let name: String
    /// The decoded value.
    public let value: String

    /// `name=value`.
    public var description: String { "\(name)=\(value)" }
  }

  /// The universal-link domain the table accepts.
  public static let domain = "shop.example.com"

  /// The routes, in registration order.
  public let routes: [Workload.RouteSpec]
  /// The probes of each shape, spread from the first section to the last,
  /// shuffled.
  public let probes: [Shape: [Probe]]

  /// The workload for `routeCount` routes, with `probesPerShape` links of
  /// each shape; `seed` fixes the shuffles.
  public init(routeCount: Int, probesPerShape: Int = 64, seed: UInt64 = 0x5EED) {
    routes = (0..<routeCount).map { Workload.RouteSpec(index: $0, path: Self.path(forRoute: $0)) }
    var random = SplitMix64(seed: seed)
    let sections = max(1, routeCount / 5)
    var probes: [Shape: [Probe]] = [:]
    for shape in Shape.allCases {
      let made = (0..<probesPerShape).map { probe in
        Self.probe(shape, section: probe * (sections - 1) / max(1, probesPerShape - 1))
      }
      probes[shape] = made.shuffled(using: &random)
    }
    self.probes = probes
  }

  static func path(forRoute k: Int) -> String {
    let i = k / 5
    switch k % 5 {
    case 0: return "p\(i)/product/:id/reviews"
    case 1: return "c\(i)/category/:name"
    case 2: return "s\(i)/search/:term"
    case 3: return "t\(i)/:store/aisle/:aisle/item/:item"
    default: return "d\(i)/docs/**"
    }
  }

  private static func item(_ name: String, _ value: String) -> Parameter {
    Parameter(name: name, value: value)
  }

  /// The four query items a marketing link carries, and their text.
  private static let campaign = (
    text: "utm_source=newsletter&utm_medium=email&utm_campaign=spring%20sale&ref=home",
    items: [
      item("utm_source", "newsletter"), item("utm_medium", "email"),
      item("utm_campaign", "spring sale"), item("ref", "home"),
    ]
  )

  static func probe(_ shape: Shape, section i: Int) -> Probe {
    let id = "\(1000 + i)"
    let universal = "https://\(domain)"
    let custom = "\(Workload.scheme):/"
    switch shape {
    case .plain:
      return Probe(
        url: "\(custom)/p\(i)/product/\(id)/reviews?page=2&sort=recent&lang=en&ref=home",
        expectedRoute: 5 * i, expectedParameters: [item("id", id)],
        expectedQuery: [
          item("page", "2"), item("sort", "recent"), item("lang", "en"), item("ref", "home"),
        ],
        expectedFragment: nil, expectedRemainder: [])
    case .universal:
      return Probe(
        url: "\(universal)/p\(i)/product/\(id)/reviews?\(campaign.text)",
        expectedRoute: 5 * i, expectedParameters: [item("id", id)],
        expectedQuery: campaign.items, expectedFragment: nil, expectedRemainder: [])
    case .escaped:
      return Probe(
        url: "\(custom)/c\(i)/category/shoes%20%26%20boots?\(campaign.text)",
        expectedRoute: 5 * i + 1, expectedParameters: [item("name", "shoes & boots")],
        expectedQuery: campaign.items, expectedFragment: nil, expectedRemainder: [])
    case .unicode:
      return Probe(
        url: "\(universal)/s\(i)/search/caf%C3%A9%20cr%C3%A8me%20%E2%82%AC5?lang=fr&ref=home",
        expectedRoute: 5 * i + 2, expectedParameters: [item("term", "café crème €5")],
        expectedQuery: [item("lang", "fr"), item("ref", "home")],
        expectedFragment: nil, expectedRemainder: [])
    case .items:
      return Probe(
        url: "\(custom)/t\(i)/paris/aisle/12/item/\(id)"
          + "?q=red+shoes&color=dark+blue&size=42&sort=price&page=3&view=grid",
        expectedRoute: 5 * i + 3,
        expectedParameters: [item("store", "paris"), item("aisle", "12"), item("item", id)],
        expectedQuery: [
          item("q", "red shoes"), item("color", "dark blue"), item("size", "42"),
          item("sort", "price"), item("page", "3"), item("view", "grid"),
        ],
        expectedFragment: nil, expectedRemainder: [])
    case .remainder:
      return Probe(
        url: "\(custom)/d\(i)/docs/guides/getting-started/ios/installation#step-3",
        expectedRoute: 5 * i + 4, expectedParameters: [], expectedQuery: [],
        expectedFragment: "step-3",
        expectedRemainder: ["guides", "getting-started", "ios", "installation"])
    }
  }
}

/// The floor of any link reader: one pass over a link's bytes that finds
/// its separators and escapes (`/ ? & = # % +`) and does nothing else.
public enum LinkFloor {
  /// How many separators and escapes `url` holds.
  @inline(never)
  public static func scan(_ url: String) -> Int {
    var url = url
    return url.withUTF8 { bytes in
      var found = 0
      for byte in bytes {
        switch byte {
        case UInt8(ascii: "/"), UInt8(ascii: "?"), UInt8(ascii: "&"), UInt8(ascii: "="),
          UInt8(ascii: "#"), UInt8(ascii: "%"), UInt8(ascii: "+"):
          found &+= 1
        default: break
        }
      }
      return found
    }
  }
}

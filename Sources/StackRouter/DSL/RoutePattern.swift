/// A route's path pattern: an optional scope and the components to match.
///
/// Patterns identify route entities. They are written in the route DSL
/// without targets, and print back as that text:
///
/// ```swift
/// let pattern = try RoutePattern(parsing: "list/:itemID")
/// print(pattern)  // list/:itemID
/// ```
public struct RoutePattern: Hashable, Sendable, CustomStringConvertible {
  /// The scheme or domain the pattern is limited to, if any.
  public let scope: RouteScope?
  /// The path components, in order.
  public let components: [PathComponent]

  /// Creates a pattern from its parts.
  public init(scope: RouteScope? = nil, components: [PathComponent]) {
    self.scope = scope
    self.components = components
  }

  /// Parses a pattern written in the route DSL without targets, such as
  /// `list/:itemID` or `myapp://settings/**`.
  ///
  /// - Throws: ``RouteSyntaxError`` naming the column of the first problem,
  ///   including a `<Type>` target, which patterns do not carry, an optional
  ///   group (``expansions(parsing:)`` reads those) and text in another
  ///   router's spelling, such as `user/<id>`.
  public init(parsing text: String) throws(RouteSyntaxError) {
    self = try RouteSyntax.parseOne(text, allowsTargets: false).pattern
  }

  /// Parses a pattern that may hold optional groups, such as
  /// `share/:item(/:format)`, into every pattern it stands for.
  ///
  /// - Throws: ``RouteSyntaxError`` at the column of the first problem.
  public static func expansions(parsing text: String) throws(RouteSyntaxError) -> [RoutePattern] {
    try RouteSyntax.parseEvery(text, allowsTargets: false).map(\.pattern)
  }

  /// The pattern as DSL text, such as `myapp://list/:itemID`.
  public var description: String {
    // Gathered as bytes and made a string once: appending to a String piece
    // by piece cost more than the rest of printing.
    var bytes: [UInt8] = []
    bytes.reserveCapacity(64)
    if let scope {
      bytes += scope.description.utf8
    } else if components.isEmpty {
      return "/"  // the root
    } else if components.first == .fragment {
      bytes.append(UInt8(ascii: "/"))  // the root's fragment: `/#/view`
    }
    for (offset, component) in components.enumerated() {
      // `#` follows the path with no `/`: `user#/view`.
      if offset > 0, component != .fragment { bytes.append(UInt8(ascii: "/")) }
      switch component {
      case .literal(let text): bytes += text.utf8
      case .affixed: bytes += component.description.utf8
      case .parameter(let name):
        bytes.append(UInt8(ascii: ":"))
        bytes += name.utf8
      case .wildcard: bytes.append(UInt8(ascii: "*"))
      case .catchAll: bytes += [UInt8(ascii: "*"), UInt8(ascii: "*")]
      case .fragment: bytes.append(UInt8(ascii: "#"))
      }
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// The names of the pattern's `:name` parameters, in order.
  public var parameterNames: [String] {
    // Counted first, so that a pattern without parameters allocates nothing
    // and one with parameters allocates once.
    let count = components.reduce(0) { $1.parameterName == nil ? $0 : $0 + 1 }
    guard count > 0 else { return [] }
    var names: [String] = []
    names.reserveCapacity(count)
    for component in components {
      if let name = component.parameterName { names.append(name) }
    }
    return names
  }

  /// Whether the pattern has a fragment pattern: components after a `#`
  /// (``PathComponent/fragment``), matched against the link's fragment.
  public var hasFragment: Bool {
    components.contains(.fragment)
  }

  /// Whether the pattern ends with `**`.
  public var endsWithCatchAll: Bool {
    components.last == .catchAll
  }

  /// The pattern made of the first `count` components, with the same scope.
  func prefix(_ count: Int) -> RoutePattern {
    RoutePattern(scope: scope, components: Array(components.prefix(count)))
  }

  /// The pattern with parameter names erased: two patterns with the same
  /// shape match exactly the same links.
  var shape: [PathComponent] {
    components.map { $0.parameterName == nil ? $0 : .parameter("") }
  }
}

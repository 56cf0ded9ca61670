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
  ///   including a `<Type>` target, which patterns do not carry.
  public init(parsing text: String) throws(RouteSyntaxError) {
    self = try RouteSyntax.parse(text, allowsTargets: false).pattern
  }

  /// The pattern as DSL text, such as `myapp://list/:itemID`.
  public var description: String {
    (scope?.description ?? "") + components.map(\.description).joined(separator: "/")
  }

  /// The names of the pattern's `:name` parameters, in order.
  public var parameterNames: [String] {
    components.compactMap(\.parameterName)
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

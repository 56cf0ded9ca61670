/// One screen of the navigation hierarchy, known by the entity it shows and
/// the parameters it was given.
///
/// A screen the router did not create (an app's own root controller, say)
/// has no entity: it is known only by its target name.
public struct Screen: Hashable, Sendable, CustomStringConvertible {
  /// The target type's name.
  public var target: String { storage.value.target }
  /// The entity the screen shows, when the router knows it.
  public var entity: RouteEntity? { storage.value.entity }
  /// The parameters the screen received with its last link.
  public var parameters: LinkParameters { storage.value.parameters }
  /// The names of the route parameters its pattern captures.
  public var routeParameterNames: [String] { storage.value.routeParameterNames }
  /// The segments the `*` components of its pattern matched, in order.
  public var wildcards: [String] { storage.value.wildcards }
  /// The segments its pattern's `**` matched (every `**`'s, in order, for a
  /// pattern with several).
  public var remainder: [String] { storage.value.remainder }

  /// The screen's values, shared by every copy: screens are copied into
  /// states, steps and plans, and a copy then costs one reference.
  private let storage: SharedValue<Fields>

  private struct Fields: Sendable {
    let target: String
    let entity: RouteEntity?
    let parameters: LinkParameters
    let routeParameterNames: [String]
    let wildcards: [String]
    let remainder: [String]
  }

  /// Creates a screen for an entity.
  ///
  /// - Parameters:
  ///   - entity: the entity it shows.
  ///   - parameters: its parameters.
  ///   - routeParameterNames: the route parameters its pattern captures; by
  ///     default its `:name` components (a custom matcher may say otherwise).
  ///   - wildcards: the segments its `*` components matched.
  ///   - remainder: the segments a trailing `**` matched.
  public init(
    entity: RouteEntity, parameters: LinkParameters = LinkParameters(),
    routeParameterNames: [String]? = nil, wildcards: [String] = [], remainder: [String] = []
  ) {
    storage = SharedValue(
      Fields(
        target: entity.target, entity: entity, parameters: parameters,
        routeParameterNames: routeParameterNames ?? entity.parameterNames,
        wildcards: wildcards, remainder: remainder))
  }

  /// Creates the screen a link shows for one entity of its chain.
  public init(entity: RouteEntity, link: AppLink) {
    let names = link.routeParameterNames(for: entity)
    self.init(
      entity: entity, parameters: link.parameters(for: entity, routeParameterNames: names),
      routeParameterNames: names,
      wildcards: link.wildcards(for: entity),
      remainder: entity.endsWithCatchAll || link.hasRemainder ? link.remainder(for: entity) : [])
  }

  /// Creates a screen the router does not know.
  public init(target: String, parameters: LinkParameters = LinkParameters()) {
    storage = SharedValue(
      Fields(
        target: target, entity: nil, parameters: parameters, routeParameterNames: [],
        wildcards: [], remainder: []))
  }

  /// Screens are equal when they show the same target and entity with the
  /// same parameters and captures.
  public static func == (lhs: Screen, rhs: Screen) -> Bool {
    lhs.storage === rhs.storage
      || (lhs.target == rhs.target && lhs.entity == rhs.entity
        && lhs.parameters == rhs.parameters
        && lhs.routeParameterNames == rhs.routeParameterNames
        && lhs.wildcards == rhs.wildcards && lhs.remainder == rhs.remainder)
  }

  /// Hashes what `==` compares.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(storage.value.target)
    hasher.combine(storage.value.entity)
    hasher.combine(storage.value.parameters)
    hasher.combine(storage.value.routeParameterNames)
    hasher.combine(storage.value.wildcards)
    hasher.combine(storage.value.remainder)
  }

  /// The route parameters the screen's own pattern captures: with the
  /// segments `*` and `**` matched, what makes two screens of one entity different screens
  /// (`item/1` and `item/2`).
  public var identity: LinkParameters {
    guard entity != nil else { return parameters }
    let names = Set(routeParameterNames)
    return parameters.filter { names.contains($0) }
  }

  /// Whether this screen already is `other`'s: the same entity with the same
  /// route parameters, wildcard segments and remainder. Query parameters may differ; a reload
  /// delivers them.
  public func isSameScreen(as other: Screen) -> Bool {
    showsSameEntity(as: other) && hasSameIdentity(as: other) && wildcards == other.wildcards
      && remainder == other.remainder
  }

  /// Whether the two identities are equal, compared name by name when the
  /// screens capture the same names (the usual case), without building them.
  private func hasSameIdentity(as other: Screen) -> Bool {
    guard routeParameterNames == other.routeParameterNames else {
      return identity == other.identity
    }
    return routeParameterNames.allSatisfy { name in
      parameters.hasSameValues(for: name, as: other.parameters)
    }
  }

  /// Whether `other` shows the same entity, whatever its parameters.
  public func showsSameEntity(as other: Screen) -> Bool {
    guard let entity, let otherEntity = other.entity else { return false }
    return entity.hasSamePattern(as: otherEntity)
  }

  /// `Target route (parameters)`, such as `DetailVC list/:itemID (itemID=42)`,
  /// with the wildcard segments after `*=` and the remainder after `**=`.
  public var description: String {
    let route = entity.map { " \($0.pattern)" } ?? ""
    let rest =
      (wildcards.isEmpty ? [] : ["*=" + wildcards.joined(separator: "/")])
      + (remainder.isEmpty ? [] : ["**=" + remainder.joined(separator: "/")])
    let details = (parameters.isEmpty ? [] : [parameters.description]) + rest
    return target + route + (details.isEmpty ? "" : " (\(details.joined(separator: ", ")))")
  }
}

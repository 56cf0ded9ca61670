/// Entity options applied to assembled entities, and the checks that run
/// once every route is in.
extension TableAssembly {
  // MARK: Options

  mutating func apply(_ configuration: Registrar.OptionsRegistration) {
    guard let index = index(of: configuration.pattern) else {
      report(.unknownEntity(configuration.pattern), at: configuration.location)
      return
    }
    apply(configuration.options, to: index, at: configuration.location)
  }

  /// The place in `records` of the entity with `pattern`, if any.
  func index(of pattern: RoutePattern) -> Int? {
    guard let node = matcher.existingShape(of: pattern) else { return nil }
    var found: Int?
    matcher.forEachRoute(at: node) { index in
      let record = records[Int(index)]
      guard
        scope(of: record) == pattern.scope
          && components(patternRange(of: record)).elementsEqual(pattern.components)
      else { return true }
      found = Int(index)
      return false
    }
    return found
  }

  mutating func apply(_ options: EntityOptions, to index: Int, at location: SourceLocation) {
    let pattern = pattern(of: records[index])
    var record = settings[index] ?? Settings()
    for (name, value) in options.defaults.sorted(by: { $0.key < $1.key }) {
      if let earlier = record.defaults[name], earlier.value != value {
        report(
          .conflictingOption(pattern, option: "default '\(name)'", at: earlier.location),
          at: location)
      } else {
        record.defaults[name] = (value, location)
      }
    }
    if let allowed = options.allowedParameters {
      if let earlier = record.allowed, earlier.names != allowed {
        report(
          .conflictingOption(pattern, option: "allowed parameters", at: earlier.location),
          at: location)
      } else {
        record.allowed = (allowed, location)
      }
    }
    if let style = options.presentationStyle {
      if !records[index].isModal {
        report(.styleForPushedEntity(pattern), at: location)
      } else if let earlier = record.style, earlier.style != style {
        report(
          .conflictingOption(pattern, option: "presentation style", at: earlier.location),
          at: location)
      } else {
        record.style = (style, location)
      }
    }
    settings[index] = record
  }

  // MARK: Checks

  /// Reports entities whose patterns differ but match exactly the same links
  /// (they reach one trie node), each against the earliest registered entity
  /// of its shape. Runs before blocks join the trie.
  mutating func checkAmbiguity() {
    for index in records.indices {
      // Most nodes end one entity; the list is made only for the others.
      let node = records[index].node
      var (first, count): (Int32, Int) = (-1, 0)
      matcher.forEachRoute(at: node) { route in
        if count == 0 { first = route }
        count += 1
        return count < 2
      }
      guard first == Int32(index), count > 1 else { continue }
      var group: [Int] = []
      matcher.forEachRoute(at: node) { route in
        group.append(Int(route))
        return true
      }
      group.sort { lhs, rhs in
        let (left, right) = (location(of: records[lhs]), location(of: records[rhs]))
        return (left.file, left.line, left.column, lhs) < (
          right.file, right.line, right.column, rhs
        )
      }
      let earliest = records[group[0]]
      for other in group.dropFirst() {
        report(
          .ambiguous(
            pattern(of: records[other]), other: pattern(of: earliest),
            at: location(of: earliest)),
          at: location(of: records[other]))
      }
    }
  }
}

import StackRouterSwiftUI

/// The seeds the strict stand-in runs each suite under, and what each seed
/// also varies.
enum StrictSeeds {
  /// 200 seeds.
  static let all: [UInt64] = Array(1...200)

  /// iOS 16's rules for even seeds, iOS 17's for odd ones.
  static func rules(for seed: UInt64) -> TransitionRules {
    seed.isMultiple(of: 2) ? .iOS16 : .iOS17
  }
}

extension FakeSwiftUI {
  /// Whether what is drawn is what the navigator's bindings say, with
  /// nothing dropped: `nil` when it is, or what differs.
  func drift() -> String? {
    if !violations.isEmpty { return "dropped: " + violations.joined(separator: "; ") }
    let drawnTree = drawn.description
    let bound = boundTree
    return drawnTree == bound ? nil : "drawn:\n\(drawnTree)\nbound:\n\(bound)"
  }
}

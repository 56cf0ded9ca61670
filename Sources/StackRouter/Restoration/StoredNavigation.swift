import Foundation

/// The navigation hierarchy as an app stores it for state restoration:
/// every stack as the links of its screens, bottom first, and every modal
/// with its presentation style. It holds no object, so it survives the app
/// being terminated.
///
/// ```swift
/// let stored = router.navigator.state.stored(in: router.table)
/// let data = stored.encoded()  // into @SceneStorage or the scene's restoration activity
/// // at the next launch:
/// await router.restore(from: data)
/// ```
///
/// It prints as a tree, like ``NavigationState``:
///
/// ```
/// tabs (selected: news)
/// ├── news
/// │   ├── sample://articles
/// │   └── sample://articles/42
/// └── library
/// modal formSheet
/// └── sample://compose
/// ```
///
/// ``Router/restore(_:)`` rebuilds it through the router: every link goes
/// through intake, matching and the app's guards again, so a screen that is
/// no longer allowed is not restored.
public struct StoredNavigation: Hashable, Sendable, Codable, CustomStringConvertible {
  /// The version of the format this type writes; data of another version is
  /// not restored.
  public static let currentVersion = 1

  /// The user-info key under which a state-restoration `NSUserActivity`
  /// holds the encoded data.
  public static let userInfoKey = "stackrouter.navigation"

  /// The kind of root container.
  public enum RootKind: String, Hashable, Sendable, Codable, CustomStringConvertible {
    /// One navigation stack.
    case stack
    /// A tab bar of navigation stacks.
    case tabs
    /// A custom container of navigation stacks.
    case container

    /// `stack`, `tabs` or `container`.
    public var description: String { rawValue }
  }

  /// A stored stack of the root: the single stack (named `""`), or a tab's
  /// or child's.
  public struct Branch: Hashable, Sendable, Codable {
    /// The tab's or child's name; `""` for the single stack.
    public var name: String
    /// The links of the stack's screens, from the bottom.
    public var links: [String]

    /// Creates a stored stack.
    public init(name: String, links: [String]) {
      self.name = name
      self.links = links
    }
  }

  /// A stored modal.
  public struct Modal: Hashable, Sendable, Codable {
    /// The style it was presented with.
    public var style: ModalPresentationStyle
    /// The links of its screens, from the bottom.
    public var links: [String]

    /// Creates a stored modal.
    public init(style: ModalPresentationStyle, links: [String]) {
      self.style = style
      self.links = links
    }
  }

  /// The version of the format the data was written with.
  public var version: Int
  /// The kind of root container.
  public var root: RootKind
  /// The selected tab or child; `nil` for a single stack.
  public var selected: String?
  /// The root's stacks, in order: one for a single stack.
  public var branches: [Branch]
  /// The modals, from the bottom to the top.
  public var modals: [Modal]

  /// Creates stored navigation in the current format.
  ///
  /// - Parameters:
  ///   - root: the kind of root container.
  ///   - selected: the selected tab or child, if the root has them.
  ///   - branches: the root's stacks, in order.
  ///   - modals: the modals, from the bottom.
  public init(
    root: RootKind, selected: String? = nil, branches: [Branch], modals: [Modal] = []
  ) {
    self.version = Self.currentVersion
    self.root = root
    self.selected = selected
    self.branches = branches
    self.modals = modals
  }

  /// The hierarchy as an indented tree of links.
  public var description: String {
    var lines: [String] = []
    switch root {
    case .stack:
      lines.append("stack")
      Self.render(branches.first?.links ?? [], prefix: "", into: &lines)
    case .tabs, .container:
      lines.append("\(root) (selected: \(selected ?? ""))")
      for (offset, branch) in branches.enumerated() {
        let isLast = offset == branches.count - 1
        lines.append((isLast ? "└── " : "├── ") + branch.name)
        Self.render(branch.links, prefix: isLast ? "    " : "│   ", into: &lines)
      }
    }
    for modal in modals {
      lines.append("modal \(modal.style)")
      Self.render(modal.links, prefix: "", into: &lines)
    }
    return lines.joined(separator: "\n")
  }

  private static func render(_ links: [String], prefix: String, into lines: inout [String]) {
    for (offset, link) in links.enumerated() {
      lines.append(prefix + (offset == links.count - 1 ? "└── " : "├── ") + link)
    }
  }
}

extension ModalPresentationStyle: Codable {}

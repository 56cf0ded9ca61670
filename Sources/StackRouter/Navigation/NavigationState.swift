/// A value that describes the whole navigation hierarchy: the root container,
/// its stacks, and the chain of presented modals, every screen known by its
/// entity and parameters.
///
/// Navigators report their state; the ``StackRouteHandler`` plans from it;
/// tests compare it. It prints as an indented tree:
///
/// ```
/// tabs (selected: news)
/// ├── news
/// │   ├── ArticleListVC articles
/// │   └── ArticleVC articles/:articleID (articleID=42)
/// └── library
/// modal formSheet
/// └── ComposeVC compose
/// ```
public struct NavigationState: Hashable, Sendable {
  /// The root container.
  public var root: Root
  /// The presented modals, from the bottom (presented on the root) to the top.
  public var modals: [Modal]

  /// Creates a state.
  public init(root: Root, modals: [Modal] = []) {
    self.root = root
    self.modals = modals
  }

  /// The root container of an app.
  public enum Root: Hashable, Sendable {
    /// One navigation stack.
    case stack([Screen])
    /// A tab bar of navigation stacks, with the selected tab's name.
    case tabs([Branch], selected: String)
    /// A custom container of children, each with a navigation stack, with the
    /// selected child's name (a side menu, a split view, ...).
    case container([Branch], selected: String)
  }

  /// A named tab or container child and its navigation stack.
  public struct Branch: Hashable, Sendable {
    /// The tab's or child's name, as placements use it.
    public var name: String
    /// The stack, from the bottom.
    public var stack: [Screen]

    /// Creates a branch.
    public init(name: String, stack: [Screen] = []) {
      self.name = name
      self.stack = stack
    }
  }

  /// A presented modal: a navigation stack of its own, with a style.
  public struct Modal: Hashable, Sendable {
    /// The style it was presented with.
    public var style: ModalPresentationStyle
    /// Its navigation stack, from the bottom.
    public var stack: [Screen]

    /// Creates a modal.
    public init(style: ModalPresentationStyle = .automatic, stack: [Screen]) {
      self.style = style
      self.stack = stack
    }
  }

  /// Where a navigation stack is in the hierarchy.
  public enum StackLocation: Hashable, Sendable, CustomStringConvertible {
    /// The root navigation stack of an app without tabs.
    case root
    /// A tab's or container child's stack.
    case branch(String)
    /// The stack of the modal at this depth (0 is the bottom modal).
    case modal(Int)

    /// `root stack`, `tab NAME` or `modal N`.
    public var description: String {
      switch self {
      case .root: "root stack"
      case .branch(let name): "tab \(name)"
      case .modal(let depth): "modal \(depth)"
      }
    }
  }

  // MARK: Reading

  /// The names of the tabs or container children; empty for a single stack.
  public var branchNames: [String] {
    switch root {
    case .stack: []
    case .tabs(let branches, _), .container(let branches, _): branches.map(\.name)
    }
  }

  /// The selected tab or child, if the root has branches.
  public var selectedBranch: String? {
    switch root {
    case .stack: nil
    case .tabs(_, let selected), .container(_, let selected): selected
    }
  }

  /// The stack shown at the root: the single stack, or the selected branch's.
  public var visibleRootLocation: StackLocation {
    selectedBranch.map(StackLocation.branch) ?? .root
  }

  /// The stack at a location, or `nil` when there is none.
  public func stack(at location: StackLocation) -> [Screen]? {
    switch (location, root) {
    case (.root, .stack(let stack)): stack
    case (.branch(let name), .tabs(let branches, _)),
      (.branch(let name), .container(let branches, _)):
      branches.first { $0.name == name }?.stack
    case (.modal(let depth), _): modals.indices.contains(depth) ? modals[depth].stack : nil
    default: nil
    }
  }

  /// The location of the top-most stack: the top modal's, or the visible root stack.
  public var topLocation: StackLocation {
    modals.isEmpty ? visibleRootLocation : .modal(modals.count - 1)
  }

  /// The screen the user sees: the top of the top-most stack.
  public var visibleScreen: Screen? {
    stack(at: topLocation)?.last
  }

  // MARK: Changing

  /// Replaces the stack at a location. Returns `false` when there is no such stack.
  @discardableResult
  public mutating func setStack(_ stack: [Screen], at location: StackLocation) -> Bool {
    switch (location, root) {
    case (.root, .stack):
      root = .stack(stack)
    case (.branch(let name), .tabs(var branches, let selected)):
      guard let index = branches.firstIndex(where: { $0.name == name }) else { return false }
      branches[index].stack = stack
      root = .tabs(branches, selected: selected)
    case (.branch(let name), .container(var branches, let selected)):
      guard let index = branches.firstIndex(where: { $0.name == name }) else { return false }
      branches[index].stack = stack
      root = .container(branches, selected: selected)
    case (.modal(let depth), _):
      guard modals.indices.contains(depth) else { return false }
      modals[depth].stack = stack
    default:
      return false
    }
    return true
  }

  /// Selects a tab or child. Returns `false` when there is no such branch.
  @discardableResult
  public mutating func select(_ name: String) -> Bool {
    switch root {
    case .stack:
      return false
    case .tabs(let branches, _):
      guard branches.contains(where: { $0.name == name }) else { return false }
      root = .tabs(branches, selected: name)
    case .container(let branches, _):
      guard branches.contains(where: { $0.name == name }) else { return false }
      root = .container(branches, selected: name)
    }
    return true
  }
}

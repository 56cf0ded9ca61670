import StackRouter

/// A route table as a graph, for review: a node per entity (its target and
/// pattern) and per block, edges for how each screen is reached, and the
/// tabs (or the root stack) as clusters holding the screens of their stack.
///
/// The graph is a value that ``mermaid`` and ``dot`` render; each kind of
/// node or edge says once how it looks, so a new kind is one case and its
/// two styles.
struct RouteGraph: Equatable {
  /// What a node stands for.
  enum NodeKind: Equatable {
    /// A route entity: a screen.
    case entity
    /// A block handler.
    case block
    /// Whatever is on top when a link arrives: where over-top modals are presented.
    case anyScreen
    /// A Home Screen quick action.
    case shortcut
  }

  /// How a screen is reached from the node an edge starts at.
  enum EdgeKind: Equatable {
    /// Pushed on its source's stack.
    case push
    /// Presented modally in a navigation stack of its own.
    case modal(ModalPresentationStyle)
    /// A quick action opens the screen.
    case opens
    /// A block that passes leaves the link to the entity of its pattern.
    case passes
  }

  struct Node: Equatable {
    let id: String
    let kind: NodeKind
    /// The label, one line per element.
    let lines: [String]
    /// The cluster the node is drawn in, if any.
    let cluster: Int?
  }

  struct Edge: Equatable {
    let from: String
    let to: String
    let kind: EdgeKind
  }

  /// A tab's stack, or the root stack.
  struct Cluster: Equatable {
    let label: String
  }

  let clusters: [Cluster]
  let nodes: [Node]
  let edges: [Edge]

  /// The graph of a table's entities and blocks, and of a manifest's quick actions.
  ///
  /// - Parameters:
  ///   - table: the routes.
  ///   - shortcuts: quick action types and the links they open, in order.
  ///   - child: what the shell's named children are: `tab`, or a custom
  ///     container's `child`.
  init(table: RouteTable, shortcuts: [(type: String, link: String)] = [], child: String = "tab") {
    var clusters: [Cluster] = []
    if let tabs = table.tabs {
      clusters = tabs.map { Cluster(label: "\(child) \($0)") }
    } else if table.entities.contains(where: { $0.placement == .rootStack }) {
      clusters = [Cluster(label: "root stack")]
    }
    var ids: [RoutePattern: String] = [:]
    for (offset, entity) in table.entities.enumerated() { ids[entity.pattern] = "e\(offset)" }

    var nodes: [Node] = []
    var edges: [Edge] = []
    for entity in table.entities {
      let chain = table.chain(to: entity)
      // A screen belongs to its tab's stack unless it is presented, or pushed inside a modal.
      let cluster: Int? =
        chain.contains(where: \.isModal) ? nil : Self.cluster(for: chain[0].placement, in: table)
      let id = ids[entity.pattern]!
      nodes.append(
        Node(
          id: id, kind: .entity, lines: [entity.target, entity.pattern.description],
          cluster: cluster))
      let kind: EdgeKind =
        switch entity.presentation {
        case .push: .push
        case .modal(let style): .modal(style)
        }
      if let source = entity.source, let from = ids[source] {
        edges.append(Edge(from: from, to: id, kind: kind))
      } else if entity.placement == .overTop {
        edges.append(Edge(from: "top", to: id, kind: kind))
      }
    }
    if edges.contains(where: { $0.from == "top" }) {
      nodes.insert(Node(id: "top", kind: .anyScreen, lines: ["any screen"], cluster: nil), at: 0)
    }
    for (offset, block) in table.blocks.enumerated() {
      let id = "b\(offset)"
      let priority = block.priority == 0 ? [] : ["priority \(block.priority)"]
      nodes.append(
        Node(
          id: id, kind: .block,
          lines: [block.name.map { "block " + $0 } ?? "block", block.pattern.description]
            + priority, cluster: nil
        ))
      if let entity = ids[block.pattern] { edges.append(Edge(from: id, to: entity, kind: .passes)) }
    }
    for (offset, shortcut) in shortcuts.enumerated() {
      let id = "s\(offset)"
      nodes.append(Node(id: id, kind: .shortcut, lines: ["shortcut", shortcut.type], cluster: nil))
      if case .matched(let link) = table.resolve(shortcut.link),
        let entity = ids[link.entity.pattern]
      {
        edges.append(Edge(from: id, to: entity, kind: .opens))
      }
    }
    self.clusters = clusters
    self.nodes = nodes
    self.edges = edges
  }

  /// The cluster of a root placement: its tab's, or the root stack's.
  private static func cluster(for placement: RoutePlacement, in table: RouteTable) -> Int? {
    switch placement {
    case .tab(let name): table.tabs?.firstIndex(of: name)
    case .rootStack: table.tabs == nil ? 0 : nil
    case .overTop: nil
    }
  }

  /// The nodes drawn in a cluster, in order.
  func nodes(in cluster: Int?) -> [Node] {
    nodes.filter { $0.cluster == cluster }
  }
}

extension RouteGraph.EdgeKind {
  /// The label an edge carries, if any.
  var label: String? {
    switch self {
    case .push, .opens: nil
    case .modal(let style): "modal \(style)"
    case .passes: "pass"
    }
  }
}

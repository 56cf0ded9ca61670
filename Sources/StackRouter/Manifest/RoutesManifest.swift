import Foundation

/// A plain-text file that describes an app's routes, read by the library at
/// launch and by the `stackrouter` tool.
///
/// ```
/// # Sample app
/// scheme sample
/// domain example.com
/// tabs home search
/// route list<ListVC>/:itemID<DetailVC>/extra<ExtraVC> in home
/// route compose<ComposeVC>!
/// defaults list/:itemID tab=info
/// allow list/:itemID tab sort
/// style compose formSheet
/// shortcut com.example.compose sample://compose
/// start sample://list
/// ```
///
/// Each line is a directive and its words, separated by spaces; `#` starts a
/// comment line. See the Routes Manifest article for every directive.
public struct RoutesManifest: Sendable {
  /// A `route` line.
  public struct RouteLine: Hashable, Sendable {
    /// The parsed DSL.
    public let definition: RouteDefinition
    /// Where the chain's root is shown.
    public let placement: RoutePlacement
    /// Where the DSL starts.
    public let location: SourceLocation
  }

  /// A `shortcut` line: a Home Screen quick action type and the link it opens.
  public struct Shortcut: Hashable, Sendable {
    /// The `UIApplicationShortcutItem` type.
    public let type: String
    /// The link it opens.
    public let link: String
    /// Where the link is written.
    public let location: SourceLocation
  }

  /// A `start` line: a link applied at launch.
  public struct StartLink: Hashable, Sendable {
    /// The link.
    public let link: String
    /// Where the link is written.
    public let location: SourceLocation
  }

  /// The file name used in diagnostics.
  public let file: String
  /// An `options`, `defaults`, `allow` or `style` line's settings for one entity.
  public struct OptionsLine: Hashable, Sendable {
    /// The entity's pattern.
    public let pattern: RoutePattern
    /// The settings the line gives.
    public let options: EntityOptions
    /// Where the pattern is written.
    public let location: SourceLocation
  }

  /// A `block` line: a named block for a pattern; the app binds the name
  /// to code, as targets are bound to types.
  public struct BlockLine: Hashable, Sendable {
    /// The pattern (one expansion of the line's optional groups).
    public let pattern: RoutePattern
    /// The name the app binds code to.
    public let name: String
    /// Blocks of one pattern run from the highest priority down.
    public let priority: Int
    /// Where the pattern is written.
    public let location: SourceLocation
    /// Where the name is written.
    public let nameLocation: SourceLocation
  }

  /// The accepted custom schemes.
  public internal(set) var schemes: [String] = []
  /// The accepted universal-link domains.
  public internal(set) var domains: [String] = []
  /// Where each scheme, then each domain, is written.
  var nameLocations: [String: SourceLocation] = [:]
  /// The tab names, when the app shell is a tab bar.
  public internal(set) var tabs: [String]?
  /// The children's names, in order, when the app shell is a custom
  /// container (a `container` line), each holding a navigation stack; a
  /// route `in NAME` is placed in one, as ``RoutePlacement/tab(_:)`` names
  /// it. The tool simulates it with ``HeadlessNavigator/Shell/container(_:)``.
  public internal(set) var container: [String]?

  /// The tabs' or the container's children's names: what a placement may
  /// name. The table declares them as its ``RouteTable/tabs``.
  var shellChildren: [String]? { tabs ?? container }
  /// The routes, in file order.
  public internal(set) var routes: [RouteLine] = []
  /// The entity options, in file order.
  public internal(set) var entityOptions: [OptionsLine] = []
  /// The named blocks, in file order.
  public internal(set) var blocks: [BlockLine] = []
  /// The Home Screen quick actions.
  public internal(set) var shortcuts: [Shortcut] = []
  /// The links applied at launch, in order.
  public internal(set) var startLinks: [StartLink] = []
  /// The Swift types of parameters, in file order (`parameter` lines).
  public internal(set) var parameterTypes: [ParameterType] = []
  /// The matching options.
  public internal(set) var options = MatchingOptions()
  /// Warnings for lines that parse but probably do not say what was meant
  /// (see ``RouteLint``), in line order.
  public internal(set) var warnings: [ManifestError.Diagnostic] = []

  init(file: String) {
    self.file = file
  }

  /// Reads and parses the manifest at `path`.
  ///
  /// - Throws: ``ManifestError`` for an unreadable file or any malformed line.
  public static func load(contentsOf path: String) throws(ManifestError) -> RoutesManifest {
    guard let data = FileManager.default.contents(atPath: path) else {
      throw ManifestError(diagnostics: [
        .init(
          location: SourceLocation(file: path, line: 1, column: 1), message: "cannot read the file")
      ])
    }
    guard let text = String(data: data, encoding: .utf8) else {
      throw ManifestError(diagnostics: [
        .init(
          location: SourceLocation(file: path, line: 1, column: 1),
          message: "the file is not UTF-8 text")
      ])
    }
    return try RoutesManifest(parsing: text, file: path)
  }

  /// Parses manifest text.
  ///
  /// - Parameters:
  ///   - text: the manifest.
  ///   - file: the name diagnostics use.
  /// - Throws: ``ManifestError`` listing every malformed line.
  public init(parsing text: String, file: String = "<manifest>") throws(ManifestError) {
    var parser = ManifestParser(file: file)
    self = try parser.parse(text)
  }

  /// The names the manifest's `block` lines use, each once, in file order.
  public var blockNames: [String] {
    var names: [String] = []
    for block in blocks where !names.contains(block.name) { names.append(block.name) }
    return names
  }

  /// The `start` links as requests, in order and without animation: apply
  /// them at launch to build the first screens.
  public var startRequests: [RouteRequest] {
    startLinks.map { RouteRequest.url($0.link, animation: .never) }
  }

  /// The link a Home Screen quick action type opens, if the manifest maps it.
  public func link(forShortcutType type: String) -> String? {
    shortcuts.first { $0.type == type }?.link
  }
}

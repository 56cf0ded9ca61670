#if canImport(UIKit) || os(Linux)
#if canImport(UIKit)
import UIKit
#else
import UIKitStandIn
#endif
import Foundation
import StackRouter

/// An article's link parameters as one typed value: the Swift form of
/// WAAppRouting's `WAAppLinkParameters`. Its coding keys map the link's short
/// names (`hl`, `ref`) to properties; enums read their raw values; optionals
/// are absent parameters.
///
/// `typedexample://articles/42?display=compact&hl=router&ref=mail` decodes to
/// `ArticleParameters(articleID: 42, display: .compact, highlight: "router", referrer: .mail)`.
struct ArticleParameters: Codable, Hashable {
  /// How the article is laid out.
  enum Display: String, Codable {
    case full, compact
  }

  /// Where the reader came from.
  enum Referrer: String, Codable {
    case mail, push, web
  }

  /// From the route, `:articleID`.
  var articleID: Int
  /// From the query, else the entity's default (`full`).
  var display: Display
  /// A word to highlight, `hl`.
  var highlight: String?
  /// `ref`.
  var referrer: Referrer?

  enum CodingKeys: String, CodingKey {
    case articleID
    case display
    case highlight = "hl"
    case referrer = "ref"
  }

  /// Refuses article links whose parameters do not decode (`articles/abc`,
  /// `display=huge`) before any screen changes: guards see typed parameters.
  static let validation = RouteGuard("article parameters") { context in
    guard context.entity?.target == ArticleViewController.routeName else { return .allow }
    do {
      _ = try context.parameters.decode(ArticleParameters.self)
      return .allow
    } catch {
      return .reject("not an article link: \(error)")
    }
  }

  /// The link that opens this article, built through `Encodable`: the
  /// property the pattern names fills `:articleID`, the others become the
  /// query. `nil` when the table has no article route.
  @MainActor
  func url(in table: RouteTable) -> URL? {
    let entity = table.entities.first { $0.target == ArticleViewController.routeName }
    return entity.flatMap { try? table.url(for: $0, encoding: self) }
  }
}

#endif

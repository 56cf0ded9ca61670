#if canImport(UIKit) || os(Linux)
#if canImport(UIKit)
import UIKit
#else
import UIKitStandIn
#endif
import StackRouter
import StackRouterUIKit

/// The article list, `typedexample://articles`.
final class ArticleListViewController: UIViewController, RoutableTarget, LinkOpening {
  weak var links: LinkReceiver?

  /// Creates the list in code.
  static func make(for link: AppLink, parameters: LinkParameters) -> Self {
    let list = Self()
    list.title = "Articles"
    return list
  }

  /// A row's tap: opens the article compact, built from typed parameters.
  func didSelectArticle(_ articleID: Int) {
    let article = ArticleParameters(articleID: articleID, display: .compact, referrer: .web)
    guard let table = links?.router.table, let url = article.url(in: table) else { return }
    open(url.absoluteString)
  }

  /// The Account button.
  func showAccount() {
    open("typedexample://account")
  }
}

/// An article, `typedexample://articles/:articleID`, laid out as its typed
/// parameters say.
final class ArticleViewController: UIViewController, RoutableTarget {
  /// The parameters of the last link; never `nil` once shown, since the
  /// ``ArticleParameters/validation`` guard refuses links that do not decode.
  private(set) var article: ArticleParameters?

  /// Creates the screen in code.
  static func make(for link: AppLink, parameters: LinkParameters) -> Self {
    Self()
  }

  /// Called with every link that shows this article: a new `display` or
  /// `hl` reloads the same screen.
  func reload(with link: AppLink, parameters: LinkParameters) {
    article = try? parameters.decode(ArticleParameters.self)
    title = article.map { "Article \($0.articleID)" }
  }
}

#endif

#if canImport(SwiftUI) && canImport(UIKit)
import CoreSpotlight
import StackRouter
import UniformTypeIdentifiers

/// The app's routes: `stackrouter lint` and `stackrouter open` read the same
/// text from a file.
enum AppRoutes {
  static let manifest = """
    scheme swiftuiexample
    domain swiftui.example.com
    tabs feed inbox

    # Feed: the articles, an article, its comments (pushed: Back goes to the article).
    route articles<ArticleList>/:articleID<ArticleView>/comments<CommentsView> in feed
    # Inbox: the messages and a message.
    route messages<MessageList>/:messageID<MessageView> in inbox
    # A new message: a sheet, with the recipients pushed inside it.
    route compose<ComposeView>!/recipients<RecipientsView>
    # The player covers the whole screen.
    route player/:trackID<PlayerView>!
    style player/:trackID fullScreen
    # The account, for logged-in users only, and the login sheet.
    route account<AccountView>!
    route login<LoginView>!

    shortcut com.example.swiftui.compose swiftuiexample://compose
    start swiftuiexample://messages
    start swiftuiexample://articles
    """

  /// Spotlight items for the first articles: each item's identifier is its
  /// link, so tapping the result opens the article.
  static func searchableItems(in table: RouteTable) -> [CSSearchableItem] {
    guard let article = try? RoutePattern(parsing: "articles/:articleID") else { return [] }
    return (1...5).compactMap { id in
      guard let link = try? table.link(for: article, parameters: ["articleID": "\(id)"]) else {
        return nil
      }
      let attributes = CSSearchableItemAttributeSet(contentType: .text)
      attributes.title = "Article \(id)"
      return CSSearchableItem(
        uniqueIdentifier: link, domainIdentifier: "articles", attributeSet: attributes)
    }
  }
}

#endif

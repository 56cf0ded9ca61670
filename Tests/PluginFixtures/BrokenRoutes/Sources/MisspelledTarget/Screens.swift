import StackRouter

/// The article list.
final class ArticleListScreen: RoutableTarget {
  static func make(for link: AppLink, parameters: LinkParameters) -> ArticleListScreen {
    ArticleListScreen()
  }
}

/// One article.
final class ArticleScreen: RoutableTarget {
  static func make(for link: AppLink, parameters: LinkParameters) -> ArticleScreen {
    ArticleScreen()
  }
}

/// A color: a type of the app that links cannot carry.
struct Color {
  var name: String
}

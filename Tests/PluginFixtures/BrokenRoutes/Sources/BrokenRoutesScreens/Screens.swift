import StackRouter

// The screens and types the broken manifests name, shared by the fixture's
// targets (each re-exports this module, so its generated source sees them).

/// The article list.
public final class ArticleListScreen: RoutableTarget {
  /// Creates the screen.
  public static func make(for link: AppLink, parameters: LinkParameters) -> ArticleListScreen {
    ArticleListScreen()
  }
}

/// One article.
public final class ArticleScreen: RoutableTarget {
  /// Creates the screen.
  public static func make(for link: AppLink, parameters: LinkParameters) -> ArticleScreen {
    ArticleScreen()
  }
}

/// A color: a type of the app that links cannot carry.
public struct Color {
  /// The color's name.
  public var name: String
}

import StackRouter

/// How an article list is sorted: a raw-value enum the manifest names.
enum SortOrder: String, LinkParameterValue, Sendable {
  case newest
  case oldest
}

/// A screen that records the link it was shown with.
class FixtureScreen {
  private(set) var lastLink: AppLink?

  required init() {}

  func reload(with link: AppLink, parameters: LinkParameters) {
    lastLink = link
  }
}

extension RoutableTarget where Self: FixtureScreen {
  static func make(for link: AppLink, parameters: LinkParameters) -> Self { Self() }
}

final class ArticleListScreen: FixtureScreen, RoutableTarget {}
final class ArticleScreen: FixtureScreen, RoutableTarget {}
final class CommentsScreen: FixtureScreen, RoutableTarget {}
final class ShelfListScreen: FixtureScreen, RoutableTarget {}
final class ShelfScreen: FixtureScreen, RoutableTarget {}
final class FileScreen: FixtureScreen, RoutableTarget {}
final class ComposeScreen: FixtureScreen, RoutableTarget {}
final class PromoScreen: FixtureScreen, RoutableTarget {}
final class AboutScreen: FixtureScreen, RoutableTarget {}
final class MirrorScreen: FixtureScreen, RoutableTarget {}

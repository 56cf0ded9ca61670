#if canImport(UIKit) || os(Linux)
#if canImport(UIKit)
import UIKit
#else
import UIKitStandIn
#endif
import Foundation
import StackRouter

// The screens the test apps route to. Each records every link it receives, as
// `LINK` or `LINK (PARAMETERS)`, so tests can tell a reloaded screen from a new one.

/// Formats one delivered link the way every test screen records it.
@MainActor
func reloadEntry(_ link: AppLink, _ parameters: LinkParameters) -> String {
  parameters.isEmpty ? "\(link.request)" : "\(link.request) (\(parameters))"
}

final class ListViewController: UIViewController, RoutableTarget {
  private(set) var reloads: [String] = []
  static func make(for link: AppLink, parameters: LinkParameters) -> Self {
    Self(nibName: nil, bundle: nil)
  }
  func reload(with link: AppLink, parameters: LinkParameters) {
    reloads.append(reloadEntry(link, parameters))
  }
}

final class DetailViewController: UIViewController, RoutableTarget {
  private(set) var reloads: [String] = []
  static func make(for link: AppLink, parameters: LinkParameters) -> Self {
    Self(nibName: nil, bundle: nil)
  }
  func reload(with link: AppLink, parameters: LinkParameters) {
    reloads.append(reloadEntry(link, parameters))
  }
}

final class CommentsViewController: UIViewController, RoutableTarget {
  private(set) var reloads: [String] = []
  static func make(for link: AppLink, parameters: LinkParameters) -> Self {
    Self(nibName: nil, bundle: nil)
  }
  func reload(with link: AppLink, parameters: LinkParameters) {
    reloads.append(reloadEntry(link, parameters))
  }
}

final class CommentViewController: UIViewController, RoutableTarget {
  private(set) var reloads: [String] = []
  static func make(for link: AppLink, parameters: LinkParameters) -> Self {
    Self(nibName: nil, bundle: nil)
  }
  func reload(with link: AppLink, parameters: LinkParameters) {
    reloads.append(reloadEntry(link, parameters))
  }
}

final class ComposeViewController: UIViewController, RoutableTarget {
  private(set) var reloads: [String] = []
  static func make(for link: AppLink, parameters: LinkParameters) -> Self {
    Self(nibName: nil, bundle: nil)
  }
  func reload(with link: AppLink, parameters: LinkParameters) {
    reloads.append(reloadEntry(link, parameters))
  }
}

final class AccountViewController: UIViewController, RoutableTarget {
  private(set) var reloads: [String] = []
  static func make(for link: AppLink, parameters: LinkParameters) -> Self {
    Self(nibName: nil, bundle: nil)
  }
  func reload(with link: AppLink, parameters: LinkParameters) {
    reloads.append(reloadEntry(link, parameters))
  }
}

final class NewsViewController: UIViewController, RoutableTarget {
  private(set) var reloads: [String] = []
  static func make(for link: AppLink, parameters: LinkParameters) -> Self {
    Self(nibName: nil, bundle: nil)
  }
  func reload(with link: AppLink, parameters: LinkParameters) {
    reloads.append(reloadEntry(link, parameters))
  }
}

final class ArticleViewController: UIViewController, RoutableTarget {
  private(set) var reloads: [String] = []
  static func make(for link: AppLink, parameters: LinkParameters) -> Self {
    Self(nibName: nil, bundle: nil)
  }
  func reload(with link: AppLink, parameters: LinkParameters) {
    reloads.append(reloadEntry(link, parameters))
  }
}

final class LibraryViewController: UIViewController, RoutableTarget {
  private(set) var reloads: [String] = []
  static func make(for link: AppLink, parameters: LinkParameters) -> Self {
    Self(nibName: nil, bundle: nil)
  }
  func reload(with link: AppLink, parameters: LinkParameters) {
    reloads.append(reloadEntry(link, parameters))
  }
}

final class BookViewController: UIViewController, RoutableTarget {
  private(set) var reloads: [String] = []
  static func make(for link: AppLink, parameters: LinkParameters) -> Self {
    Self(nibName: nil, bundle: nil)
  }
  func reload(with link: AppLink, parameters: LinkParameters) {
    reloads.append(reloadEntry(link, parameters))
  }
}

final class ArchiveViewController: UIViewController, RoutableTarget {
  private(set) var reloads: [String] = []
  static func make(for link: AppLink, parameters: LinkParameters) -> Self {
    Self(nibName: nil, bundle: nil)
  }
  func reload(with link: AppLink, parameters: LinkParameters) {
    reloads.append(reloadEntry(link, parameters))
  }
}

final class YearViewController: UIViewController, RoutableTarget {
  private(set) var reloads: [String] = []
  static func make(for link: AppLink, parameters: LinkParameters) -> Self {
    Self(nibName: nil, bundle: nil)
  }
  func reload(with link: AppLink, parameters: LinkParameters) {
    reloads.append(reloadEntry(link, parameters))
  }
}

final class InboxViewController: UIViewController, RoutableTarget {
  private(set) var reloads: [String] = []
  static func make(for link: AppLink, parameters: LinkParameters) -> Self {
    Self(nibName: nil, bundle: nil)
  }
  func reload(with link: AppLink, parameters: LinkParameters) {
    reloads.append(reloadEntry(link, parameters))
  }
}

final class MessageViewController: UIViewController, RoutableTarget {
  private(set) var reloads: [String] = []
  static func make(for link: AppLink, parameters: LinkParameters) -> Self {
    Self(nibName: nil, bundle: nil)
  }
  func reload(with link: AppLink, parameters: LinkParameters) {
    reloads.append(reloadEntry(link, parameters))
  }
}

final class MenuViewController: UIViewController, RoutableTarget {
  private(set) var reloads: [String] = []
  static func make(for link: AppLink, parameters: LinkParameters) -> Self {
    Self(nibName: nil, bundle: nil)
  }
  func reload(with link: AppLink, parameters: LinkParameters) {
    reloads.append(reloadEntry(link, parameters))
  }
}

final class SettingsViewController: UIViewController, RoutableTarget {
  private(set) var reloads: [String] = []
  static func make(for link: AppLink, parameters: LinkParameters) -> Self {
    Self(nibName: nil, bundle: nil)
  }
  func reload(with link: AppLink, parameters: LinkParameters) {
    reloads.append(reloadEntry(link, parameters))
  }
}

/// The app's own first screen, which no route creates.
final class HomeViewController: UIViewController {}

/// The app's own login screen, which no route creates.
final class LoginViewController: UIViewController {}

#endif

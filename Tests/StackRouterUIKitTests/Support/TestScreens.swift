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

/// A screen that records its appearance callbacks, oldest first, as apps' screens that do
/// work in `viewDidAppear(_:)` see them.
class AppearanceRecordingScreen: UIViewController {
  private(set) var appearanceCallbacks: [String] = []

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    appearanceCallbacks.append("viewWillAppear")
  }

  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    appearanceCallbacks.append("viewDidAppear")
  }

  override func viewWillDisappear(_ animated: Bool) {
    super.viewWillDisappear(animated)
    appearanceCallbacks.append("viewWillDisappear")
  }

  override func viewDidDisappear(_ animated: Bool) {
    super.viewDidDisappear(animated)
    appearanceCallbacks.append("viewDidDisappear")
  }
}

/// Formats one delivered link the way every test screen records it.
@MainActor
func reloadEntry(_ link: AppLink, _ parameters: LinkParameters) -> String {
  parameters.isEmpty ? "\(link.request)" : "\(link.request) (\(parameters))"
}

final class ListViewController: AppearanceRecordingScreen, RoutableTarget {
  private(set) var reloads: [String] = []
  static func make(for link: AppLink, parameters: LinkParameters) -> Self {
    Self(nibName: nil, bundle: nil)
  }
  func reload(with link: AppLink, parameters: LinkParameters) {
    reloads.append(reloadEntry(link, parameters))
  }
}

final class DetailViewController: AppearanceRecordingScreen, RoutableTarget {
  private(set) var reloads: [String] = []
  static func make(for link: AppLink, parameters: LinkParameters) -> Self {
    Self(nibName: nil, bundle: nil)
  }
  func reload(with link: AppLink, parameters: LinkParameters) {
    reloads.append(reloadEntry(link, parameters))
  }
}

final class CommentsViewController: AppearanceRecordingScreen, RoutableTarget {
  private(set) var reloads: [String] = []
  static func make(for link: AppLink, parameters: LinkParameters) -> Self {
    Self(nibName: nil, bundle: nil)
  }
  func reload(with link: AppLink, parameters: LinkParameters) {
    reloads.append(reloadEntry(link, parameters))
  }
}

final class CommentViewController: AppearanceRecordingScreen, RoutableTarget {
  private(set) var reloads: [String] = []
  static func make(for link: AppLink, parameters: LinkParameters) -> Self {
    Self(nibName: nil, bundle: nil)
  }
  func reload(with link: AppLink, parameters: LinkParameters) {
    reloads.append(reloadEntry(link, parameters))
  }
}

final class ComposeViewController: AppearanceRecordingScreen, RoutableTarget {
  private(set) var reloads: [String] = []
  static func make(for link: AppLink, parameters: LinkParameters) -> Self {
    Self(nibName: nil, bundle: nil)
  }
  func reload(with link: AppLink, parameters: LinkParameters) {
    reloads.append(reloadEntry(link, parameters))
  }
}

final class AccountViewController: AppearanceRecordingScreen, RoutableTarget {
  private(set) var reloads: [String] = []
  static func make(for link: AppLink, parameters: LinkParameters) -> Self {
    Self(nibName: nil, bundle: nil)
  }
  func reload(with link: AppLink, parameters: LinkParameters) {
    reloads.append(reloadEntry(link, parameters))
  }
}

final class NewsViewController: AppearanceRecordingScreen, RoutableTarget {
  private(set) var reloads: [String] = []
  static func make(for link: AppLink, parameters: LinkParameters) -> Self {
    Self(nibName: nil, bundle: nil)
  }
  func reload(with link: AppLink, parameters: LinkParameters) {
    reloads.append(reloadEntry(link, parameters))
  }
}

final class ArticleViewController: AppearanceRecordingScreen, RoutableTarget {
  private(set) var reloads: [String] = []
  static func make(for link: AppLink, parameters: LinkParameters) -> Self {
    Self(nibName: nil, bundle: nil)
  }
  func reload(with link: AppLink, parameters: LinkParameters) {
    reloads.append(reloadEntry(link, parameters))
  }
}

final class LibraryViewController: AppearanceRecordingScreen, RoutableTarget {
  private(set) var reloads: [String] = []
  static func make(for link: AppLink, parameters: LinkParameters) -> Self {
    Self(nibName: nil, bundle: nil)
  }
  func reload(with link: AppLink, parameters: LinkParameters) {
    reloads.append(reloadEntry(link, parameters))
  }
}

final class BookViewController: AppearanceRecordingScreen, RoutableTarget {
  private(set) var reloads: [String] = []
  static func make(for link: AppLink, parameters: LinkParameters) -> Self {
    Self(nibName: nil, bundle: nil)
  }
  func reload(with link: AppLink, parameters: LinkParameters) {
    reloads.append(reloadEntry(link, parameters))
  }
}

final class ArchiveViewController: AppearanceRecordingScreen, RoutableTarget {
  private(set) var reloads: [String] = []
  static func make(for link: AppLink, parameters: LinkParameters) -> Self {
    Self(nibName: nil, bundle: nil)
  }
  func reload(with link: AppLink, parameters: LinkParameters) {
    reloads.append(reloadEntry(link, parameters))
  }
}

final class YearViewController: AppearanceRecordingScreen, RoutableTarget {
  private(set) var reloads: [String] = []
  static func make(for link: AppLink, parameters: LinkParameters) -> Self {
    Self(nibName: nil, bundle: nil)
  }
  func reload(with link: AppLink, parameters: LinkParameters) {
    reloads.append(reloadEntry(link, parameters))
  }
}

final class InboxViewController: AppearanceRecordingScreen, RoutableTarget {
  private(set) var reloads: [String] = []
  static func make(for link: AppLink, parameters: LinkParameters) -> Self {
    Self(nibName: nil, bundle: nil)
  }
  func reload(with link: AppLink, parameters: LinkParameters) {
    reloads.append(reloadEntry(link, parameters))
  }
}

final class MessageViewController: AppearanceRecordingScreen, RoutableTarget {
  private(set) var reloads: [String] = []
  static func make(for link: AppLink, parameters: LinkParameters) -> Self {
    Self(nibName: nil, bundle: nil)
  }
  func reload(with link: AppLink, parameters: LinkParameters) {
    reloads.append(reloadEntry(link, parameters))
  }
}

final class MenuViewController: AppearanceRecordingScreen, RoutableTarget {
  private(set) var reloads: [String] = []
  static func make(for link: AppLink, parameters: LinkParameters) -> Self {
    Self(nibName: nil, bundle: nil)
  }
  func reload(with link: AppLink, parameters: LinkParameters) {
    reloads.append(reloadEntry(link, parameters))
  }
}

final class SettingsViewController: AppearanceRecordingScreen, RoutableTarget {
  private(set) var reloads: [String] = []
  static func make(for link: AppLink, parameters: LinkParameters) -> Self {
    Self(nibName: nil, bundle: nil)
  }
  func reload(with link: AppLink, parameters: LinkParameters) {
    reloads.append(reloadEntry(link, parameters))
  }
}

/// The app's own first screen, which no route creates.
final class HomeViewController: AppearanceRecordingScreen {}

/// The app's own login screen, which no route creates.
final class LoginViewController: UIViewController {}

#endif

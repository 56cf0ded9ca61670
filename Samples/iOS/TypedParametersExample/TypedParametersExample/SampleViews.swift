#if canImport(UIKit)
import UIKit

// The screens' views, where UIKit exists. The stand-in that these sources also
// compile against on Linux models navigation, not views, so the sample's other
// files hold no view code; the scene delegate's `preconfigure` calls
// `installSampleViews()` on every screen before it receives a link.

/// A button on a sample screen: its title, its accessibility identifier (the
/// UI tests tap it by that), and what it does.
struct SampleAction {
  let title: String
  let identifier: String
  let perform: @MainActor () -> Void

  init(_ title: String, _ identifier: String, perform: @escaping @MainActor () -> Void) {
    self.title = title
    self.identifier = identifier
    self.perform = perform
  }
}

/// A screen of the sample: a background, a line of text and a column of
/// buttons. Its view's accessibility identifier is its type's name, so UI
/// tests find each screen of the visible stack by it.
@MainActor
protocol SampleScreen: UIViewController {
  /// A line under the navigation bar, which shows the screen's title.
  var sampleText: String { get }
  /// The buttons, top to bottom.
  var sampleActions: [SampleAction] { get }
}

extension SampleScreen {
  var sampleText: String { "" }
  var sampleActions: [SampleAction] { [] }

  /// Fills the screen's view once; later calls do nothing.
  func installSampleViews() {
    let identifier = String(describing: type(of: self))
    guard view.accessibilityIdentifier != identifier else { return }
    view.accessibilityIdentifier = identifier
    view.backgroundColor = .systemBackground
    let label = UILabel()
    label.text = sampleText
    label.numberOfLines = 0
    label.accessibilityIdentifier = "\(identifier).text"
    let buttons = sampleActions.map { action in
      let button = UIButton(
        configuration: .tinted(),
        primaryAction: UIAction(title: action.title) { _ in action.perform() })
      button.accessibilityIdentifier = action.identifier
      return button
    }
    let stack = UIStackView(arrangedSubviews: (sampleText.isEmpty ? [] : [label]) + buttons)
    stack.axis = .vertical
    stack.spacing = 12
    stack.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(stack)
    NSLayoutConstraint.activate([
      stack.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
      stack.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
      stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 16),
    ])
  }
}

extension ArticleListViewController: SampleScreen {
  var sampleText: String { "Each article opens compact, from typed parameters." }
  var sampleActions: [SampleAction] {
    (1...3).map { id in
      SampleAction("Article \(id)", "articles.\(id)") { [weak self] in self?.didSelectArticle(id) }
    } + [SampleAction("Account", "articles.account") { [weak self] in self?.showAccount() }]
  }
}

extension ArticleViewController: SampleScreen {}

extension AccountViewController: SampleScreen {
  var sampleText: String { "Only logged-in users get here." }
}

extension LoginViewController: SampleScreen {
  var sampleText: String { "The account waits until you log in." }
  var sampleActions: [SampleAction] {
    [
      SampleAction("Log In", "login.logIn") { [weak self] in self?.logIn() },
      SampleAction("Cancel", "login.cancel") { [weak self] in self?.cancel() },
    ]
  }
}

#endif

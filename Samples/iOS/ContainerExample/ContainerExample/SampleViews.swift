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

extension MenuViewController: SampleScreen {
  var sampleActions: [SampleAction] {
    rows.indices.map { row in
      SampleAction(rows[row].title, "menu.row.\(row)") { [weak self] in self?.didSelectRow(row) }
    }
  }
}

extension List1ViewController: SampleScreen {
  var sampleActions: [SampleAction] {
    (1...3).map { row in
      SampleAction("Item \(row)", "list1.item.\(row)") { [weak self] in self?.didSelectRow(row) }
    } + [SampleAction("Menu", "list1.menu") { [weak self] in self?.showMenu() }]
  }
}

extension List1DetailViewController: SampleScreen {
  var sampleActions: [SampleAction] {
    [SampleAction("Go to extra", "list1Detail.extra") { [weak self] in self?.goToExtra() }]
  }
}

extension List1ExtraViewController: SampleScreen {}

extension List2ViewController: SampleScreen {
  var sampleActions: [SampleAction] {
    (1...3).map { row in
      SampleAction("Item \(row)", "list2.item.\(row)") { [weak self] in self?.didSelectRow(row) }
    } + [SampleAction("Menu", "list2.menu") { [weak self] in self?.showMenu() }]
  }
}

extension List2DetailViewController: SampleScreen {
  var sampleActions: [SampleAction] {
    [
      SampleAction("Modal", "list2Detail.modal") { [weak self] in self?.showModal() },
      SampleAction("Go back", "list2Detail.back") { [weak self] in self?.goBack() },
    ]
  }
}

extension ModalViewController: SampleScreen {
  var sampleActions: [SampleAction] {
    [
      SampleAction("Go to list 1 detail", "modal.list1Detail") { [weak self] in
        self?.goToList1Detail()
      },
      SampleAction("Cancel", "modal.cancel") { [weak self] in self?.cancel() },
    ]
  }
}

#endif

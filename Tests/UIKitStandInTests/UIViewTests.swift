#if os(Linux)
import Foundation
import Testing
@_spi(Testing) import UIKitStandIn

/// Records the order UIKit calls the view-loading methods in.
private final class LoadingViewController: UIViewController {
  var calls: [String] = []

  override func loadView() {
    calls.append("loadView")
    super.loadView()
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    calls.append("viewDidLoad")
  }
}

@Suite("Views", .isolatedStandIn)
@MainActor
struct UIViewTests {
  @Test("a controller's view loads once, on first access, with loadView then viewDidLoad")
  func viewLoading() {
    let controller = LoadingViewController(nibName: nil, bundle: nil)
    #expect(!controller.isViewLoaded)
    #expect(controller.viewIfLoaded == nil)
    #expect(controller.calls.isEmpty)

    let view = controller.view
    _ = controller.view
    #expect(controller.isViewLoaded)
    #expect(controller.viewIfLoaded === view)
    #expect(controller.calls == ["loadView", "viewDidLoad"])
  }

  @Test("adding a subview moves it from its previous superview")
  func subviews() {
    let first = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
    let second = UIView()
    let child = UIView()
    first.addSubview(child)
    #expect(child.superview === first)
    second.addSubview(child)
    #expect(first.subviews.isEmpty)
    #expect(second.subviews.map { ObjectIdentifier($0) } == [ObjectIdentifier(child)])
    child.removeFromSuperview()
    #expect(child.superview == nil)
    #expect(first.bounds == CGRect(x: 0, y: 0, width: 100, height: 50))
    child.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    #expect(child.autoresizingMask.contains(.flexibleHeight))
  }

  @Test("a root view controller's view is in its window, hidden or not; a detached one's is not")
  func viewWindow() {
    let root = Screen("Root")
    let window = UIWindow(windowScene: UIWindowScene())
    window.rootViewController = root
    let detached = Screen("Detached")
    let subview = UIView()
    root.view.addSubview(subview)

    #expect(root.view.window === window)
    #expect(subview.window === window)
    #expect(detached.view.window == nil)
    #expect(window.window === window)
  }
}

#endif

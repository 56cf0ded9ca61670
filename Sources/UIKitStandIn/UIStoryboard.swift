import Foundation

/// Mirrors UIKit's `UIStoryboard` (Apple's documentation: `@MainActor class UIStoryboard`,
/// `init(name:bundle:)`, `instantiateViewController(withIdentifier:)`,
/// `instantiateInitialViewController()` and, iOS 13+,
/// `instantiateViewController(identifier:creator:)`; UIKitBehaviour.md is silent on storyboards).
///
/// There are no storyboard files on Linux: tests register each scene's class with
/// ``register(_:identifier:inStoryboardNamed:isInitial:)``. As in UIKit, a scene is created
/// with `init?(coder:)` (or the creator block). An identifier a storyboard does not hold is an
/// exception in UIKit: here it is recorded in `UIKitStandIn.violations`.
@MainActor
open class UIStoryboard: NSObject {
  private let name: String

  private init(storyboardName: String) {
    self.name = storyboardName
  }

  /// Mirrors `init(name:bundle:)`, a convenience initializer in UIKit.
  public convenience init(name: String, bundle storyboardBundleOrNil: Bundle?) {
    self.init(storyboardName: name)
  }

  /// Mirrors `instantiateViewController(withIdentifier:)`.
  open func instantiateViewController(withIdentifier identifier: String) -> UIViewController {
    guard let scene = Self.scenes[name]?[identifier] else {
      UIKitStandIn.session.log.recordViolation(missingScene(identifier))
      return UIViewController(nibName: nil, bundle: nil)
    }
    return scene.init(coder: NSCoder()) ?? UIViewController(nibName: nil, bundle: nil)
  }

  /// Mirrors `instantiateInitialViewController()`.
  open func instantiateInitialViewController() -> UIViewController? {
    Self.initialScenes[name].map { instantiateViewController(withIdentifier: $0) }
  }

  /// Mirrors `instantiateViewController(identifier:creator:)`. The creator's controller must
  /// be a kind of the scene's class (UIKit raises "Custom instantiated … must be kind of
  /// class …"); when it returns `nil`, or there is no creator, the scene's own class is created
  /// with `init?(coder:)` (Apple: "this method creates the view controller using the default
  /// init(coder:) method"). The scene's class must be `ViewController` or a subclass.
  public func instantiateViewController<ViewController: UIViewController>(
    identifier: String, creator: ((NSCoder) -> ViewController?)? = nil
  ) -> ViewController {
    let coder = NSCoder()
    guard let scene = Self.scenes[name]?[identifier] else {
      UIKitStandIn.session.log.recordViolation(missingScene(identifier))
      return creator?(coder) ?? fallback()
    }
    guard scene is ViewController.Type else {
      UIKitStandIn.session.log.recordViolation(
        "stand-in: the scene '\(identifier)' is a \(scene), not a \(ViewController.self)")
      return creator?(coder) ?? fallback()
    }
    if let created = creator?(coder) {
      if !created.isKind(of: scene) {
        UIKitStandIn.session.log.recordViolation(
          Diagnostics.creatorReturnedForeignClass(created, scene: scene))
      }
      return created
    }
    return scene.init(coder: coder) as? ViewController ?? fallback()
  }

  /// What the stand-in returns where UIKit would have raised.
  private func fallback<ViewController: UIViewController>() -> ViewController {
    guard let controller = ViewController(coder: NSCoder()) else {
      preconditionFailure("stand-in: \(ViewController.self).init(coder:) returned nil")
    }
    return controller
  }

  private func missingScene(_ identifier: String) -> String {
    "Storyboard (<UIStoryboard: \(name)>) doesn't contain a view controller with identifier '\(identifier)'"
  }

  // MARK: Test registration

  private static var scenes: [String: [String: UIViewController.Type]] = [:]
  private static var initialScenes: [String: String] = [:]

  /// Stand-in only: declares that the storyboard `name` holds a scene of class `type` under
  /// `identifier` (and, if `isInitial`, that it is the initial scene).
  @_spi(Testing)
  public static func register(
    _ type: UIViewController.Type, identifier: String, inStoryboardNamed name: String,
    isInitial: Bool = false
  ) {
    scenes[name, default: [:]][identifier] = type
    if isInitial { initialScenes[name] = identifier }
  }
}

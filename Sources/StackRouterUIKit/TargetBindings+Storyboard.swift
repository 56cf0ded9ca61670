#if canImport(UIKit) || os(Linux)
#if canImport(UIKit)
import UIKit
#else
import UIKitStandIn
#endif
import Foundation
import StackRouter

extension TargetBindings {
  /// Binds a target type to a scene of a storyboard, created with UIKit's
  /// `instantiateViewController(identifier:creator:)`.
  ///
  /// ```swift
  /// let main = UIStoryboard(name: "Main", bundle: nil)
  /// bindings.bind(DetailViewController.self, storyboard: main)  // Storyboard ID "DetailViewController"
  /// ```
  ///
  /// - Parameters:
  ///   - type: the screen's type; its `routeName` is the name bound.
  ///   - storyboard: the storyboard that holds the scene.
  ///   - identifier: the scene's Storyboard ID; the route name by default.
  ///   - creator: custom initialization, as UIKit's `creator` block (dependencies
  ///     passed to `init?(coder:)`).
  public mutating func bind<Target: UIViewController & RoutableTarget>(
    _ type: Target.Type, storyboard: UIStoryboard, identifier: String? = nil,
    creator: ((NSCoder) -> Target?)? = nil
  ) {
    let identifier = identifier ?? Target.routeName
    bind(Target.routeName) { _, _ in
      storyboard.instantiateViewController(identifier: identifier, creator: creator)
    }
  }
}

#endif

#if canImport(UIKit) || os(Linux)
#if canImport(UIKit)
import UIKit
#else
import UIKitStandIn
#endif

/// The app's entry point. UIKit creates this delegate at launch, then, for
/// each window, the ``SceneDelegate`` that Info.plist's scene manifest
/// (`UIApplicationSceneManifest`) names; links, quick actions and activities
/// all arrive there. On Linux the stand-in's `main()` returns at once.
@main
final class AppDelegate: UIResponder, UIApplicationDelegate {}

#endif

// swift-format-ignore-file
// The scene-based app's entry point of StackRouterUIKit.docc/AppSetup.md
// (#2), verbatim between its markers (the DocumentationTests' SnippetTests
// check it): a module of its own, as it has its own `@main`. Compiled
// against real UIKit where it exists and against the stand-in on Linux.
#if canImport(UIKit) || os(Linux)
#if canImport(UIKit)
import UIKit
#else
import UIKitStandIn
#endif

// snippet: Sources/StackRouterUIKit/StackRouterUIKit.docc/AppSetup.md #2
@main
final class AppDelegate: UIResponder, UIApplicationDelegate {}
// end snippet
#endif

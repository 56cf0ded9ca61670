// swift-tools-version: 6.1
import PackageDescription

/// Settings every target shares: Swift 6 language mode (complete concurrency
/// checking) plus the upcoming features the codebase is written against.
let sharedSettings: [SwiftSetting] = [
  .enableUpcomingFeature("ExistentialAny")
]

/// The iOS sample apps' sources: built for iOS and Mac Catalyst against UIKit,
/// and on Linux against the UIKit stand-in, so they stay honest. Each sample
/// is also an Xcode app, `Samples/iOS/<name>/<name>.xcodeproj`, whose app
/// target compiles these same files (its Info.plist and entitlements sit
/// beside them, and its UI tests in a folder of their own).
let sampleApps = ["SimpleExample", "TypedParametersExample", "TabsExample", "ContainerExample"]

/// The SwiftUI sample apps' sources: built for iOS and Mac Catalyst; on
/// Linux and macOS they compile to empty modules, as the SwiftUI layer does.
let swiftUISampleApps = ["SwiftUIExample"]

/// The files of a sample's Xcode app target that are not Swift sources.
func sampleAppFiles(_ name: String) -> [String] {
  ["Info.plist", "\(name).entitlements"]
}

let package = Package(
  name: "StackRouter",
  // iOS and iPadOS, and Mac Catalyst, get the whole package; macOS gets the
  // core, the tool and the SwiftUI navigator's logic (UIKit exists there only
  // under Mac Catalyst, so the UIKit adapter and the SwiftUI layer compile to
  // nothing). tvOS and visionOS are not declared:
  // their UIKit lacks the More list, and tvOS also quick actions, Spotlight and
  // sheets, which the adapter uses (README, "Platforms").
  platforms: [.iOS(.v16), .macCatalyst(.v16), .macOS(.v13)],
  products: [
    .library(name: "StackRouter", targets: ["StackRouter"]),
    .library(name: "StackRouterUIKit", targets: ["StackRouterUIKit"]),
    .library(name: "StackRouterSwiftUI", targets: ["StackRouterSwiftUI"]),
    .executable(name: "stackrouter", targets: ["StackRouterTool"]),
    // Typed routes: the build plugin generates Swift from a target's
    // `.routes` files; the command plugin runs the tool on a package's.
    .plugin(name: "StackRouterPlugin", targets: ["StackRouterPlugin"]),
    .plugin(name: "StackRouterCommandPlugin", targets: ["StackRouterCommandPlugin"]),
  ],
  targets: [
    // STACKROUTER_CHECKS turns on the fast path's invariant checks
    // (Sources/StackRouter/FastPath): on in debug builds, which tests use;
    // the fuzz build turns it on too; release builds stay unchecked.
    .target(
      name: "StackRouter",
      swiftSettings: sharedSettings + [.define("STACKROUTER_CHECKS", .when(configuration: .debug))]
    ),
    // The UIKit adapter. Where UIKit exists it imports UIKit; on Linux it
    // compiles against the stand-in, so that it is built and tested there.
    .target(
      name: "StackRouterUIKit",
      dependencies: [
        "StackRouter",
        "StackRouterSystemLinks",
        .target(name: "UIKitStandIn", condition: .when(platforms: [.linux])),
      ],
      swiftSettings: sharedSettings
    ),
    // How user activities and quick actions become requests: the one mapping
    // both adapters use. Built where UIKit exists and, against the stand-in,
    // on Linux; empty elsewhere.
    .target(
      name: "StackRouterSystemLinks",
      dependencies: [
        "StackRouter",
        .target(name: "UIKitStandIn", condition: .when(platforms: [.linux])),
      ],
      swiftSettings: sharedSettings
    ),
    // The SwiftUI adapter: the navigator's logic is Foundation-only and built
    // everywhere; its SwiftUI layer compiles where SwiftUI and UIKit exist.
    .target(
      name: "StackRouterSwiftUI",
      dependencies: [
        "StackRouter",
        .target(name: "StackRouterSystemLinks", condition: .when(platforms: [.iOS, .macCatalyst])),
      ],
      swiftSettings: sharedSettings
    ),
    .target(
      name: "StackRouterCommands",
      dependencies: ["StackRouter"],
      swiftSettings: sharedSettings
    ),
    .executableTarget(
      name: "StackRouterTool",
      dependencies: ["StackRouterCommands"],
      swiftSettings: sharedSettings
    ),
    // The typed-routes generator: a manifest's Swift source (the library,
    // tested) and the executable the build plugin runs.
    .target(
      name: "StackRouterGeneration",
      dependencies: ["StackRouter"],
      swiftSettings: sharedSettings
    ),
    .executableTarget(
      name: "StackRouterGenerate",
      dependencies: ["StackRouterGeneration"],
      swiftSettings: sharedSettings
    ),
    .plugin(
      name: "StackRouterPlugin",
      capability: .buildTool(),
      dependencies: ["StackRouterGenerate"]
    ),
    .plugin(
      name: "StackRouterCommandPlugin",
      capability: .command(
        intent: .custom(
          verb: "stackrouter",
          description: "Runs the stackrouter tool (lint, routes, graph, aasa, page) on manifests"
        )
      ),
      dependencies: ["StackRouterTool"]
    ),
    .testTarget(
      name: "StackRouterGenerationTests",
      dependencies: ["StackRouterGeneration"],
      swiftSettings: sharedSettings
    ),
    // A stand-in for the UIKit, scene and CoreSpotlight API the UIKit adapter
    // uses, so that the adapter is built and tested on Linux. Never a product,
    // and a dependency on Linux only: on Apple platforms the adapter imports the
    // real frameworks. (It compiles against Apple's Foundation too, because
    // `swift build` builds every target.)
    .target(name: "UIKitStandIn", swiftSettings: sharedSettings),
    .testTarget(
      name: "StackRouterTests",
      dependencies: ["StackRouter"],
      swiftSettings: sharedSettings
    ),
    .testTarget(
      name: "StackRouterEndToEndTests",
      dependencies: ["StackRouter"],
      swiftSettings: sharedSettings
    ),
    .testTarget(
      name: "StackRouterCommandsTests",
      dependencies: ["StackRouterCommands"],
      swiftSettings: sharedSettings
    ),
    .testTarget(
      name: "StackRouterUIKitTests",
      dependencies: [
        "StackRouterUIKit",
        .target(name: "UIKitStandIn", condition: .when(platforms: [.linux])),
      ],
      swiftSettings: sharedSettings
    ),
    // The code-driven sample: `swift run HeadlessApp`. Its routes are
    // `Headless.routes`, which the build plugin turns into `HeadlessRoutes`.
    .executableTarget(
      name: "HeadlessApp",
      dependencies: ["StackRouter"],
      path: "Samples/HeadlessApp",
      swiftSettings: sharedSettings,
      plugins: ["StackRouterPlugin"]
    ),
    .testTarget(
      name: "HeadlessAppTests",
      dependencies: ["HeadlessApp"],
      swiftSettings: sharedSettings
    ),
    .testTarget(
      name: "StackRouterSwiftUITests",
      dependencies: ["StackRouterSwiftUI"],
      swiftSettings: sharedSettings
    ),
    // Every example of the README and the three catalogs' DocC articles: the
    // commands' output compared with the docs, the route and manifest blocks
    // loaded, and the Swift snippets kept here verbatim, so they compile.
    .testTarget(
      name: "DocumentationTests",
      dependencies: [
        "StackRouter", "StackRouterCommands", "StackRouterUIKit", "DocumentationSnippets",
        "DocumentationUIKitSnippets",
        .target(name: "UIKitStandIn", condition: .when(platforms: [.linux])),
      ],
      exclude: ["Examples"],
      swiftSettings: sharedSettings
    ),
    // The UIKit adapter's DocC snippets, with the screens they name: built
    // against real UIKit where it exists (the iOS SDK type-check covers
    // them) and against the stand-in on Linux. Each of the two app delegates
    // has a module of its own, as each app has one `@main` (and so has the
    // test executable: no test target may depend on them).
    .target(
      name: "DocumentationUIKitSnippets",
      dependencies: [
        "StackRouterUIKit",
        .target(name: "UIKitStandIn", condition: .when(platforms: [.linux])),
      ],
      path: "Tests/DocumentationUIKitSnippets",
      swiftSettings: sharedSettings
    ),
    .target(
      name: "DocumentationUIKitSceneApp",
      dependencies: [.target(name: "UIKitStandIn", condition: .when(platforms: [.linux]))],
      path: "Tests/DocumentationUIKitSceneApp",
      swiftSettings: sharedSettings
    ),
    .target(
      name: "DocumentationUIKitAppDelegate",
      dependencies: [
        "StackRouterUIKit",
        .target(name: "UIKitStandIn", condition: .when(platforms: [.linux])),
      ],
      path: "Tests/DocumentationUIKitAppDelegate",
      swiftSettings: sharedSettings
    ),
    // The docs' SwiftUI snippets: compiled where SwiftUI and UIKit exist, so
    // the iOS SDK type-check covers them (empty elsewhere).
    .target(
      name: "DocumentationSnippets",
      dependencies: ["StackRouterSwiftUI"],
      path: "Tests/DocumentationSnippets",
      swiftSettings: sharedSettings
    ),
    .testTarget(
      name: "UIKitStandInTests",
      dependencies: [.target(name: "UIKitStandIn", condition: .when(platforms: [.linux]))],
      swiftSettings: sharedSettings
    ),
  ]
    + sampleApps.map { name in
      .target(
        name: name,
        dependencies: [
          "StackRouterUIKit",
          .target(name: "UIKitStandIn", condition: .when(platforms: [.linux])),
        ],
        path: "Samples/iOS/\(name)/\(name)",
        exclude: sampleAppFiles(name),
        swiftSettings: sharedSettings
      )
    }
    + swiftUISampleApps.map { name in
      .target(
        name: name,
        dependencies: ["StackRouterSwiftUI"],
        path: "Samples/iOS/\(name)/\(name)",
        exclude: sampleAppFiles(name),
        swiftSettings: sharedSettings
      )
    },
  swiftLanguageModes: [.v6]
)

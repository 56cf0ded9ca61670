// swift-tools-version: 6.0
import PackageDescription

/// Settings every target shares: Swift 6 language mode (complete concurrency
/// checking) plus the upcoming features the codebase is written against.
let sharedSettings: [SwiftSetting] = [
  .enableUpcomingFeature("ExistentialAny")
]

/// The iOS sample apps' sources: built on every platform (against the UIKit
/// stand-in where UIKit does not exist), so they stay honest.
let sampleApps = ["SimpleExample", "TypedParametersExample", "TabsExample", "ContainerExample"]

let package = Package(
  name: "StackRouter",
  platforms: [.iOS(.v16), .macOS(.v13), .tvOS(.v16), .visionOS(.v1)],
  products: [
    .library(name: "StackRouter", targets: ["StackRouter"]),
    .library(name: "StackRouterUIKit", targets: ["StackRouterUIKit"]),
    .executable(name: "stackrouter", targets: ["StackRouterTool"]),
  ],
  targets: [
    .target(name: "StackRouter", swiftSettings: sharedSettings),
    // The UIKit adapter. On iOS it imports UIKit; where UIKit does not exist
    // (Linux, and macOS builds of the package) it compiles against the stand-in.
    .target(
      name: "StackRouterUIKit",
      dependencies: [
        "StackRouter",
        .target(name: "UIKitStandIn", condition: .when(platforms: [.linux, .macOS])),
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
    // A Linux-only stand-in for the UIKit, scene and CoreSpotlight API the
    // UIKit adapter uses. Never a product: on Apple platforms the adapter
    // imports the real frameworks.
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
        .target(name: "UIKitStandIn", condition: .when(platforms: [.linux, .macOS])),
      ],
      swiftSettings: sharedSettings
    ),
    .testTarget(
      name: "UIKitStandInTests",
      dependencies: ["UIKitStandIn"],
      swiftSettings: sharedSettings
    ),
  ]
    + sampleApps.map { name in
      .target(
        name: name,
        dependencies: [
          "StackRouterUIKit",
          .target(name: "UIKitStandIn", condition: .when(platforms: [.linux, .macOS])),
        ],
        path: "Samples/iOS/\(name)",
        swiftSettings: sharedSettings
      )
    },
  swiftLanguageModes: [.v6]
)

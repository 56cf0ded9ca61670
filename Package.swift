// swift-tools-version: 6.0
import PackageDescription

/// Settings every target shares: Swift 6 language mode (complete concurrency
/// checking) plus the upcoming features the codebase is written against.
let sharedSettings: [SwiftSetting] = [
  .enableUpcomingFeature("ExistentialAny")
]

let package = Package(
  name: "StackRouter",
  platforms: [.iOS(.v16), .macOS(.v13), .tvOS(.v16), .visionOS(.v1)],
  products: [
    .library(name: "StackRouter", targets: ["StackRouter"]),
    .executable(name: "stackrouter", targets: ["StackRouterTool"]),
  ],
  targets: [
    .target(name: "StackRouter", swiftSettings: sharedSettings),
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
      name: "UIKitStandInTests",
      dependencies: ["UIKitStandIn"],
      swiftSettings: sharedSettings
    ),
  ],
  swiftLanguageModes: [.v6]
)

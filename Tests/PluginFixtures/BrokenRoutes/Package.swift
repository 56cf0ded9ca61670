// swift-tools-version: 6.1
import PackageDescription

/// Targets that adopt StackRouter's build plugin with a broken manifest
/// each: none may build, and each failure must name the manifest's file,
/// line and column (`.ci/check-plugin` builds them one by one). The screens
/// and types they name live in one support target that each re-exports.
let broken = ["MisspelledTarget", "WrongParameterType", "MalformedManifest"]

let package = Package(
  name: "BrokenRoutes",
  platforms: [.iOS(.v16), .macCatalyst(.v16), .macOS(.v13)],
  dependencies: [.package(name: "StackRouter", path: "../../..")],
  targets: [
    .target(
      name: "BrokenRoutesScreens",
      dependencies: [.product(name: "StackRouter", package: "StackRouter")]
    ),
    // A target of the UIKit navigator whose manifest names a type that is no
    // UIViewController.
    .target(
      name: "UnsuitableTarget",
      dependencies: [
        "BrokenRoutesScreens", .product(name: "StackRouterUIKit", package: "StackRouter"),
      ],
      plugins: [.plugin(name: "StackRouterPlugin", package: "StackRouter")]
    ),
  ]
    + broken.map { name in
      .target(
        name: name,
        dependencies: [
          "BrokenRoutesScreens", .product(name: "StackRouter", package: "StackRouter"),
        ],
        plugins: [.plugin(name: "StackRouterPlugin", package: "StackRouter")]
      )
    },
  swiftLanguageModes: [.v6]
)

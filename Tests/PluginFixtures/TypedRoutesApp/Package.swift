// swift-tools-version: 6.1
import PackageDescription

/// An app target that adopts StackRouter's build plugin: its `App.routes`
/// becomes `AppRoutes`, which its screens and tests use.
let package = Package(
  name: "TypedRoutesApp",
  platforms: [.iOS(.v16), .macCatalyst(.v16), .macOS(.v13)],
  dependencies: [.package(name: "StackRouter", path: "../../..")],
  targets: [
    .target(
      name: "TypedRoutesApp",
      dependencies: [.product(name: "StackRouter", package: "StackRouter")],
      plugins: [.plugin(name: "StackRouterPlugin", package: "StackRouter")]
    ),
    .testTarget(name: "TypedRoutesAppTests", dependencies: ["TypedRoutesApp"]),
  ],
  swiftLanguageModes: [.v6]
)

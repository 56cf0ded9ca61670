// swift-tools-version: 6.1
import PackageDescription

/// Three targets that adopt StackRouter's build plugin with a broken
/// manifest each: none may build, and each failure must name the manifest's
/// file, line and column (`.ci/check-plugin` builds them one by one).
let package = Package(
  name: "BrokenRoutes",
  platforms: [.iOS(.v16), .macCatalyst(.v16), .macOS(.v13)],
  dependencies: [.package(name: "StackRouter", path: "../../..")],
  targets: ["MisspelledTarget", "WrongParameterType", "MalformedManifest"].map { name in
    .target(
      name: name,
      dependencies: [.product(name: "StackRouter", package: "StackRouter")],
      plugins: [.plugin(name: "StackRouterPlugin", package: "StackRouter")]
    )
  },
  swiftLanguageModes: [.v6]
)

// swift-tools-version: 6.0
import PackageDescription

/// Coverage-guided fuzz targets for StackRouter, built with libFuzzer. They
/// live in their own package because the fuzzer sanitizer supplies `main`,
/// which `swift test` in the root package cannot link. See `run`.
let targets = ["FuzzDSL", "FuzzResolve", "FuzzRoundTrip", "FuzzPlanner", "FuzzRouter"]

let package = Package(
  name: "FuzzTesting",
  platforms: [.macOS(.v13)],
  dependencies: [.package(name: "StackRouter", path: "..")],
  targets: [
    .target(
      name: "FuzzSupport",
      dependencies: [.product(name: "StackRouter", package: "StackRouter")]
    )
  ]
    + targets.map { name in
      .executableTarget(
        name: name,
        dependencies: ["FuzzSupport", .product(name: "StackRouter", package: "StackRouter")]
      )
    },
  swiftLanguageModes: [.v6]
)

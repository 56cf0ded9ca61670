// swift-tools-version: 6.0
// StackRouter's benchmarks: StackRouter and RoutingKit measured side by side
// in one release build. A package of its own, so RoutingKit never becomes a
// dependency of the library.
import PackageDescription

let package = Package(
  name: "StackRouterBenchmarks",
  platforms: [.macOS(.v13)],
  dependencies: [
    .package(name: "StackRouter", path: ".."),
    .package(url: "https://github.com/vapor/routing-kit.git", from: "4.9.3"),
  ],
  targets: [
    .target(name: "HeapStatistics"),
    .target(
      name: "BenchmarkSupport",
      dependencies: [
        "HeapStatistics",
        .product(name: "StackRouter", package: "StackRouter"),
        .product(name: "RoutingKit", package: "routing-kit"),
      ]),
    .executableTarget(
      name: "StackRouterBenchmarks", dependencies: ["BenchmarkSupport"]),
    .testTarget(name: "BenchmarkSupportTests", dependencies: ["BenchmarkSupport"]),
  ],
  swiftLanguageModes: [.v6]
)

// StackRouter against RoutingKit, side by side in one run (release builds
// only: `swift run -c release --package-path Benchmarks`).
//
//   (no arguments)        the full table and the RESULT line
//   --quick               sizes 10 and 100 only, fewer repetitions
//   --memory              the heap kept by each peer's 10,000-route table only
//   --default-heap        leave the C allocator's trimming on (see README)
//   --callgrind CASE      one measured loop for Benchmarks/callgrind, where
//                         CASE is stackrouter-hit, routingkit-hit,
//                         stackrouter-build, routingkit-build,
//                         stackrouter-plan-empty or stackrouter-plan
//   --callgrind CASE SHAPE  the second workload, one shape, where CASE is
//                         stackrouter-links, routingkit-links or floor-links

import BenchmarkSupport
import Foundation
import StackRouter

let arguments = Array(CommandLine.arguments.dropFirst())
let heapIsSteady = !arguments.contains("--default-heap")
if heapIsSteady { holdHeapSteady() }

/// Resolves every hit `rounds` times with StackRouter.
@inline(never)
func stackRouterHitLoop(_ peer: StackRouterPeer, _ probes: [Workload.Probe], rounds: Int) -> Int {
  var found = 0
  for _ in 0..<rounds {
    for probe in probes where peer.resolve(probe.url) != nil { found += 1 }
  }
  return found
}

/// Resolves every hit `rounds` times with RoutingKit.
@inline(never)
func routingKitHitLoop(_ peer: RoutingKitPeer, _ probes: [Workload.Probe], rounds: Int) -> Int {
  var found = 0
  for _ in 0..<rounds {
    for probe in probes where peer.resolve(probe.url) != nil { found += 1 }
  }
  return found
}

/// Reads every link with `URLComponents(string:)` only: the floor of any
/// router that parses links with Foundation.
@inline(never)
func urlComponentsLoop(_ probes: [Workload.Probe], rounds: Int) -> Int {
  var found = 0
  for _ in 0..<rounds {
    for probe in probes where URLComponents(string: probe.url) != nil { found += 1 }
  }
  return found
}

func fail(_ message: String) -> Never {
  FileHandle.standardError.write(Data("error: \(message)\n".utf8))
  exit(1)
}

// MARK: - Callgrind mode

// Benchmarks/callgrind counts instructions inside these functions; their
// names are chosen to appear whole in the mangled symbols it matches.

@inline(never)
func callgrindHitsOurs(_ peer: StackRouterPeer, _ probes: [Workload.Probe], rounds: Int) -> Int {
  stackRouterHitLoop(peer, probes, rounds: rounds)
}

@inline(never)
func callgrindHitsPeer(_ peer: RoutingKitPeer, _ probes: [Workload.Probe], rounds: Int) -> Int {
  routingKitHitLoop(peer, probes, rounds: rounds)
}

@inline(never)
func callgrindBuildOurs(_ routes: [Workload.RouteSpec]) throws -> Int {
  try StackRouterPeer.build(routes).schemes.count
}

/// The table less one route, rebuilt: the replacement for removing a route.
@inline(never)
func callgrindRebuildOurs(
  _ table: RouteTable, removing pattern: RoutePattern
) throws -> RouteTable {
  try table.removing([pattern])
}

@inline(never)
func callgrindPlanKept(_ planning: PlanningWorkload, rounds: Int) throws -> Int {
  var steps = 0
  for _ in 0..<rounds { steps += try planning.plan(from: planning.halfKept).steps.count }
  return steps
}

@inline(never)
func callgrindPlanEmpty(_ planning: PlanningWorkload, rounds: Int) throws -> Int {
  var steps = 0
  for _ in 0..<rounds { steps += try planning.plan(from: planning.empty).steps.count }
  return steps
}

@inline(never)
func callgrindBuildPeer(_ routes: [Workload.RouteSpec]) -> Int {
  withExtendedLifetime(RoutingKitPeer.build(routes)) { 1 }
}

@inline(never)
func callgrindLinksOurs(_ peer: StackRouterLinkPeer, _ probes: [LinkWorkload.Probe]) -> Int {
  LinkBenchmark.stackRouterLoop(peer, probes, rounds: 20)
}

@inline(never)
func callgrindLinksPeer(_ peer: RoutingKitLinkPeer, _ probes: [LinkWorkload.Probe]) -> Int {
  LinkBenchmark.routingKitLoop(peer, probes, rounds: 20)
}

@inline(never)
func callgrindLinksFloor(_ probes: [LinkWorkload.Probe]) -> Int {
  LinkBenchmark.floorLoop(probes, rounds: 20)
}

/// The heap each peer's table keeps, in bytes.
func keptHeapBytes(routes: Int) throws -> (stackRouter: Int, routingKit: Int) {
  let workload = Workload(routeCount: routes)
  return (
    try retainedHeapBytes { try StackRouterPeer.build(workload.routes) },
    retainedHeapBytes { RoutingKitPeer.build(workload.routes) }
  )
}

let mebibyte = 1_048_576.0
func memoryLine(routes: Int, _ bytes: (stackRouter: Int, routingKit: Int)) -> String {
  String(
    format: "heap kept by a %d-route table: StackRouter %.1f MiB, RoutingKit %.1f MiB",
    routes, Double(bytes.stackRouter) / mebibyte, Double(bytes.routingKit) / mebibyte)
}

if arguments.contains("--memory") {
  print(memoryLine(routes: 10_000, try keptHeapBytes(routes: 10_000)))
  exit(0)
}

if let flag = arguments.firstIndex(of: "--callgrind") {
  guard flag + 1 < arguments.count else { fail("--callgrind needs a case") }
  let workload = Workload(routeCount: 10_000)
  let rounds = 20
  if arguments[flag + 1].hasSuffix("-links") {
    guard flag + 2 < arguments.count, let shape = LinkWorkload.Shape(rawValue: arguments[flag + 2])
    else { fail("--callgrind \(arguments[flag + 1]) needs a shape") }
    let links = LinkWorkload(routeCount: 10_000)
    let probes = links.probes[shape] ?? []
    switch arguments[flag + 1] {
    case "stackrouter-links":
      blackHole(callgrindLinksOurs(try StackRouterLinkPeer(links), probes))
    case "routingkit-links":
      blackHole(callgrindLinksPeer(RoutingKitLinkPeer(links), probes))
    case "floor-links":
      blackHole(callgrindLinksFloor(probes))
    case let other:
      fail("unknown callgrind case '\(other)'")
    }
    print("OPERATIONS \(20 * probes.count)")
    exit(0)
  }
  switch arguments[flag + 1] {
  // A count of hits that are not all found would measure a broken build.
  case "stackrouter-hit":
    let peer = try StackRouterPeer(workload)
    let found = callgrindHitsOurs(peer, workload.hits, rounds: rounds)
    guard found == rounds * workload.hits.count else { fail("StackRouter missed hits") }
    print("OPERATIONS \(rounds * workload.hits.count)")
  case "routingkit-hit":
    let peer = RoutingKitPeer(workload)
    let found = callgrindHitsPeer(peer, workload.hits, rounds: rounds)
    guard found == rounds * workload.hits.count else { fail("RoutingKit missed hits") }
    print("OPERATIONS \(rounds * workload.hits.count)")
  case "stackrouter-build":
    blackHole(try callgrindBuildOurs(workload.routes))
    print("OPERATIONS \(workload.routes.count)")
  case "stackrouter-rebuild":
    let table = try StackRouterPeer.build(workload.routes)
    let removed = try RoutePattern(parsing: workload.routes[0].path)
    let left = try callgrindRebuildOurs(table, removing: removed).entities.count
    guard left == workload.routes.count - 1 else { fail("the rebuilt table lost routes") }
    print("OPERATIONS \(workload.routes.count)")
  case "routingkit-build":
    blackHole(callgrindBuildPeer(workload.routes))
    print("OPERATIONS \(workload.routes.count)")
  case "stackrouter-plan":
    blackHole(try callgrindPlanKept(try PlanningWorkload(), rounds: 100))
    print("OPERATIONS 100")
  case "stackrouter-plan-empty":
    blackHole(try callgrindPlanEmpty(try PlanningWorkload(), rounds: 100))
    print("OPERATIONS 100")
  case let other:
    fail("unknown callgrind case '\(other)'")
  }
  exit(0)
}

// MARK: - The side-by-side run

let quick = arguments.contains("--quick")
let sizes = quick ? [10, 100] : [10, 100, 1_000, 10_000]
let repetitions = quick ? 3 : 7

#if DEBUG
print("warning: a debug build; run with -c release for figures worth reading")
#endif

func format(_ nanoseconds: Double) -> String {
  switch nanoseconds {
  case 1e6...: String(format: "%.1f ms", nanoseconds / 1e6)
  case 1e4...: String(format: "%.1f µs", nanoseconds / 1e3)
  default: String(format: "%.0f ns", nanoseconds)
  }
}

func cell(_ measurement: Timing) -> String {
  "\(format(measurement.median)) (min \(format(measurement.minimum)))"
}

func padded(_ text: String, _ width: Int) -> String {
  text.count >= width ? text : text + String(repeating: " ", count: width - text.count)
}

struct Row {
  let size: Int
  let stackRouterHit, routingKitHit, stackRouterMiss, routingKitMiss: Timing
  let stackRouterBuild, routingKitBuild, urlComponents: Timing
}

// A first pass at the smallest size warms the caches, the allocator and the
// clock; its figures are dropped.
var rows: [Row] = []
for (pass, size) in ([sizes[0]] + sizes).enumerated() {
  let workload = Workload(routeCount: size)
  let stackRouter = try StackRouterPeer(workload)
  let routingKit = RoutingKitPeer(workload)
  // Both peers must agree on the workload before either is timed.
  for probe in workload.hits {
    guard let found = stackRouter.resolve(probe.url),
      found.target == "Screen\(probe.expectedRoute ?? -1)",
      found.parameters == probe.expectedParameters
    else { fail("StackRouter resolves \(probe.url) wrongly") }
    guard routingKit.resolve(probe.url)?.route == probe.expectedRoute else {
      fail("RoutingKit resolves \(probe.url) wrongly")
    }
  }
  for probe in workload.misses
  where stackRouter.resolve(probe.url) != nil || routingKit.resolve(probe.url) != nil {
    fail("\(probe.url) should match nothing")
  }
  let rounds = max(4, 20_000 / workload.hits.count / max(1, sizes.count / 2))
  let operations = rounds * workload.hits.count
  let buildRepetitions = size >= 10_000 ? 5 : repetitions
  let row = try Row(
    size: size,
    stackRouterHit: Timing.run(repetitions: repetitions, operations: operations) {
      stackRouterHitLoop(stackRouter, workload.hits, rounds: rounds)
    },
    routingKitHit: Timing.run(repetitions: repetitions, operations: operations) {
      routingKitHitLoop(routingKit, workload.hits, rounds: rounds)
    },
    stackRouterMiss: Timing.run(repetitions: repetitions, operations: operations) {
      stackRouterHitLoop(stackRouter, workload.misses, rounds: rounds)
    },
    routingKitMiss: Timing.run(repetitions: repetitions, operations: operations) {
      routingKitHitLoop(routingKit, workload.misses, rounds: rounds)
    },
    stackRouterBuild: Timing.run(repetitions: buildRepetitions, operations: 1) {
      try StackRouterPeer.build(workload.routes).schemes.count
    },
    routingKitBuild: Timing.run(repetitions: buildRepetitions, operations: 1) {
      withExtendedLifetime(RoutingKitPeer.build(workload.routes)) { 1 }
    },
    urlComponents: Timing.run(repetitions: repetitions, operations: operations) {
      urlComponentsLoop(workload.hits, rounds: rounds)
    })
  if pass > 0 { rows.append(row) }
}

// The second workload, at the largest size, shape by shape.
let links = LinkWorkload(routeCount: sizes.last ?? 10)
let stackRouterLinks = try StackRouterLinkPeer(links)
let routingKitLinks = RoutingKitLinkPeer(links)
do {
  try LinkBenchmark.check(links, stackRouterLinks, routingKitLinks)
} catch {
  fail(error.description)
}
let shapes = LinkBenchmark.measure(
  links, stackRouterLinks, routingKitLinks, repetitions: repetitions, rounds: quick ? 20 : 100)

let planning = try PlanningWorkload()
let planRounds = quick ? 200 : 5_000
let planFromEmpty = try Timing.run(repetitions: repetitions, operations: planRounds) {
  var steps = 0
  for _ in 0..<planRounds { steps += try planning.plan(from: planning.empty).steps.count }
  return steps
}
let planHalfKept = try Timing.run(repetitions: repetitions, operations: planRounds) {
  var steps = 0
  for _ in 0..<planRounds { steps += try planning.plan(from: planning.halfKept).steps.count }
  return steps
}

let memorySize = sizes.last ?? 10
let memory = try keptHeapBytes(routes: memorySize)

// MARK: - Report

print("StackRouter against RoutingKit 4.9.3 (TrieRouter), one process, ns per operation")
print("median (minimum) over \(repetitions) repetitions; builds over 5 at 10,000 routes")
print(
  heapIsSteady
    ? "heap held steady between repetitions (--default-heap to let the allocator trim it)\n"
    : "allocator left to trim the heap between repetitions (--default-heap)\n")
let columns = [8, 22, 22, 7, 22, 22, 22, 22, 20]
print(
  zip(
    [
      "routes", "hit: StackRouter", "hit: RoutingKit", "ratio", "miss: StackRouter",
      "miss: RoutingKit", "build: StackRouter", "build: RoutingKit", "URLComponents only",
    ], columns
  ).map { padded($0, $1) }.joined(separator: " "))
for row in rows {
  let ratio = String(format: "%.1f×", row.routingKitHit.median / row.stackRouterHit.median)
  print(
    zip(
      [
        "\(row.size)", cell(row.stackRouterHit), cell(row.routingKitHit), ratio,
        cell(row.stackRouterMiss), cell(row.routingKitMiss), cell(row.stackRouterBuild),
        cell(row.routingKitBuild), cell(row.urlComponents),
      ], columns
    ).map { padded($0, $1) }.joined(separator: " "))
}
print("")
print("links apps receive, \(links.routes.count) routes, every parameter and query item read:")
let shapeColumns = [11, 22, 22, 7, 18, 9]
print(
  zip(
    ["shape", "StackRouter", "RoutingKit", "ratio", "floor", "× floor"], shapeColumns
  ).map { padded($0, $1) }.joined(separator: " "))
for shape in shapes {
  print(
    zip(
      [
        shape.shape.rawValue, cell(shape.stackRouter), cell(shape.routingKit),
        String(format: "%.1f×", shape.ratio), cell(shape.floor),
        String(format: "%.1f×", shape.stackRouter.median / shape.floor.median),
      ], shapeColumns
    ).map { padded($0, $1) }.joined(separator: " "))
}
print("")
print("plan a 10-screen stack from empty:           \(cell(planFromEmpty))")
print("plan a 10-screen stack with 5 screens kept:  \(cell(planHalfKept))")
print(memoryLine(routes: memorySize, memory))

let largest = rows.last!
let smallest = rows.first!
func figure(_ value: Double) -> String { String(format: "%.0f", value) }
func ratio(_ value: Double) -> String { String(format: "%.2f", value) }
let result = [
  "hit10k_ns=\(figure(largest.stackRouterHit.median))",
  "miss10k_ns=\(figure(largest.stackRouterMiss.median))",
  "hit10_ns=\(figure(smallest.stackRouterHit.median))",
  "hit10k_vs_routingkit=\(ratio(largest.routingKitHit.median / largest.stackRouterHit.median))",
  "build10k_ms=" + String(format: "%.1f", largest.stackRouterBuild.median / 1e6),
  "build10k_vs_routingkit="
    + ratio(largest.routingKitBuild.median / largest.stackRouterBuild.median),
  "plan10_ns=\(figure(planFromEmpty.median))",
]
// The slowest shape, and the shape with the smallest lead over RoutingKit.
let slowest = shapes.max { $0.stackRouter.median < $1.stackRouter.median }!
let narrowest = shapes.min { $0.ratio < $1.ratio }!
let linkResult = [
  "links_slowest=\(slowest.shape.rawValue)",
  "links_slowest_ns=\(figure(slowest.stackRouter.median))",
  "links_slowest_vs_routingkit=\(ratio(slowest.ratio))",
  "links_narrowest=\(narrowest.shape.rawValue)",
  "links_narrowest_vs_routingkit=\(ratio(narrowest.ratio))",
]
if quick { print("\n(--quick: the RESULT line's 10k figures are for \(largest.size) routes)") }
print("\nRESULT " + (result + linkResult).joined(separator: " "))

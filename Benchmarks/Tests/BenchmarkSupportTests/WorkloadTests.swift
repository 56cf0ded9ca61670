import BenchmarkSupport
import Testing

/// The benchmark is not run in CI; these check that its workload and
/// harness still build and that both peers agree on what they measure.
// Serialized: the heap test reads the process's bytes in use before and after
// making a value, so another test freeing memory at the same moment lowers
// what it counts (seen once: 784,752 bytes for an 800,000-byte array).
@Suite("Benchmark workload", .serialized)
struct WorkloadTests {
  @Test("routes follow the four shapes in registration order")
  func shapes() {
    let workload = Workload(routeCount: 24)
    #expect(
      workload.routes.prefix(8).map(\.path) == [
        "section0/:id", "section0/:id/detail", "section0/list/:page/item/:itemID",
        "section0/files/**", "section1/:id", "section1/:id/detail",
        "section1/list/:page/item/:itemID", "section1/:id/comments/:commentID",
      ])
    #expect(workload.routes[23].dsl == "section5/files/**<Screen23>")
  }

  @Test("128 hits spread from the first route to the last, and 128 misses", arguments: [10, 1_000])
  func probes(routeCount: Int) {
    let workload = Workload(routeCount: routeCount)
    #expect(workload.hits.count == 128)
    #expect(workload.misses.count == 128)
    let routes = Set(workload.hits.compactMap(\.expectedRoute))
    #expect(routes.contains(0))
    #expect(routes.contains(routeCount - 1))
    #expect(workload.misses.allSatisfy { $0.expectedRoute == nil })
  }

  @Test("shuffles are fixed by the seed")
  func seeded() {
    #expect(
      Workload(routeCount: 100).hits.map(\.url) == Workload(routeCount: 100).hits.map(\.url))
    #expect(
      Workload(routeCount: 100, seed: 1).hits.map(\.url)
        != Workload(routeCount: 100, seed: 2).hits.map(\.url))
  }

  @Test("both peers resolve every hit to its route and parameters, and no miss")
  func peersAgree() throws {
    let workload = Workload(routeCount: 100)
    let stackRouter = try StackRouterPeer(workload)
    let routingKit = RoutingKitPeer(workload)
    for probe in workload.hits {
      let found = try #require(stackRouter.resolve(probe.url))
      #expect(found.target == "Screen\(probe.expectedRoute ?? -1)")
      #expect(found.parameters == probe.expectedParameters)
      #expect(routingKit.resolve(probe.url)?.route == probe.expectedRoute)
    }
    for probe in workload.misses {
      #expect(stackRouter.resolve(probe.url) == nil)
      #expect(routingKit.resolve(probe.url) == nil)
    }
  }

  @Test("the planning workload keeps five screens and replaces five")
  func planning() throws {
    let planning = try PlanningWorkload()
    #expect(planning.link.chain.count == 10)
    let fromEmpty = try planning.plan(from: planning.empty)
    #expect(fromEmpty.steps.count == 1)
    let halfKept = try planning.plan(from: planning.halfKept).description
    #expect(halfKept.components(separatedBy: "reload ").count - 1 == 5)
  }

  @Test("timings come back sorted, one per repetition")
  func timing() {
    let timing = Timing.run(repetitions: 3, operations: 10) { 1 }
    #expect(timing.samples.count == 3)
    #expect(timing.minimum <= timing.median)
  }

  @Test("pooled timings keep every sample, sorted: one slow block does not move the median")
  func pooledTiming() {
    let steady = Timing(samples: [10, 10, 11])
    let disturbed = Timing(samples: [30, 31, 32])
    let pooled = Timing(pooling: [steady, disturbed, steady])
    #expect(pooled.samples == [10, 10, 10, 10, 11, 11, 30, 31, 32])
    #expect(pooled.median == 11)
    #expect(pooled.minimum == 10)
  }

  @Test("the heap a value keeps is counted")
  func heap() {
    let bytes = retainedHeapBytes { [Int](repeating: 7, count: 100_000) }
    #expect(bytes >= 800_000)
  }
}

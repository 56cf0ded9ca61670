import BenchmarkSupport
import Testing

/// The second workload: links shaped like the ones apps receive.
@Suite("Link workload")
struct LinkWorkloadTests {
  @Test("every shape has its probes, spread from the first section to the last")
  func probes() {
    let workload = LinkWorkload(routeCount: 100, probesPerShape: 16)
    #expect(workload.routes.count == 100)
    for shape in LinkWorkload.Shape.allCases {
      let probes = workload.probes[shape] ?? []
      #expect(probes.count == 16, "\(shape)")
      let routes = Set(probes.map(\.expectedRoute))
      #expect(routes.count == 16, "\(shape)")
    }
    #expect(workload.routes[3].dsl == "t0/:store/aisle/:aisle/item/:item<Screen3>")
    #expect(workload.routes[99].path == "d19/docs/**")
  }

  @Test("links are 60 to 150 bytes long")
  func lengths() {
    let workload = LinkWorkload(routeCount: 10_000, probesPerShape: 8)
    for probes in workload.probes.values {
      for probe in probes { #expect((60...150).contains(probe.url.utf8.count), "\(probe.url)") }
    }
  }

  @Test("both peers read every probe as expected")
  func peersAgree() throws {
    let workload = LinkWorkload(routeCount: 500, probesPerShape: 16)
    let stackRouter = try StackRouterLinkPeer(workload)
    let routingKit = RoutingKitLinkPeer(workload)
    try LinkBenchmark.check(workload, stackRouter, routingKit)
    let probe = try #require(workload.probes[.unicode]?.first)
    #expect(
      stackRouter.reading(probe.url, names: probe.parameterNames)?.parameters.first?.value
        == "café crème €5")
  }

  @Test("a peer that reads a link otherwise is caught before timing")
  func disagreement() throws {
    let workload = LinkWorkload(routeCount: 50, probesPerShape: 4)
    let stackRouter = try StackRouterLinkPeer(workload)
    // RoutingKit on other routes reads every link to another route or none.
    let routingKit = RoutingKitLinkPeer(LinkWorkload(routeCount: 10, probesPerShape: 4))
    #expect(throws: LinkBenchmark.Disagreement.self) {
      try LinkBenchmark.check(workload, stackRouter, routingKit)
    }
  }

  @Test("the floor counts separators and escapes")
  func floor() {
    #expect(LinkFloor.scan("myapp://a/b?c=d+e&f=%20#g") == 10)
    #expect(LinkFloor.scan("plain") == 0)
  }

  @Test("a shape's timings come back with a ratio")
  func measure() throws {
    let workload = LinkWorkload(routeCount: 50, probesPerShape: 4)
    let shapes = LinkBenchmark.measure(
      workload, try StackRouterLinkPeer(workload), RoutingKitLinkPeer(workload),
      repetitions: 1, rounds: 1)
    #expect(shapes.map(\.shape) == LinkWorkload.Shape.allCases)
    #expect(shapes.allSatisfy { $0.ratio > 0 })
  }
}

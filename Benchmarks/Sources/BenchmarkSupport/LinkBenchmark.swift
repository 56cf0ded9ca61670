/// The second workload's measurement: each shape timed on its own, for
/// StackRouter, RoutingKit and the floor, after both peers are checked.
public enum LinkBenchmark {
  /// One shape's times, nanoseconds per link.
  public struct ShapeTiming: Sendable {
    /// The shape.
    public let shape: LinkWorkload.Shape
    /// StackRouter's hit, the parameters, query, fragment and remainder read.
    public let stackRouter: Timing
    /// RoutingKit's hit, reading the same.
    public let routingKit: Timing
    /// One pass finding separators and escapes.
    public let floor: Timing

    /// How many times faster StackRouter is than RoutingKit, by medians.
    public var ratio: Double { routingKit.median / stackRouter.median }
  }

  /// Why the peers cannot be timed on the workload.
  public struct Disagreement: Error, CustomStringConvertible {
    /// What went wrong, naming the link.
    public let description: String
  }

  /// Checks that both peers read every probe as the workload expects.
  public static func check(
    _ workload: LinkWorkload, _ stackRouter: StackRouterLinkPeer,
    _ routingKit: RoutingKitLinkPeer
  ) throws(Disagreement) {
    for shape in LinkWorkload.Shape.allCases {
      for probe in workload.probes[shape] ?? [] {
        let ours = stackRouter.reading(probe.url, names: probe.parameterNames)
        guard ours == probe.expected,
          stackRouter.read(probe.url, names: probe.parameterNames) != nil
        else {
          throw Disagreement(
            description: "StackRouter reads \(probe.url) as \(String(describing: ours))")
        }
        let theirs = routingKit.reading(probe.url, names: probe.parameterNames)
        guard theirs == probe.expected,
          routingKit.read(probe.url, names: probe.parameterNames) != nil
        else {
          throw Disagreement(
            description: "RoutingKit reads \(probe.url) as \(String(describing: theirs))")
        }
      }
    }
  }

  /// Reads every probe `rounds` times with StackRouter.
  @inline(never)
  public static func stackRouterLoop(
    _ peer: StackRouterLinkPeer, _ probes: [LinkWorkload.Probe], rounds: Int
  ) -> Int {
    var bytes = 0
    for _ in 0..<rounds {
      for probe in probes { bytes &+= peer.read(probe.url, names: probe.parameterNames) ?? 0 }
    }
    return bytes
  }

  /// Reads every probe `rounds` times with RoutingKit.
  @inline(never)
  public static func routingKitLoop(
    _ peer: RoutingKitLinkPeer, _ probes: [LinkWorkload.Probe], rounds: Int
  ) -> Int {
    var bytes = 0
    for _ in 0..<rounds {
      for probe in probes { bytes &+= peer.read(probe.url, names: probe.parameterNames) ?? 0 }
    }
    return bytes
  }

  /// Scans every probe `rounds` times for its separators and escapes.
  @inline(never)
  public static func floorLoop(_ probes: [LinkWorkload.Probe], rounds: Int) -> Int {
    var found = 0
    for _ in 0..<rounds {
      for probe in probes { found &+= LinkFloor.scan(probe.url) }
    }
    return found
  }

  /// Times every shape, `rounds` passes over its probes per repetition,
  /// `repetitions` repetitions in a block per peer, in each of `passes`
  /// passes over every shape; each peer's samples of a shape are pooled
  /// over the passes.
  ///
  /// A burst of other work on the machine can cover one peer's whole block
  /// of a shape; coming back to the shape in later passes, after the other
  /// shapes, keeps such a burst to one block of its samples, so that it
  /// cannot move the median.
  public static func measure(
    _ workload: LinkWorkload, _ stackRouter: StackRouterLinkPeer,
    _ routingKit: RoutingKitLinkPeer, repetitions: Int, rounds: Int, passes: Int = 3
  ) -> [ShapeTiming] {
    let shapes = LinkWorkload.Shape.allCases
    var passTimings: [[ShapeTiming]] = []
    for _ in 0..<max(1, passes) {
      passTimings.append(
        shapes.map { shape in
          let probes = workload.probes[shape] ?? []
          let operations = rounds * probes.count
          return ShapeTiming(
            shape: shape,
            stackRouter: Timing.run(repetitions: repetitions, operations: operations) {
              stackRouterLoop(stackRouter, probes, rounds: rounds)
            },
            routingKit: Timing.run(repetitions: repetitions, operations: operations) {
              routingKitLoop(routingKit, probes, rounds: rounds)
            },
            floor: Timing.run(repetitions: repetitions, operations: operations) {
              floorLoop(probes, rounds: rounds)
            })
        })
    }
    return shapes.indices.map { index in
      let timings = passTimings.map { $0[index] }
      return ShapeTiming(
        shape: shapes[index],
        stackRouter: Timing(pooling: timings.map(\.stackRouter)),
        routingKit: Timing(pooling: timings.map(\.routingKit)),
        floor: Timing(pooling: timings.map(\.floor)))
    }
  }
}

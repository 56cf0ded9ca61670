import Foundation
import HeapStatistics

/// Nanoseconds per operation over several repetitions.
public struct Timing: Sendable {
  /// Each repetition's nanoseconds per operation, sorted.
  public let samples: [Double]

  /// The middle sample.
  public var median: Double { samples[samples.count / 2] }
  /// The fastest sample.
  public var minimum: Double { samples[0] }

  /// Runs `body` `repetitions` times, each doing `operations` operations, and
  /// keeps the time per operation. One untimed run warms caches first.
  public static func run(
    repetitions: Int = 7, operations: Int, _ body: () throws -> Int
  ) rethrows -> Timing {
    var sink = try body()
    var samples: [Double] = []
    for _ in 0..<max(1, repetitions) {
      let start = ContinuousClock.now
      sink &+= try body()
      let elapsed = ContinuousClock.now - start
      samples.append(nanoseconds(elapsed) / Double(operations))
    }
    blackHole(sink)
    return Timing(samples: samples.sorted())
  }

  /// Runs each of `bodies` once untimed, then `repetitions` rounds in which
  /// each runs once in turn, each doing `operations` operations; returns
  /// each body's time per operation, in the order given.
  ///
  /// Peers compared side by side are timed in turn rather than one block of
  /// repetitions after another, so that a burst of other work on the
  /// machine falls across all of them rather than on one peer's whole
  /// block, and the medians compare the peers at the same moments.
  public static func interleaved(
    repetitions: Int = 7, operations: Int, _ bodies: [() -> Int]
  ) -> [Timing] {
    var sink = bodies.reduce(0) { $0 &+ $1() }
    var samples = [[Double]](repeating: [], count: bodies.count)
    for _ in 0..<max(1, repetitions) {
      for (index, body) in bodies.enumerated() {
        let start = ContinuousClock.now
        sink &+= body()
        let elapsed = ContinuousClock.now - start
        samples[index].append(nanoseconds(elapsed) / Double(operations))
      }
    }
    blackHole(sink)
    return samples.map { Timing(samples: $0.sorted()) }
  }

  private static func nanoseconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) * 1e9 + Double(duration.components.attoseconds) / 1e9
  }
}

/// Keeps a value alive and its computation from being optimized away.
@inline(never)
public func blackHole<T>(_ value: T) {
  withExtendedLifetime(value) {}
}

/// Keeps the C allocator from returning freed memory to the system between
/// repetitions (see `hold_heap_steady`): a process that builds and frees
/// the same table again and again otherwise pays, or does not, for faulting
/// its pages back in, by where its last block happened to land.
public func holdHeapSteady() {
  hold_heap_steady()
}

/// Bytes of heap in use, as the C allocator counts them.
public func heapBytesInUse() -> Int {
  Int(heap_bytes_in_use())
}

/// The heap bytes that `make`'s result keeps alive.
public func retainedHeapBytes<T>(_ make: () throws -> T) rethrows -> Int {
  let before = heapBytesInUse()
  let value = try make()
  let after = heapBytesInUse()
  blackHole(value)
  return after - before
}

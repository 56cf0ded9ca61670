import Foundation
import HeapStatistics

/// Nanoseconds per operation over several repetitions.
public struct Timing: Sendable {
  /// Each repetition's nanoseconds per operation, sorted.
  public let samples: [Double]

  /// A timing of the given samples, nanoseconds per operation in any order.
  public init(samples: [Double]) {
    self.samples = samples.sorted()
  }

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
      let nanoseconds =
        Double(elapsed.components.seconds) * 1e9 + Double(elapsed.components.attoseconds) / 1e9
      samples.append(nanoseconds / Double(operations))
    }
    blackHole(sink)
    return Timing(samples: samples)
  }
}

extension Timing {
  /// The samples of several timings of the same work, as one timing.
  public init(pooling timings: [Timing]) {
    self.init(samples: timings.flatMap(\.samples))
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

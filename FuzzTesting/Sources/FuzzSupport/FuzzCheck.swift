import Foundation

/// Stops the fuzzer with a message when a property does not hold: libFuzzer
/// then saves the input as a crash, and the message says which property.
public func fuzzCheck(
  _ condition: Bool, _ message: @autoclosure () -> String,
  file: StaticString = #fileID, line: UInt = #line
) {
  if !condition { fatalError("property violated: \(message())", file: file, line: line) }
}

/// Runs main-actor work to completion from libFuzzer's callback, which runs
/// on the main thread: the work is a task on the main actor, and the main run
/// loop is turned until it has finished.
public func runOnMainActor(_ body: @escaping @MainActor () async -> Void) {
  let done = MainActor.assumeIsolated { Completion() }
  Task { @MainActor in
    await body()
    done.isFinished = true
  }
  while !MainActor.assumeIsolated({ done.isFinished }) {
    _ = RunLoop.main.run(mode: .default, before: .distantPast)
  }
}

@MainActor
private final class Completion {
  var isFinished = false
}

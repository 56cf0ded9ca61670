import Foundation

/// The messages and violations one stand-in session records.
///
/// NSUserActivity and CoreSpotlight are not main-actor types (UIKitBehaviour.md §0), so they may record
/// from any thread: a lock guards the storage.
final class EventLog: @unchecked Sendable {
  private let lock = NSLock()
  private var recordedMessages: [String] = []
  private var recordedViolations: [String] = []

  /// What UIKit would have logged to the console, oldest first.
  var messages: [String] { lock.withLock { recordedMessages } }

  /// What UIKit would have crashed on, oldest first.
  var violations: [String] { lock.withLock { recordedViolations } }

  /// Records a console message UIKit prints without stopping the app.
  func recordMessage(_ text: String) {
    lock.withLock { recordedMessages.append(text) }
  }

  /// Records a call UIKit answers with an exception (a crash in a Swift app).
  func recordViolation(_ text: String) {
    lock.withLock { recordedViolations.append(text) }
  }

  /// Forgets every message and violation.
  func clear() {
    lock.withLock {
      recordedMessages.removeAll()
      recordedViolations.removeAll()
    }
  }
}

#if os(Linux)
import Testing
@_spi(Testing) import UIKitStandIn

/// Runs each test case in its own stand-in session (`UIKitStandIn.withIsolatedState(_:)`), so
/// suites running in parallel never share transitions, messages, violations, Spotlight items or
/// quick actions.
struct IsolatedStandIn: SuiteTrait, TestTrait, TestScoping {
  var isRecursive: Bool { true }

  func scopeProvider(for test: Test, testCase: Test.Case?) -> Self? {
    testCase == nil ? nil : self
  }

  func provideScope(
    for test: Test,
    testCase: Test.Case?,
    performing function: @Sendable () async throws -> Void
  ) async throws {
    try await UIKitStandIn.withIsolatedState {
      try await function()
    }
  }
}

extension Trait where Self == IsolatedStandIn {
  /// Runs each test case in its own stand-in session.
  static var isolatedStandIn: Self { Self() }
}

#elseif canImport(UIKit)
import Testing

/// Against real UIKit there is no stand-in session to isolate: the trait does nothing, so that
/// suites shared with Linux read the same.
struct IsolatedStandIn: SuiteTrait, TestTrait {
  var isRecursive: Bool { true }
}

extension Trait where Self == IsolatedStandIn {
  /// Does nothing against real UIKit.
  static var isolatedStandIn: Self { Self() }
}

#endif

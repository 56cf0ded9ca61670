import Foundation

extension StoredNavigation {
  /// The stored navigation as compact JSON with sorted keys:
  ///
  /// ```
  /// {"branches":[{"links":["sample://articles"],"name":"news"},{"links":[],"name":"library"}],
  ///  "modals":[{"links":["sample://compose"],"style":"formSheet"}],
  ///  "root":"tabs","selected":"news","version":1}
  /// ```
  public func encoded() -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    // Strings, integers and arrays of them always encode.
    return (try? encoder.encode(self)) ?? Data()
  }

  /// Reads data written by ``encoded()``.
  ///
  /// - Parameter data: the stored data.
  /// - Throws: ``RestorationIssue/unreadable(_:)`` when the data is not stored
  ///   navigation, or is inconsistent (a selected tab it does not list, a
  ///   single stack with several branches);
  ///   ``RestorationIssue/unsupportedVersion(_:)`` when another version of
  ///   the format wrote it.
  public init(data: Data) throws(RestorationIssue) {
    let version: Int
    do {
      version = try JSONDecoder().decode(VersionOnly.self, from: data).version
    } catch {
      throw .unreadable("the data is not stored navigation (\(Self.summary(of: error)))")
    }
    guard version == Self.currentVersion else { throw .unsupportedVersion(version) }
    do {
      self = try JSONDecoder().decode(Self.self, from: data)
    } catch {
      throw .unreadable("the stored navigation is malformed (\(Self.summary(of: error)))")
    }
    try validate()
  }

  private struct VersionOnly: Decodable {
    let version: Int
  }

  private func validate() throws(RestorationIssue) {
    let names = branches.map(\.name)
    switch root {
    case .stack:
      guard branches.count == 1, selected == nil else {
        throw .unreadable("a stored single stack has \(branches.count) branches")
      }
    case .tabs, .container:
      guard Set(names).count == names.count else {
        throw .unreadable("the stored \(root) repeat a name")
      }
      guard let selected, names.contains(selected) else {
        throw .unreadable("the stored \(root) do not list the selected '\(selected ?? "")'")
      }
    }
  }

  /// A short, stable account of a decoding error.
  private static func summary(of error: any Error) -> String {
    guard let error = error as? DecodingError else { return "\(error)" }
    switch error {
    case .dataCorrupted(let context):
      return context.codingPath.isEmpty ? "not JSON" : path(context) + "an invalid value"
    case .keyNotFound(let key, let context): return path(context) + "no '\(key.stringValue)'"
    case .typeMismatch(_, let context), .valueNotFound(_, let context):
      return path(context) + "a value of the wrong type"
    @unknown default: return "\(error)"
    }
  }

  private static func path(_ context: DecodingError.Context) -> String {
    let keys = context.codingPath.map { $0.intValue.map(String.init) ?? $0.stringValue }
    return keys.isEmpty ? "" : keys.joined(separator: ".") + ": "
  }
}

import Foundation

/// Encodes an app's parameter type into query items, the inverse of
/// ``LinkParameters/decode(_:)``.
///
/// Properties encode in the order the type encodes them; `nil` optionals are
/// left out and arrays repeat their key.
///
/// ```swift
/// let items = try QueryItemEncoder().encode(Filter(sort: .newest, tags: ["a", "b"]))
/// // sort=newest, tag=a, tag=b
/// ```
public struct QueryItemEncoder: Sendable {
  /// Creates an encoder.
  public init() {}

  /// Encodes `value`, a type with flat properties.
  ///
  /// - Throws: `EncodingError` for nested structures or unsupported leaf types.
  public func encode(_ value: some Encodable) throws -> [QueryItem] {
    let sink = Sink()
    try value.encode(to: ItemsEncoder(sink: sink, codingPath: []))
    return sink.items
  }
}

/// Collects items while an encode runs; used on one thread only.
private final class Sink {
  var items: [QueryItem] = []
}

private struct ItemsEncoder: Encoder {
  let sink: Sink
  let codingPath: [any CodingKey]
  /// Whether this encodes one element of a list, which may not be a list itself.
  var isListElement = false
  var userInfo: [CodingUserInfoKey: Any] { [:] }

  func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
    KeyedEncodingContainer(
      Keyed<Key>(sink: sink, codingPath: codingPath, isNested: !codingPath.isEmpty))
  }

  func unkeyedContainer() -> any UnkeyedEncodingContainer {
    Unkeyed(sink: sink, codingPath: codingPath, isNestedList: isListElement)
  }

  func singleValueContainer() -> any SingleValueEncodingContainer {
    Single(sink: sink, codingPath: codingPath)
  }

  /// The text for a leaf value, or `nil` when the type is not a leaf.
  static func text(for value: some Encodable) -> String? {
    switch value {
    case let url as URL: url.absoluteString
    case let parameter as any LinkParameterValue: parameter.linkParameter
    default: nil
    }
  }

  static func append(_ value: some Encodable, sink: Sink, codingPath: [any CodingKey]) throws {
    guard let key = codingPath.last?.stringValue else {
      throw EncodingError.invalidValue(
        value, .init(codingPath: codingPath, debugDescription: "a query item needs a name"))
    }
    if let text = text(for: value) {
      sink.items.append(QueryItem(name: key, value: text))
    } else {
      try value.encode(to: ItemsEncoder(sink: sink, codingPath: codingPath))
    }
  }

  private struct Keyed<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let sink: Sink
    let codingPath: [any CodingKey]
    let isNested: Bool

    mutating func encodeNil(forKey key: Key) throws {}

    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
      guard !isNested else {
        throw EncodingError.invalidValue(
          value,
          .init(
            codingPath: codingPath + [key],
            debugDescription: "query items cannot hold a nested structure"))
      }
      try ItemsEncoder.append(value, sink: sink, codingPath: codingPath + [key])
    }

    mutating func nestedContainer<NestedKey: CodingKey>(
      keyedBy keyType: NestedKey.Type, forKey key: Key
    ) -> KeyedEncodingContainer<NestedKey> {
      KeyedEncodingContainer(
        Keyed<NestedKey>(sink: sink, codingPath: codingPath + [key], isNested: true))
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
      Unkeyed(sink: sink, codingPath: codingPath + [key])
    }

    mutating func superEncoder() -> any Encoder { ItemsEncoder(sink: sink, codingPath: codingPath) }
    mutating func superEncoder(forKey key: Key) -> any Encoder {
      ItemsEncoder(sink: sink, codingPath: codingPath + [key])
    }
  }

  private struct Unkeyed: UnkeyedEncodingContainer {
    let sink: Sink
    let codingPath: [any CodingKey]
    var isNestedList = false
    var count = 0

    mutating func encodeNil() throws {}

    mutating func encode<T: Encodable>(_ value: T) throws {
      guard let key = codingPath.last?.stringValue, !isNestedList else {
        throw EncodingError.invalidValue(
          value,
          .init(
            codingPath: codingPath,
            debugDescription: "query items cannot hold nested lists or structures"))
      }
      if let text = ItemsEncoder.text(for: value) {
        sink.items.append(QueryItem(name: key, value: text))
      } else {
        // A Codable enum, say: it encodes itself as one value under the list's key.
        try value.encode(to: ItemsEncoder(sink: sink, codingPath: codingPath, isListElement: true))
      }
      count += 1
    }

    mutating func nestedContainer<NestedKey: CodingKey>(
      keyedBy keyType: NestedKey.Type
    ) -> KeyedEncodingContainer<NestedKey> {
      KeyedEncodingContainer(Keyed<NestedKey>(sink: sink, codingPath: codingPath, isNested: true))
    }

    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
      Unkeyed(sink: sink, codingPath: codingPath, isNestedList: true)
    }

    mutating func superEncoder() -> any Encoder { ItemsEncoder(sink: sink, codingPath: codingPath) }
  }

  private struct Single: SingleValueEncodingContainer {
    let sink: Sink
    let codingPath: [any CodingKey]

    mutating func encodeNil() throws {}

    mutating func encode<T: Encodable>(_ value: T) throws {
      guard let key = codingPath.last?.stringValue, let text = ItemsEncoder.text(for: value) else {
        throw EncodingError.invalidValue(
          value,
          .init(codingPath: codingPath, debugDescription: "query items hold only flat values"))
      }
      sink.items.append(QueryItem(name: key, value: text))
    }
  }
}

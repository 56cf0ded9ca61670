import Foundation

extension LinkParameters {
  /// Decodes the parameters into an app's own type, mapping URL keys
  /// through its coding keys: the Swift form of WAAppLinkParameters.
  ///
  /// ```swift
  /// struct Detail: Decodable {
  ///   let itemID: Int
  ///   let sort: SortOrder?
  ///   let tags: [String]
  ///   enum CodingKeys: String, CodingKey { case itemID, sort, tags = "tag" }
  /// }
  /// let detail = try link.parameters.decode(Detail.self)
  /// ```
  ///
  /// Properties may be strings, numbers, `Bool` (`true`/`yes`/`1`…), `UUID`,
  /// `Decimal`, `URL` (any scheme: check it, or read it with
  /// ``url(_:allowedHosts:allowedSchemes:maximumNesting:)``), `RawRepresentable` enums,
  /// optionals (absent parameters) and arrays (repeated query items).
  ///
  /// - Throws: `DecodingError` naming the key and the text that did not convert.
  public func decode<Value: Decodable>(_ type: Value.Type = Value.self) throws -> Value {
    try Value(from: ParametersDecoder(parameters: self, codingPath: []))
  }
}

/// A `Decoder` over flat, string-valued link parameters.
struct ParametersDecoder: Decoder {
  let parameters: LinkParameters
  let codingPath: [any CodingKey]
  var userInfo: [CodingUserInfoKey: Any] { [:] }
  /// The values this decoder stands for, when it decodes one parameter.
  var values: [String]? = nil

  func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
    guard values == nil else { throw unsupported("a nested structure") }
    return KeyedDecodingContainer(KeyedContainer<Key>(decoder: self))
  }

  func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
    guard let values else { throw unsupported("a list at the top level") }
    return UnkeyedContainer(values: values, codingPath: codingPath)
  }

  func singleValueContainer() throws -> any SingleValueDecodingContainer {
    guard let values, let first = values.first else {
      throw unsupported("a single value at the top level")
    }
    return SingleValue(text: first, codingPath: codingPath)
  }

  private func unsupported(_ what: String) -> DecodingError {
    DecodingError.typeMismatch(
      Any.self,
      .init(codingPath: codingPath, debugDescription: "link parameters cannot hold \(what)"))
  }
}

extension ParametersDecoder {
  private struct KeyedContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let decoder: ParametersDecoder
    var codingPath: [any CodingKey] { decoder.codingPath }
    var allKeys: [Key] { decoder.parameters.names.compactMap(Key.init(stringValue:)) }

    func contains(_ key: Key) -> Bool { decoder.parameters.contains(key.stringValue) }

    func decodeNil(forKey key: Key) throws -> Bool { !contains(key) }

    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
      let values = decoder.parameters.values(key.stringValue)
      if values.isEmpty, let list = T.self as? any EmptyListDecodable.Type,
        let empty = list.empty as? T
      {
        return empty  // a list no item of the link names is empty, as the encoder writes it
      }
      guard !values.isEmpty else {
        throw DecodingError.keyNotFound(
          key,
          .init(
            codingPath: codingPath,
            debugDescription: "the link has no '\(key.stringValue)' parameter"))
      }
      let path = codingPath + [key]
      if let value = try SingleValue.convert(values[0], to: type, codingPath: path) { return value }
      return try T(
        from: ParametersDecoder(parameters: decoder.parameters, codingPath: path, values: values))
    }

    func nestedContainer<NestedKey: CodingKey>(
      keyedBy type: NestedKey.Type, forKey key: Key
    ) throws -> KeyedDecodingContainer<NestedKey> {
      try ParametersDecoder(
        parameters: decoder.parameters, codingPath: codingPath + [key], values: []
      )
      .container(keyedBy: type)
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
      UnkeyedContainer(
        values: decoder.parameters.values(key.stringValue), codingPath: codingPath + [key])
    }

    func superDecoder() throws -> any Decoder { decoder }
    func superDecoder(forKey key: Key) throws -> any Decoder { decoder }
  }

  private struct UnkeyedContainer: UnkeyedDecodingContainer {
    let values: [String]
    let codingPath: [any CodingKey]
    var currentIndex = 0
    var count: Int? { values.count }
    var isAtEnd: Bool { currentIndex >= values.count }

    init(values: [String], codingPath: [any CodingKey]) {
      self.values = values
      self.codingPath = codingPath
    }

    mutating func decodeNil() throws -> Bool { false }

    mutating func decode<T: Decodable>(_ type: T.Type) throws -> T {
      guard !isAtEnd else {
        throw DecodingError.valueNotFound(
          type, .init(codingPath: codingPath, debugDescription: "no more values"))
      }
      let text = values[currentIndex]
      currentIndex += 1
      if let value = try SingleValue.convert(text, to: type, codingPath: codingPath) {
        return value
      }
      return try T(
        from: ParametersDecoder(
          parameters: LinkParameters(), codingPath: codingPath, values: [text]))
    }

    mutating func nestedContainer<NestedKey: CodingKey>(
      keyedBy type: NestedKey.Type
    ) throws -> KeyedDecodingContainer<NestedKey> {
      throw DecodingError.typeMismatch(
        type,
        .init(
          codingPath: codingPath, debugDescription: "link parameters cannot hold a nested structure"
        ))
    }

    mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
      throw DecodingError.typeMismatch(
        [Any].self,
        .init(codingPath: codingPath, debugDescription: "link parameters cannot hold nested lists"))
    }

    mutating func superDecoder() throws -> any Decoder {
      ParametersDecoder(parameters: LinkParameters(), codingPath: codingPath)
    }
  }

  private struct SingleValue: SingleValueDecodingContainer {
    let text: String
    let codingPath: [any CodingKey]

    func decodeNil() -> Bool { false }

    func decode<T: Decodable>(_ type: T.Type) throws -> T {
      if let value = try Self.convert(text, to: type, codingPath: codingPath) { return value }
      throw DecodingError.typeMismatch(
        type,
        .init(codingPath: codingPath, debugDescription: "link parameters cannot hold a \(type)"))
    }

    /// Converts text to the leaf types link parameters support, or returns
    /// `nil` for any other type (decoded through its own `init(from:)`).
    static func convert<T>(_ text: String, to type: T.Type, codingPath: [any CodingKey]) throws
      -> T?
    {
      let converted: Any?
      switch type {
      case is URL.Type: converted = URL(string: text)
      case let parameter as any LinkParameterValue.Type:
        converted = parameter.init(linkParameter: text)
      default: return nil
      }
      guard let value = converted as? T else {
        let key = codingPath.last?.stringValue ?? "value"
        throw DecodingError.dataCorrupted(
          .init(
            codingPath: codingPath,
            debugDescription: "parameter '\(key)': '\(text)' is not a valid \(type)"))
      }
      return value
    }
  }
}

/// Lists, which decode as empty when a link has no item for their key.
private protocol EmptyListDecodable {
  static var empty: Self { get }
}

extension Array: EmptyListDecodable {
  fileprivate static var empty: [Element] { [] }
}

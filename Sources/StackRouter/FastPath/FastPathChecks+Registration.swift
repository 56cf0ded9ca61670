/// The hooks for registration's packing of route text.
extension FastPathChecks {
  /// Packs ASCII route text as a registrar does, telling the writer it
  /// has only `roomLimit` bytes of room (it is given enough, so that
  /// nothing is written outside it either way): what a writer whose bound
  /// on a route's packed length was wrong would meet. Returns the packed
  /// route's components as text.
  public static func packRoute(_ text: String, roomLimit: Int) throws -> [String] {
    var routes = PackedRoutes()
    let packed = try ByteSpan.withBytes(of: text) { bytes in
      Result { try routes.packASCII(bytes, of: text, roomLimit: roomLimit) }
    }.get()
    guard packed, let route = routes.routes.first, let entity = routes.entities.last else {
      return []
    }
    return routes.components(of: entity, in: route).map(\.description)
  }
}

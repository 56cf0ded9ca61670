extension ManagedBuffer {
  /// Creates a buffer whose header is `header`, moved in, after
  /// `initialize` has written its elements from the pointer it is given on.
  ///
  /// `create(minimumCapacity:makingHeaderWith:)` stores a copy of the header
  /// its closure returns: for a header the closure captured, that retains
  /// every field once more and releases it again after.
  final class func create(
    minimumCapacity: Int, moving header: consuming Header,
    initializingElements initialize: (UnsafeMutablePointer<Element>) -> Void
  ) -> ManagedBuffer<Header, Element> {
    var moving = Optional(consume header)
    return create(minimumCapacity: minimumCapacity) { buffer in
      buffer.withUnsafeMutablePointerToElements(initialize)
      var taken: Header? = nil
      swap(&taken, &moving)
      return taken.unsafelyUnwrapped
    }
  }

  /// The header, read in place: reading `header` itself checks, at run time
  /// and on every read, that nothing writes it at the same moment.
  ///
  /// The pointer is valid as long as the buffer is; use it only for buffers
  /// whose header is never written after they are made.
  final var fields: UnsafePointer<Header> {
    withUnsafeMutablePointerToHeader { UnsafePointer($0) }
  }
}

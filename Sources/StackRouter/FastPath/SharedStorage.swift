/// One allocation holding a header and, after it, as many elements as the
/// header counts: the storage a request (``RequestStorage``), and the link
/// matched to it (``LinkFields``), share between their copies, so that a
/// copy costs one reference and making one costs one allocation.
///
/// ```
/// ┌──────────── one object ──────────────────────────────────────────┐
/// │ class header │ Header │ element 0 │ element 1 │ … │ element n-1  │
/// └──────────────┴────────┴───────────┴───────────┴───┴──────────────┘
///                 n = header.elementCount
/// ```
///
/// Invariants (a miss is caught when `STACKROUTER_CHECKS` is set):
/// - ``make(_:writing:)`` initializes elements `0..<header.elementCount`,
///   exactly that many, before anyone reads them; a subclass whose elements
///   need releasing deinitializes exactly those in its `deinit`.
/// - The header and the elements are written once, while the storage is
///   made, and only read after: that is why a storage may be shared across
///   threads, through a ``Shared`` reference, though `ManagedBuffer` is not
///   `Sendable`. The one exception is a request's header taking the match
///   of the link made from it, while nothing else references the storage
///   (see ``LinkFields``), before it is shared.
/// - Reads are by index inside `0..<header.elementCount` (always checked,
///   but for a request's query pieces read by an index its header's own
///   counts bound: see ``RequestStorage/text(ofQueryPiece:)``, checked when
///   `STACKROUTER_CHECKS` is set).
///
/// It is reached through ``header`` (read in place, never copied whole),
/// ``element(_:)`` and ``elements(_:)``.
///
/// The class puts no requirement on its parameters, and its methods live in
/// an extension that does: a requirement on a generic superclass costs a
/// run-time conformance check when a subclass's metadata is first made
/// (some 170 instructions a link, over a benchmark of a few thousand).
class SharedStorage<Header, Element>: ManagedBuffer<Header, Element> {}

extension SharedStorage where Header: StorageHeader {
  /// Makes a storage with `header`, whose elements `write` appends, exactly
  /// as many as the header counts.
  @inline(__always)
  final class func make(
    _ header: consuming Header, writing write: (inout ElementWriter<Element>) -> Void
  ) -> Self {
    let count = header.elementCount
    let buffer = create(minimumCapacity: count, moving: header) { elements in
      var writer = ElementWriter(elements, capacity: count)
      write(&writer)
      #if STACKROUTER_CHECKS
      precondition(writer.count == count, "a storage's elements are written exactly once each")
      #endif
    }
    return unsafeDowncast(buffer, to: self)
  }

  /// Makes a storage with `header` and a copy of `elements`, as many as the
  /// header counts.
  @inline(__always)
  final class func make(_ header: consuming Header, copying elements: UnsafeBufferPointer<Element>)
    -> Self
  {
    #if STACKROUTER_CHECKS
    precondition(elements.count == header.elementCount, "a storage copies all its elements")
    #endif
    let buffer = create(minimumCapacity: elements.count, moving: header) { target in
      guard let base = elements.baseAddress else { return }
      target.initialize(from: base, count: elements.count)
    }
    return unsafeDowncast(buffer, to: self)
  }

  /// The header, read in place: reading `ManagedBuffer.header` itself
  /// checks, on every read, that nothing writes it at the same moment, and
  /// copying it would retain each of its fields.
  final var fields: Header {
    unsafeAddress { UnsafePointer(withUnsafeMutablePointerToHeader { $0 }) }
  }

  /// Where the elements start, valid while the storage lives: taken out of
  /// the closure, as ``fields`` takes the header's, so that a read that
  /// follows it retains nothing.
  @inline(__always)
  final var elementBase: UnsafeMutablePointer<Element> {
    withUnsafeMutablePointerToElements { $0 }
  }

  /// The element at `index`.
  @inline(__always)
  final func element(_ index: Int) -> Element {
    precondition(index >= 0 && index < fields.elementCount, "element index out of range")
    return elementBase[index]
  }

  /// The elements at `offsets`, as an array.
  final func elements(_ offsets: Range<Int>) -> [Element] {
    guard !offsets.isEmpty else { return [] }
    precondition(
      offsets.lowerBound >= 0 && offsets.upperBound <= fields.elementCount,
      "element range out of range")
    return withUnsafeMutablePointerToElements { elements in
      Array(UnsafeBufferPointer(start: elements + offsets.lowerBound, count: offsets.count))
    }
  }

  /// Calls `body` with every element, in place.
  final func withElements<Result>(_ body: (UnsafeBufferPointer<Element>) -> Result) -> Result {
    let count = fields.elementCount
    return withUnsafeMutablePointerToElements { body(UnsafeBufferPointer(start: $0, count: count)) }
  }

}

/// A reference to a storage that is written once, when it is made, and
/// only read after (a ``SharedStorage``): so it may cross threads, though
/// `ManagedBuffer` is not `Sendable`. The values that hold one (a request,
/// a link) are `Sendable` through it.
struct Shared<Storage: AnyObject>: @unchecked Sendable {
  let storage: Storage

  init(_ storage: Storage) {
    self.storage = storage
  }
}

/// What a ``SharedStorage``'s header says about its elements.
protocol StorageHeader {
  /// How many elements the storage holds.
  var elementCount: Int { get }
}

/// Writes a storage's elements in order, while it is made: the only way in.
struct ElementWriter<Element> {
  private var next: UnsafeMutablePointer<Element>
  /// How many elements were written.
  private(set) var count = 0
  #if STACKROUTER_CHECKS
  private let capacity: Int
  #endif

  fileprivate init(_ start: UnsafeMutablePointer<Element>, capacity: Int) {
    next = start
    #if STACKROUTER_CHECKS
    self.capacity = capacity
    #endif
  }

  /// Writes the next element.
  @inline(__always)
  mutating func append(_ element: consuming Element) {
    #if STACKROUTER_CHECKS
    precondition(count < capacity, "a storage is written past its element count")
    #endif
    next.initialize(to: element)
    next += 1
    count += 1
  }

  /// Writes a copy of `elements`, in order.
  @inline(__always)
  mutating func append(contentsOf elements: UnsafeBufferPointer<Element>) {
    #if STACKROUTER_CHECKS
    precondition(count + elements.count <= capacity, "a storage is written past its element count")
    #endif
    if let base = elements.baseAddress { next.initialize(from: base, count: elements.count) }
    next += elements.count
    count += elements.count
  }

  /// Hands `write` the memory of the next `slots` elements, which it fills
  /// as plain bytes (binding them to the type it writes): for elements
  /// that need no release, as the storage then reads those slots as bytes
  /// only (checked).
  @inline(__always)
  mutating func appendRaw(slots: Int, _ write: (UnsafeMutableRawPointer) -> Void) {
    #if STACKROUTER_CHECKS
    precondition(count + slots <= capacity, "a storage is written past its element count")
    precondition(_isPOD(Element.self), "raw slots hold plain values only")
    #endif
    write(UnsafeMutableRawPointer(next))
    next += slots
    count += slots
  }
}

extension ManagedBuffer {
  /// Creates a buffer whose header is `header`, moved in, after
  /// `initialize` has written its elements from the pointer it is given on.
  ///
  /// `create(minimumCapacity:makingHeaderWith:)` stores a copy of the header
  /// its closure returns: for a header the closure captured, that retains
  /// every field once more and releases it again after.
  fileprivate final class func create(
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
}

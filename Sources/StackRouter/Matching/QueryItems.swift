/// A link's decoded query items, in order, repeated names kept.
///
/// The items are read from the link as they are asked for: intake checked
/// every item once, so reading one makes its two strings and nothing else.
/// An app that reads no item, or two of ten, pays for what it reads, and
/// walking the items builds no array:
///
/// ```swift
/// for item in link.queryItems where item.name.hasPrefix("utm_") {
///   campaign[item.name] = item.value
/// }
/// ```
///
/// Each read decodes the item again, so keep an item you read often, or
/// take `Array(link.queryItems)`. A value of this type shares the request's
/// storage: it costs one reference to keep.
public struct QueryItems: RandomAccessCollection, Hashable, Sendable, CustomStringConvertible {
  /// The request whose query this is.
  private let content: LinkContent

  /// The items of `content`'s query.
  init(_ content: LinkContent) {
    self.content = content
  }

  /// The position of the first item: 0.
  public var startIndex: Int { 0 }

  /// One past the position of the last item: the number of items.
  public var endIndex: Int { content.queryItemCount }

  /// The item at `position`, decoded.
  ///
  /// - Precondition: `position` is in `indices`, as for an array.
  public subscript(position: Int) -> QueryItem {
    precondition(indices.contains(position), "Query item index out of range")
    return content.queryItem(at: content.segmentCount + 2 * position)
  }

  /// Reads the items in order, each once.
  ///
  /// Consuming, as `Sequence` declares it: a `for` loop over
  /// `link.queryItems` hands its reference to the iterator rather than
  /// retaining it once more and releasing the collection after.
  public consuming func makeIterator() -> Iterator {
    Iterator(content: content)
  }

  /// Reads a link's query items in order, making each item's strings as
  /// it is reached.
  public struct Iterator: IteratorProtocol, Sendable {
    private let content: LinkContent
    /// The piece of the next item's name, and the end of the items.
    private var index: Int
    private let end: Int

    fileprivate init(content: LinkContent) {
      self.content = content
      index = content.segmentCount
      // The query's pieces come in pairs (see ``RequestStorage``): they end
      // where the pieces do.
      end = content.pieceCount
    }

    /// The next item, or `nil` after the last.
    public mutating func next() -> QueryItem? {
      guard index < end else { return nil }
      defer { index += 2 }
      // `index` runs from the segments' count to the pieces': among them.
      return content.queryItem(inQueryAt: index)
    }
  }

  /// The value of the first item named `name`, decoded, or `nil` when the
  /// query has no such item. Names compare exactly, as decoded.
  public func first(named name: String) -> String? {
    first { $0.name == name }?.value
  }

  /// Whether two queries hold the same items in the same order.
  public static func == (lhs: QueryItems, rhs: QueryItems) -> Bool {
    lhs.elementsEqual(rhs)
  }

  /// Hashes the items in order.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(count)
    for item in self { hasher.combine(item) }
  }

  /// The items as an array prints them: `[name=value, …]`.
  public var description: String { Array(self).description }
}

extension QueryItems: ExpressibleByArrayLiteral {
  /// Query items made from `items`, in their order, as a request holds them.
  public init(_ items: some Sequence<QueryItem>) {
    let request = RequestURL(
      original: "", origin: .customScheme(""), segments: [], queryItems: Array(items))
    self = request.queryItems
  }

  /// Query items made from a literal list, as tests and previews write them.
  public init(arrayLiteral items: QueryItem...) {
    self.init(items)
  }
}

/// Where intake's first pass cut a link: the end of each path segment and
/// of each query item, each item's first `=`, and which escapes each holds.
/// The reader cuts the pieces from these, without scanning the bytes again.
///
/// ```
///   m y a p p : / / s h o p / 4 2 ? x = 1 & y = a + b # t o p
///               ^ ^         ^     ^       ^           ^
///   path cuts:  6 7         12    15 (the path's end: the `?`)
///   item cuts:                            19          25
///                            its `=` at:  17          21, a `+` in its value
/// ```
///
/// A path cut ends at each `/` before the query or fragment, and one more
/// at the path's end (its `?`, its `#` or the link's end); a query cut at
/// each `&` of the query and one more at its end (its `#` or the link's
/// end). Each cut says which escapes the bytes since the cut before it hold:
/// a `%`, a `+`, and, in a query item, which of them stand after its first
/// `=` (in the value) and which before (in the name).
///
/// The room is the caller's, on the stack (``withRoom(capacity:_:)``); a
/// link with more cuts than it holds still has them all counted, and is
/// read again into room for that many (``isComplete``).
///
/// Invariants (checked when `STACKROUTER_CHECKS` is set):
/// - Cuts `0..<min(count, capacity)` are written, their ends strictly
///   increasing; cuts are read only when the room took them all.
/// - The path's cuts, `0..<pathCount`, end at the link's `/` bytes before
///   its query or fragment, in order, then at the path's end; the query's
///   cuts, `pathCount..<count`, at its `&` bytes, then at its end.
/// - A cut's escapes are those of the bytes from the cut before it (or the
///   link's start) up to its end: the reader relies on them instead of
///   looking at the bytes.
struct IntakeCuts {
  /// The end of a segment or of a query item.
  struct Cut {
    /// The offset of the byte that ends the piece (`/`, `&`, `?`, `#`), or
    /// the link's length.
    var end: Int32
    /// In a query item, the offset of its first `=`; `-1` when it has none,
    /// and in a path cut.
    var equals: Int32
    /// Which escapes the bytes since the cut before hold (``Escapes``).
    var escapes: UInt8
  }

  /// The bits of a cut's escapes. A path segment's `%` and `+` are noted as
  /// a name's (a segment has no `=`).
  enum Escapes {
    static let namePercent: UInt8 = 1
    static let namePlus: UInt8 = 2
    static let valuePercent: UInt8 = 4
    static let valuePlus: UInt8 = 8
  }

  /// How many cuts the room on the stack holds: more than the links apps
  /// receive make (a universal link with four query items makes about 10).
  static let roomCapacity = 48

  private let room: UnsafeMutablePointer<Cut>?
  private let capacity: Int
  /// Where the next cut goes, while there is room.
  private var next: UnsafeMutablePointer<Cut>?
  /// How many more cuts the room takes: below zero once the pass made more
  /// than it holds. (The pass keeps this and ``next`` alone up to date, two
  /// values where a count, a capacity and a base would be three.)
  private var free: Int
  /// How many of them are the path's (the last one is at the path's end).
  private(set) var pathCount = 0

  private init(room: UnsafeMutablePointer<Cut>?, capacity: Int) {
    self.room = room
    self.capacity = capacity
    (next, free) = (room, capacity)
  }

  /// How many cuts the pass made, written or not.
  var count: Int { capacity &- free }

  /// Cuts with no room: a pass into them only counts.
  static var none: IntakeCuts { IntakeCuts(room: nil, capacity: 0) }

  /// Calls `body` with empty cuts with room for `capacity`, on the stack
  /// (on the heap when that is too large for the stack).
  @inline(__always)
  static func withRoom<Result>(capacity: Int, _ body: (IntakeCuts) -> Result) -> Result {
    withUnsafeTemporaryAllocation(of: Cut.self, capacity: capacity) {
      body(IntakeCuts(room: $0.baseAddress, capacity: capacity))
    }
  }

  /// Whether the room took every cut the pass made.
  var isComplete: Bool { free >= 0 }

  /// Records a cut: its room is written when there is some, and it is
  /// counted either way.
  @inline(__always)
  mutating func cut(end: Int, equals: Int, escapes: UInt8) {
    if free > 0 {
      #if STACKROUTER_CHECKS
      precondition(
        count == 0 || Int(room.unsafelyUnwrapped[count &- 1].end) < end,
        "intake's first pass cuts a link in order")
      #endif
      let slot = next.unsafelyUnwrapped
      slot.pointee = Cut(
        end: Int32(truncatingIfNeeded: end), equals: Int32(truncatingIfNeeded: equals),
        escapes: escapes)
      next = slot + 1
    }
    free &-= 1
  }

  /// Marks the cuts made so far as the path's.
  @inline(__always)
  mutating func endPath() {
    pathCount = count
  }

  /// The cut at `index`, of a room that took them all.
  @inline(__always)
  subscript(index: Int) -> Cut {
    #if STACKROUTER_CHECKS
    precondition(isComplete, "intake reads cuts a room did not take")
    precondition(index >= 0 && index < count, "intake reads a cut the pass did not make")
    #endif
    return room.unsafelyUnwrapped[index]
  }

  /// The index of the first path cut from `index` on that ends at `offset`
  /// or later: `offset` lies in the path, which the last path cut ends.
  @inline(__always)
  func pathCut(endingFrom offset: Int, from index: Int) -> Int {
    var index = index
    while Int(self[index].end) < offset {
      index &+= 1
      #if STACKROUTER_CHECKS
      precondition(index < pathCount, "an offset past the path's end")
      #endif
    }
    return index
  }

  #if STACKROUTER_CHECKS
  /// Checks the cuts against the bytes they were made from: every `/` of
  /// the path and `&` of the query is a cut, and each cut's escapes are
  /// those of its bytes. Costs a scan of the link; debug builds only.
  func check(_ bytes: ByteSpan, queryStart: Int?, fragmentStart: Int?) {
    guard isComplete else { return }
    let end = fragmentStart ?? bytes.count
    let pathEnd = queryStart ?? end
    var expected: [(end: Int, equals: Int, escapes: UInt8)] = []
    var (equals, escapes) = (-1, UInt8(0))
    func note(_ byte: UInt8, at offset: Int, inQuery: Bool) {
      switch byte {
      case UInt8(ascii: "="): if inQuery, equals < 0 { equals = offset }
      case UInt8(ascii: "%"): escapes |= equals < 0 ? Escapes.namePercent : Escapes.valuePercent
      case UInt8(ascii: "+"): escapes |= equals < 0 ? Escapes.namePlus : Escapes.valuePlus
      default: return
      }
    }
    for offset in 0..<pathEnd {
      if bytes[offset] == UInt8(ascii: "/") {
        expected.append((offset, -1, escapes))
        escapes = 0
      } else {
        note(bytes[offset], at: offset, inQuery: false)
      }
    }
    expected.append((pathEnd, -1, escapes))
    let path = expected.count
    if let queryStart {
      (equals, escapes) = (-1, 0)
      for offset in (queryStart + 1)..<end {
        if bytes[offset] == UInt8(ascii: "&") {
          expected.append((offset, equals, escapes))
          (equals, escapes) = (-1, 0)
        } else {
          note(bytes[offset], at: offset, inQuery: true)
        }
      }
      expected.append((end, equals, escapes))
    }
    precondition(
      pathCount == path && count == expected.count, "intake's first pass miscounted cuts")
    for (index, cut) in expected.enumerated() {
      let made = self[index]
      precondition(
        Int(made.end) == cut.end && Int(made.equals) == cut.equals && made.escapes == cut.escapes,
        "intake's first pass cut a link wrongly")
    }
  }
  #endif
}

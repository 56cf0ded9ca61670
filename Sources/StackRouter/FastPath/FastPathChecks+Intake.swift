/// The hooks for intake's cuts (``IntakeCuts``): where the first pass ends
/// a link's path segments and query items.
extension FastPathChecks {
  /// Cuts at `ends` into room for `capacity` cuts, as the first pass
  /// would, then reads back the ends of the cuts at `read`: a room too
  /// small for every cut is what the reader would read if it did not run
  /// the pass again into room for them all, and ends out of order what a
  /// pass that cut the wrong bytes would make.
  public static func cutAndRead(ends: [Int], capacity: Int, read: Range<Int>) -> [Int] {
    IntakeCuts.withRoom(capacity: capacity) { room in
      var cuts = room
      for end in ends { cuts.cut(end: end, equals: -1, escapes: 0) }
      cuts.endPath()
      return read.map { Int(cuts[$0].end) }
    }
  }

  /// Cuts `link` with the first pass, then checks the cuts against the
  /// bytes of `against`, as intake does before it reads a link: cuts made
  /// from other bytes are what a pass that missed a `/`, a `&`, a `=` or
  /// an escape would give. Returns how many cuts the pass made.
  public static func checkCuts(of link: String, against other: String) -> Int {
    ByteSpan.withBytes(of: link) { bytes in
      IntakeCuts.withRoom(capacity: 16) { room in
        let pass = IntakeFirstPass(scanning: bytes, cutting: room)
        #if STACKROUTER_CHECKS
        ByteSpan.withBytes(of: other) {
          pass.cuts.check($0, queryStart: pass.queryStart, fragmentStart: pass.fragmentStart)
        }
        #endif
        return pass.cuts.count
      }
    }
  }
}

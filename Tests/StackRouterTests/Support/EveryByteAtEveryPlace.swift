/// Calls `body` with every text of `length` bytes that is `a` but for one
/// byte, for every value of that byte at every place (the empty text once,
/// with the place and value 0): the inputs that show a word-at-a-time check
/// saying what a byte-at-a-time one says.
func forEveryByteAtEveryPlace(
  ofLength length: Int, _ body: (_ bytes: [UInt8], _ value: UInt8, _ place: Int) -> Void
) {
  for place in 0..<max(length, 1) {
    for value in UInt8.min...UInt8.max {
      var bytes = [UInt8](repeating: UInt8(ascii: "a"), count: length)
      if length > 0 { bytes[place] = value }
      body(bytes, value, place)
    }
  }
}

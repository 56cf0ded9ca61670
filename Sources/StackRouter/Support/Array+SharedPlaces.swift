extension Array where Element: Equatable {
  /// The place of `value` in the list: the last one when it is equal, else
  /// a new one at the end. Values registered together, which repeat one
  /// after another, share one place this way, without a hash table.
  ///
  /// The last element is compared in place, not copied out: a copy would
  /// retain and release its values for every registration. A list of places is far shorter than 2³¹: each place is a
  /// registration, which costs far more than four bytes.
  mutating func place(sharingLast value: Element) -> Int32 {
    let last = count - 1
    if last >= 0, self[last] == value { return Int32(truncatingIfNeeded: last) }
    append(value)
    return Int32(truncatingIfNeeded: last + 1)
  }
}

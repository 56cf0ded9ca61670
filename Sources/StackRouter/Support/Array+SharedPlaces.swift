extension Array where Element: Equatable {
  /// The place of `value` in the list: the last one when it is equal, else
  /// a new one at the end. Values registered together, which repeat one
  /// after another, share one place this way, without a hash table.
  ///
  /// The last element is compared in place, not copied out: a copy would
  /// retain and release its values for every registration.
  mutating func place(sharingLast value: Element) -> Int32 {
    if isEmpty || self[count - 1] != value { append(value) }
    return Int32(count - 1)
  }
}

/// One immutable value behind one reference: the storage of a struct whose
/// copies should cost a retain, not a copy of every field.
///
/// ``Screen`` and ``TrieRouteMatcher`` keep their fields in one: screens are
/// copied into states, steps and plans, and a matcher into every table that
/// uses it. The value is written once, when the box is made, and only read
/// after, which is why a box may be shared across threads.
///
/// Storages that keep a header and a run of elements in one allocation
/// (requests and links) use ``SharedStorage`` instead.
final class SharedValue<Value: Sendable>: Sendable {
  let value: Value

  init(_ value: Value) {
    self.value = value
  }
}

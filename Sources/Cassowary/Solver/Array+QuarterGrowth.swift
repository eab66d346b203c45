extension Array {
  /// Appends like `append(_:)` but grows the buffer by a quarter (at least 256 elements) instead
  /// of doubling it.
  ///
  /// The constraint records are the largest of the solver's arrays that are not slabs; doubling
  /// would leave them up to half empty, growing by a quarter at most a fifth, for the same
  /// amortised O(1) appends. The minimum step spares small solvers a reallocation every few adds.
  mutating func appendGrowingByQuarter(_ element: Element) {
    if count == capacity { reserveCapacity(count + Swift.max(count / 4, 256)) }
    append(element)
  }
}

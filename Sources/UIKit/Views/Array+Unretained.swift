extension Array where Element: AnyObject {
  /// Calls `body` with each element, neither retained nor released around the call.
  ///
  /// The array holds every element for as long as the loop runs, which is what makes this
  /// safe; `body` must not keep an element beyond its call. A plain `for` loop retains each
  /// element it hands out, and releases it again, because the calls made on it are opaque to
  /// the optimiser: a layout pass places every subview a resize moves, and that pair of
  /// atomic operations per view cost as much as reading its solved frame.
  @inline(__always)
  func forEachUnretained(_ body: (Element) -> Void) {
    for index in indices {
      Unmanaged.passUnretained(self[index]).withUnretained(body)
    }
  }
}

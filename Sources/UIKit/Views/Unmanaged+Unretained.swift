extension Unmanaged {
  /// Calls `body` with the instance, neither retained nor released around the call.
  ///
  /// The caller must know the instance outlives the call (see `Array.forEachUnretained`).
  /// The module's one use of `_withUnsafeGuaranteedRef`: a main-actor closure handed straight
  /// to the standard library checks at run time that it runs on the main actor, and that check
  /// cost more than the retain it was to save; handed through this function it does not.
  @inline(__always)
  func withUnretained<Result>(_ body: (Instance) -> Result) -> Result {
    _withUnsafeGuaranteedRef(body)
  }
}

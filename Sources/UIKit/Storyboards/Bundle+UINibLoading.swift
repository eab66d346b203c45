extension Bundle {
  /// Matches UIKit: instantiates `name.xib` from this bundle with `owner` as File's Owner, and
  /// returns its top-level objects; a missing file raises "Could not load NIB in bundle".
  @preconcurrency @MainActor
  public func loadNibNamed(
    _ name: String, owner: Any?, options: [UINib.OptionsKey: Any]? = nil
  ) -> [Any]? {
    UINib(nibName: name, bundle: self).instantiate(withOwner: owner, options: options)
  }
}

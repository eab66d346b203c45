/// Image views, stack views and scroll views.
extension NibDecoder {
  @MainActor
  func decodeImageView(_ imageView: UIImageView) {
    if let name = string("image") { imageView.image = image(named: name, for: element) }
    if let reference = child(key: "image", name: "imageReference") {
      if reference["catalog"] == "system" {
        build.warn(
          reference, "SF Symbols ('\(reference["image"] ?? "")') are not available; skipped",
          once: "symbol")
      } else if let name = reference["image"] {
        imageView.image = image(named: name, for: reference)
      }
    }
    if bool("highlighted") != true { use("highlighted") }
    if bool("adjustsImageSizeForAccessibilityContentSizeCategory") != true {
      use("adjustsImageSizeForAccessibilityContentSizeCategory")
    }
  }

  @MainActor
  func decodeStackView(_ stack: UIStackView) {
    stack.axis = string("axis") == "vertical" ? .vertical : .horizontal
    let distributions: [String: UIStackView.Distribution] = [
      "fill": .fill, "fillEqually": .fillEqually, "fillProportionally": .fillProportionally,
      "equalSpacing": .equalSpacing, "equalCentering": .equalCentering,
    ]
    if let distribution = enumeration("distribution", distributions) {
      stack.distribution = distribution
    }
    let alignments: [String: UIStackView.Alignment] = [
      "fill": .fill, "leading": .leading, "top": .leading, "firstBaseline": .firstBaseline,
      "center": .center, "trailing": .trailing, "bottom": .trailing,
      "lastBaseline": .lastBaseline,
    ]
    if let alignment = enumeration("alignment", alignments) { stack.alignment = alignment }
    if let spacing = number("spacing") { stack.spacing = spacing }
    if let relative = bool("layoutMarginsRelativeArrangement") {
      stack.isLayoutMarginsRelativeArrangement = relative
    }
    if bool("baselineRelativeArrangement") != true { use("baselineRelativeArrangement") }
  }

  @MainActor
  func decodeScrollView(_ scrollView: UIScrollView) {
    let flags: [(String, ReferenceWritableKeyPath<UIScrollView, Bool>)] = [
      ("scrollEnabled", \.isScrollEnabled), ("pagingEnabled", \.isPagingEnabled),
      ("bounces", \.bounces), ("alwaysBounceVertical", \.alwaysBounceVertical),
      ("alwaysBounceHorizontal", \.alwaysBounceHorizontal),
      ("showsHorizontalScrollIndicator", \.showsHorizontalScrollIndicator),
      ("showsVerticalScrollIndicator", \.showsVerticalScrollIndicator),
    ]
    for (attribute, property) in flags {
      if let value = bool(attribute) { scrollView[keyPath: property] = value }
    }
    let behaviors: [String: UIScrollView.ContentInsetAdjustmentBehavior] = [
      "automatic": .automatic, "scrollableAxes": .scrollableAxes, "never": .never,
      "always": .always,
    ]
    if let behavior = enumeration("contentInsetAdjustmentBehavior", behaviors) {
      scrollView.contentInsetAdjustmentBehavior = behavior
    }
    if let inset = child(key: "contentInset") { scrollView.contentInset = insets(inset) }
    if let size = child(key: "contentSize", name: "size") {
      scrollView.contentSize = self.size(size)
    }
    // Keyboard dismissal and zoom limits at their defaults need nothing here.
    if ["none", nil].contains(element["keyboardDismissMode"]) { use("keyboardDismissMode") }
    if element["minimumZoomScale"] == element["maximumZoomScale"] {
      use("minimumZoomScale", "maximumZoomScale")
    }
    use("directionalLockEnabled", "delaysContentTouches", "canCancelContentTouches")
  }
}

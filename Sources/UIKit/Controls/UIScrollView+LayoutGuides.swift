extension UIScrollView {
  /// Matches UIKit: the scroll view's content area for Auto Layout. Its origin is the
  /// content's origin; constraints that give it a size make that size the ``contentSize`` in
  /// the next layout pass, and where they say nothing it keeps the `contentSize` set.
  public var contentLayoutGuide: UILayoutGuide {
    if let guide = constraintState.scrollContentGuide { return guide }
    let guide = UILayoutGuide(
      kind: .scrollContent, owner: self, identifier: "UIScrollView-contentLayoutGuide")
    constraintState.scrollContentGuide = guide
    return guide
  }

  /// Matches UIKit: the scroll view's own frame for Auto Layout, which does not scroll: views
  /// constrained to it stay put on screen while the content moves, and its width or height
  /// gives the content one of the scroll view's dimensions.
  public var frameLayoutGuide: UILayoutGuide {
    if let guide = constraintState.scrollFrameGuide { return guide }
    let guide = UILayoutGuide(
      kind: .scrollFrame, owner: self, identifier: "UIScrollView-frameLayoutGuide")
    constraintState.scrollFrameGuide = guide
    return guide
  }

  /// In the layout pass: takes the content size the constraints gave ``contentLayoutGuide``.
  func adoptContentLayoutGuideSize() {
    guard let guide = constraintState.scrollContentGuide,
      LayoutEngine.shared.hasItem(guide)
    else { return }
    let size = guide.layoutFrame.size
    if size != contentSize { contentSize = size }
  }

  /// Keeps ``contentLayoutGuide``'s preferred size on a `contentSize` the app sets.
  func contentSizeDidChange() {
    if let guide = constraintState.scrollContentGuide {
      LayoutEngine.shared.itemGeometryDidChange(guide)
    }
  }
}

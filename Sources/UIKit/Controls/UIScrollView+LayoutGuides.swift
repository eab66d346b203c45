extension UIScrollView {
  /// Matches UIKit: the scroll view's content area for Auto Layout. Its origin is the
  /// content's origin; constraints that give it a size make that size the ``contentSize`` in
  /// the next layout pass, and where they say nothing it keeps the `contentSize` set.
  public var contentLayoutGuide: UILayoutGuide {
    systemGuide(\.scrollContentGuide, .scrollContent, identifier: "UIScrollView-contentLayoutGuide")
  }

  /// Matches UIKit: the scroll view's own frame for Auto Layout, which does not scroll: views
  /// constrained to it stay put on screen while the content moves, and its width or height
  /// gives the content one of the scroll view's dimensions.
  public var frameLayoutGuide: UILayoutGuide {
    systemGuide(\.scrollFrameGuide, .scrollFrame, identifier: "UIScrollView-frameLayoutGuide")
  }

  /// In the layout pass, before the subviews' frames: takes the content size the constraints
  /// gave ``contentLayoutGuide``.
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

/// The view behind a bar's items that shows its appearance's background colour and image,
/// named as UIKit's private class is, so that a bar's `recursiveDescription` reads as iOS
/// prints it.
///
/// Matches iOS's nesting: the hairline along the bar's edge is inside it, as its
/// ``shadowView``.
final class _UIBarBackground: UIImageView {
  /// The hairline, placed by the bar in this view's coordinates.
  let shadowView = _UIBarBackgroundShadowView()

  convenience init() {
    self.init(frame: .zero)
  }

  override init(frame: CGRect) {
    super.init(frame: frame)
    setUp()
  }

  required init?(coder: NSCoder) {
    super.init(coder: coder)
    setUp()
  }

  /// Matches iOS, whose bar background is a plain view: opaque, as its lines print no
  /// `opaque = NO` (`<_UIBarBackground: 0x…; frame = (0 -47; 428 91); userInteractionEnabled =
  /// NO; layer = …>`, iOS 15).
  private func setUp() {
    isOpaque = true
    addSubview(shadowView)
  }
}

/// The hairline of a bar, named as UIKit's private class is. (iOS draws it with an image
/// view inside; here it is the image view.) Opaque, as iOS's is.
final class _UIBarBackgroundShadowView: UIImageView {
  convenience init() {
    self.init(frame: .zero)
  }

  override init(frame: CGRect) {
    super.init(frame: frame)
    isOpaque = true
  }

  required init?(coder: NSCoder) {
    super.init(coder: coder)
    isOpaque = true
  }
}

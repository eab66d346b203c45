/// The view a bar button shows its title or image in, named as iOS's private
/// `_UIModernBarButton`, so that a bar's `recursiveDescription` nests as iOS prints it:
/// `_UIButtonBarButton` > `_UIModernBarButton` > `UIButtonLabel`.
///
/// Matches iOS's logs of bar buttons: it takes no touches (its button does) and is as large as
/// what it shows. Around a title it reaches one point higher than the title's label (iOS 13:
/// a `(0 11; 52 21.5)` view holding a `(0 1; 52 20.5)` label in a 44-point button; UIKitCore
/// gives it a 1-point top content inset in a regular bar); around an image it is the image's
/// frame (iOS 17: `(11 9.66667; 24 24)` for a 24-point image).
@MainActor
final class ModernBarButton: UIView, IOSPrivateClassNaming {
  static var iOSClassName: String { "_UIModernBarButton" }

  /// How far the view reaches above its title's label.
  static let titleRise: CGFloat = 1

  override init(frame: CGRect) {
    super.init(frame: frame)
    isUserInteractionEnabled = false
  }

  required init?(coder: NSCoder) {
    fatalError("bar buttons are made by their bar")
  }

  /// Passes a new size of the title on to the button, whose size follows it.
  override func subviewIntrinsicContentSizeDidChange(_ subview: UIView) {
    superview?.subviewIntrinsicContentSizeDidChange(subview)
  }

  /// The view's frame, in its button's coordinates, around a title at `title` or an image at
  /// `image`; `.zero` around neither (a custom view's or a space's button).
  static func frame(title: CGRect?, image: CGRect?) -> CGRect {
    if let image { return image }
    guard let title else { return .zero }
    return CGRect(
      x: title.minX, y: title.minY - titleRise, width: title.width,
      height: title.height + titleRise)
  }
}

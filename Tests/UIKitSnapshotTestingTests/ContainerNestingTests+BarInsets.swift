import Testing
import UIKit
import UIKitTestSupport

/// Where a navigation bar puts a title's extra trailing room right to left, and an image one
/// pixel above its button's middle, as UIKitCore does and iOS logs show:
/// - a title's 3-point inset is on the `_UIModernBarButton`'s trailing edge: UIKitCore gives
///   the title's button a 3-point trailing content inset
///   (`-[_UIButtonBarButtonVisualProviderIOS _configureImageOrTitleCompact:]`) and pins its
///   leading and trailing anchors by the button's effective layout direction
///   (`_addHorizontalConstraintsForTextWithOffset:additionalPadding:`);
/// - a navigation bar hands its `semanticContentAttribute` to its content view
///   (`-[UINavigationBar setSemanticContentAttribute:]`, and the modern visual provider sets the
///   bar's attribute on `_contentView`);
/// - an image's insets are its alignment insets less one pixel, `UIRoundToScale(1 / scale)`,
///   top and bottom (`_imageInsetsForBarButtonItem:compact:isBackButton:`), and the image is
///   centred on its button offset by the top one (`_addVerticalConstraintsForImageWithInsets:`):
///   iOS 17 logs a 24-point image in a 44-point button at y = 9.66667 at 3× (LLDB output in the
///   public ZJIOS sources, `UIViewController+ZJViewController.m`).
extension ContainerNestingTests {
  /// The title buttons of a root controller's bar 390 points wide, left to right in the bar:
  /// each button's frame in the bar, its title label's frame in the `_UIModernBarButton`, and
  /// that view's frame in the button.
  private func titleFrames(
    direction: UITraitEnvironmentLayoutDirection, barAttribute: UISemanticContentAttribute
  ) -> [(button: CGRect, label: CGRect, modern: CGRect)] {
    let root = UIViewController()
    root.navigationItem.leftBarButtonItems = [UIBarButtonItem(title: "Cancel", style: .plain)]
    root.navigationItem.rightBarButtonItems = [
      UIBarButtonItem(title: "Next", style: .done), UIBarButtonItem(title: "Add", style: .plain),
    ]
    let navigation = UINavigationController(rootViewController: root)
    navigation.navigationBar.semanticContentAttribute = barAttribute
    let window = onScreen(navigation, direction: direction, width: 390)
    defer { window.isHidden = true }
    let bar = navigation.navigationBar
    let buttons = bar.subviews.flatMap(\.subviews).flatMap(\.subviews)
      .compactMap { $0 as? UIButton }
      .sorted { $0.convert($0.bounds, to: bar).minX < $1.convert($1.bounds, to: bar).minX }
    return buttons.compactMap { button in
      guard let label = button.titleLabel, let modern = label.superview else { return nil }
      return (button.convert(button.bounds, to: bar), label.frame, modern.frame)
    }
  }

  @Test(
    "right to left, a padded title's 3 points are on its left, its trailing side",
    arguments: [
      (UITraitEnvironmentLayoutDirection.rightToLeft, UISemanticContentAttribute.unspecified),
      (.leftToRight, .forceRightToLeft),
    ])
  func titleInsetRightToLeft(
    direction: UITraitEnvironmentLayoutDirection, barAttribute: UISemanticContentAttribute
  ) {
    let frames = titleFrames(direction: direction, barAttribute: barAttribute)

    // Left to right in the bar: Next (the trailing item: 8 points outside, nothing more), Add
    // (3 points on its left) and Cancel (the leading item: 8 outside on the right, 3 on the
    // left). Each label sits 3 points into its `_UIModernBarButton` when padded, flush with
    // its right edge.
    #expect(frames.count == 3)
    #expect(frames.map { $0.label.minX } == [0, 3, 3])
    #expect(frames.map { $0.modern.width - $0.label.maxX } == [0, 0, 0])
    #expect(frames.map { $0.button.width - $0.label.width } == [8, 3, 11])
    #expect(frames.map { $0.modern.minX } == [8, 0, 0])
    // Mirrored from left to right: the leading item on the bar's right edge, two titles 11
    // points apart.
    #expect(frames.last.map { abs($0.button.maxX - (390 - 8)) < 0.001 } == true)
    let titleMinX = frames.map { $0.button.minX + $0.modern.minX + $0.label.minX }
    let titleMaxX = zip(titleMinX, frames).map { $0 + $1.label.width }
    #expect(abs(titleMinX[1] - titleMaxX[0] - 11) < 0.001)
  }

  @Test("left to right, a padded title's 3 points are on its right")
  func titleInsetLeftToRight() {
    let frames = titleFrames(direction: .leftToRight, barAttribute: .unspecified)

    // Cancel (the leading item), Add, Next (the trailing item).
    #expect(frames.map { $0.label.minX } == [0, 0, 0])
    #expect(frames.map { $0.modern.width - $0.label.maxX } == [3, 3, 0])
    #expect(frames.map { $0.button.width - $0.label.width } == [11, 3, 8])
  }

  @Test(
    "an image item sits one pixel above its button's middle: y = 9.66667 at 3×, as iOS 17 logs",
    arguments: [(CGFloat(3), CGFloat(29) / 3), (2, 9.5), (1, 9)])
  func imageOnePixelUp(scale: CGFloat, y: CGFloat) throws {
    let image = UIGraphicsImageRenderer(size: CGSize(width: 24, height: 24)).image { _ in }
    let root = UIViewController()
    root.navigationItem.rightBarButtonItems = [
      UIBarButtonItem(image: image, style: .plain), UIBarButtonItem(image: image, style: .plain),
    ]
    let navigation = UINavigationController(rootViewController: root)

    let window = onScreen(navigation, direction: .leftToRight, width: 390, scale: scale)
    defer { window.isHidden = true }
    let buttons = navigation.navigationBar.subviews.flatMap(\.subviews).flatMap(\.subviews)
      .compactMap { $0 as? UIButton }
    let modern = try buttons.map { try #require($0.imageView?.superview) }

    // iOS 17: `(11 9.66667; 24 24)` in both 44-point buttons of the row (the frame goes
    // through the view's centre, a few ulps off).
    #expect(modern.count == 2)
    for view in modern {
      #expect(abs(view.frame.minY - y) < 1e-9, "\(scale)x: \(view.frame)")
      #expect(view.frame.minX == 11 && view.frame.size == CGSize(width: 24, height: 24))
    }
  }
}

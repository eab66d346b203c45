import UIKit
import UIKitTestSupport

/// A screen at a text size: a child controller whose traits say the content size category, in
/// a parent that can change it, shown in a window. Add the views under test to `child.view`.
@MainActor
struct TextSizeScreen {
  let parent = UIViewController()
  let child = UIViewController()
  let window: UIWindow

  init(category: UIContentSizeCategory, size: CGSize) {
    parent.addChild(child)
    parent.view.addSubview(child.view)
    child.didMove(toParent: parent)
    window = TestApplication.makeWindow(root: parent, size: size)
    setCategory(category)
  }

  /// Changes the child's text size, as Settings changes the app's.
  func setCategory(_ category: UIContentSizeCategory) {
    parent.setOverrideTraitCollection(
      UITraitCollection(preferredContentSizeCategory: category), forChild: child)
  }
}

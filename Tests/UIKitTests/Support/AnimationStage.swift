import UIKit
import UIKitTestSupport

/// What the animation suites animate: a square view at the origin of a fresh window, drawn
/// once, and the clock that moves it.
@MainActor
struct AnimationStage {
  let clock = ManualClock()
  let view: UIView
  let window: UIWindow

  init(side: CGFloat) {
    view = UIView(frame: CGRect(x: 0, y: 0, width: side, height: side))
    window = TestApplication.makeWindow(root: nil)
    window.addSubview(view)
    clock.settle()
  }

  /// Where the view is drawn now, along x.
  var presentedX: CGFloat { view.layer.presentation()!.frame.minX }
}

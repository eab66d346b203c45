/// The presentation controller of the styles that cover an area completely: `.fullScreen`,
/// `.overFullScreen`, `.currentContext` and `.overCurrentContext` (UIKit's private
/// `_UIFullscreenPresentationController` and its context siblings).
///
/// Matches UIKit: the presented view fills the container, which covers the window or the
/// presentation context's view. The "over" styles leave the presenter's view underneath and
/// send it no appearance callbacks; the others remove it when the transition ends.
@MainActor
final class FullScreenPresentationController: UIPresentationController {
  private let style: UIModalPresentationStyle

  init(
    presentedViewController: UIViewController, presenting: UIViewController?,
    style: UIModalPresentationStyle
  ) {
    self.style = style
    super.init(presentedViewController: presentedViewController, presenting: presenting)
  }

  override var presentationStyle: UIModalPresentationStyle { style }

  override var shouldRemovePresentersView: Bool {
    style == .fullScreen || style == .currentContext
  }

  override var shouldPresentInFullscreen: Bool {
    style == .fullScreen || style == .overFullScreen
  }

  override func prepareViews() {
    presentedViewController.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
  }

  override func containerViewWillLayoutSubviews() {
    guard phase == .presented, let containerView,
      let view = presentedViewController.viewIfLoaded, view.superview === containerView
    else { return }
    view.frame = containerView.bounds
  }
}

extension UIViewController {
  /// Loads the view on first use: `loadView()` then `viewDidLoad()`, exactly once per load.
  func loadViewIfNeededReturningView() -> UIView {
    if let loadedView { return loadedView }
    if isLoadingView {
      // Matches UIKit's well-known pitfall: touching `view` inside `loadView` before setting
      // it would recurse forever; here it gets a clear message instead.
      UIKitException.raise(
        .internalInconsistencyException,
        "\(self) accessed its view inside loadView() before setting it")
      defaultLoadView()
      return loadedView!
    }
    isLoadingView = true
    loadView()
    isLoadingView = false
    if loadedView == nil {
      UIKitException.raise(
        .internalInconsistencyException,
        "\(self) loadView() did not set the view; assign `view` in loadView()")
      defaultLoadView()
    }
    performEmbedSeguesAfterViewLoad()
    viewDidLoad()
    return loadedView!
  }

  /// Matches UIKit's `loadView()`: the view of the controller's storyboard scene or nib, or
  /// else a plain view the size of the screen.
  func defaultLoadView() {
    if loadViewFromInterfaceFile(), loadedView != nil { return }
    let view = UIView(frame: UIScreen.main.bounds)
    view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    replaceView(with: view)
  }

  /// Matches UIKit: a view belongs to at most one controller.
  func replaceView(with newView: UIView?) {
    if let newView, let owner = newView.owningViewController, owner !== self {
      UIKitException.raise(
        .internalInconsistencyException,
        "\(newView) is the view of \(owner); a view can only be associated with at most "
          + "one view controller at a time")
      return
    }
    if loadedView === newView { return }
    if loadedView?.owningViewController === self { loadedView?.owningViewController = nil }
    loadedView = newView
    newView?.owningViewController = self
  }
}

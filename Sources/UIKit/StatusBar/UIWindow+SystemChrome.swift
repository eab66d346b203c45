/// What the system chrome of a window currently shows, resolved from its controllers.
struct SystemChromeState: Equatable {
  var statusBarStyle: UIStatusBarStyle = .default
  var statusBarHidden = false
  var homeIndicatorAutoHidden = false
  var deferredEdges: UIRectEdge = []
}

extension UIWindow {
  /// The controller at the top of the screen: the last presented one, or the root.
  var topScreenController: UIViewController? { screenControllers.last }

  /// The controller that decides the system chrome: the last one presented in full screen (or
  /// capturing the status bar's appearance), or the root. Matches UIKit: a sheet, a popover or
  /// a context presentation leaves it to the controller beneath.
  var chromeScreenController: UIViewController? {
    screenControllers.last { controller in
      guard controller.presentingController != nil,
        let presentation = controller.storedPresentationController
      else { return true }
      return controller.modalPresentationCapturesStatusBarAppearance
        || (presentation.shouldPresentInFullscreen && !presentation.currentStyle.isSheet
          && presentation.currentStyle != .popover)
    }
  }

  /// Whether the system hides the status bar whatever the controllers prefer. Matches iOS,
  /// which shows no status bar on an iPhone turned to landscape (vertical size class compact),
  /// the Plus and Max models included, while an iPad keeps it in both orientations.
  var systemHidesStatusBar: Bool { isTurnedPhone(traitCollection) }

  /// Whether `traits` (the window's, or a view's in it) are those of a phone whose interface is
  /// turned to landscape: compact in height, the orientation deciding and not traits alone. The
  /// status bar hides then, and bars of compact width take compact metrics.
  func isTurnedPhone(_ traits: UITraitCollection) -> Bool {
    interfaceOrientation.isLandscape && traits.userInterfaceIdiom == .phone
      && traits.verticalSizeClass == .compact
  }

  /// Re-reads the status bar, home indicator and deferred edges from the controllers, and
  /// updates the chrome, with the status bar animation of the controller that decides it.
  func updateSystemChrome(animated: Bool) {
    guard let top = chromeScreenController else { return }
    let styleOwner = top.deciding(\.childForStatusBarStyle)
    let hiddenOwner = top.deciding(\.childForStatusBarHidden)
    // Matches iOS: over the black behind a presenter that a sheet scales back, the status bar
    // turns light.
    let overBlack = screenControllers.contains { controller in
      controller.presentingController != nil
        && (controller.storedPresentationController as? UISheetPresentationController)?
          .scalesBackPresenter == true
    }
    let state = SystemChromeState(
      statusBarStyle: overBlack ? .lightContent : styleOwner.preferredStatusBarStyle,
      statusBarHidden: hiddenOwner.prefersStatusBarHidden || systemHidesStatusBar,
      homeIndicatorAutoHidden: top.deciding(\.childForHomeIndicatorAutoHidden)
        .prefersHomeIndicatorAutoHidden,
      deferredEdges: top.deciding(\.childForScreenEdgesDeferringSystemGestures)
        .preferredScreenEdgesDeferringSystemGestures)
    let previous = systemChrome
    systemChrome = state
    let animation = animated ? hiddenOwner.preferredStatusBarUpdateAnimation : .none
    applySystemChrome(animation: animation)
    if previous.statusBarHidden != state.statusBarHidden { safeAreaMayHaveChanged() }
  }

  /// The window's own safe area: the configured device's (which, like a notched iPhone's, stays
  /// when the status bar hides), or below the status bar when it shows and above the home
  /// indicator.
  var windowSafeAreaInsets: UIEdgeInsets {
    if let device = screen.deviceSafeAreaInsets { return device }
    return UIEdgeInsets(
      top: systemChrome.statusBarHidden ? 0 : StatusBarView.height, left: 0,
      bottom: HomeIndicatorView.inset, right: 0)
  }

  /// The edges where system gestures wait for a second swipe, for the navigation back-drag.
  package var deferredSystemGestureEdges: UIRectEdge { systemChrome.deferredEdges }

  /// Places the chrome views for the window's size and colours them for the content behind.
  func layoutChromeViews() {
    chromeNeedsLayout = false
    let darkContent: Bool =
      switch systemChrome.statusBarStyle {
      case .darkContent: true
      case .lightContent: false
      case .default: traitCollection.userInterfaceStyle != .dark
      }
    statusBarView.chromeWindow = self
    homeIndicatorView.chromeWindow = self
    UIView.performWithoutAnimation {
      statusBarView.configure(
        width: bounds.width, timeText: UIApplication.statusBarTime(), darkContent: darkContent,
        rightToLeft: isRightToLeft)
      homeIndicatorView.configure(windowSize: bounds.size, darkContent: darkContent)
      statusBarView.layoutIfNeeded()
    }
  }

  private func applySystemChrome(animation: UIStatusBarAnimation) {
    layoutChromeViews()
    let hidden = systemChrome.statusBarHidden
    let changes = {
      switch animation {
      case .slide:
        self.statusBarView.transform =
          hidden ? CGAffineTransform(translationX: 0, y: -StatusBarView.height) : .identity
        self.statusBarView.alpha = 1
      case .fade, .none:
        self.statusBarView.transform = .identity
        self.statusBarView.alpha = hidden ? 0 : 1
      }
      self.homeIndicatorView.alpha = self.systemChrome.homeIndicatorAutoHidden ? 0 : 1
    }
    if animation == .none {
      UIView.performWithoutAnimation(changes)
    } else {
      UIView.animate(withDuration: 0.25, animations: changes)
    }
  }
}

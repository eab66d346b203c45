/// An object that manages a view hierarchy, and the unit of containment.
///
/// Matches UIKit's semantics, which the seeds describe: a controller loads its view lazily,
/// may contain child controllers whose root views it places in its own hierarchy, receives
/// appearance callbacks as its view enters and leaves a visible window, and can present other
/// controllers modally. The overridable surface is declared here; the behaviour lives in
/// `UIViewController+ViewLoading`, `+Containment`, `+Appearance`, `+Transition`,
/// `+Presentation` and `+Routing`.
@MainActor
open class UIViewController: UIResponder, UIContentContainer {
  // MARK: Stored state

  var loadedView: UIView?
  var isLoadingView = false
  var childControllers: [UIViewController] = []
  weak var parentController: UIViewController?
  var appearance = AppearanceRecord()
  var presentedController: UIViewController?
  weak var presentingController: UIViewController?
  /// What the controller is in the middle of, for `isMovingToParent` and friends.
  var parentMove: ParentMove = .none
  /// The view-controller transition this controller runs or takes part in, while it runs.
  var activeTransition: ViewControllerTransition?
  var presentationMove: PresentationMove = .none
  /// Trait overrides this container set for its children.
  var childTraitOverrides: [ObjectIdentifier: UITraitCollection] = [:]
  /// The traits last reported to `traitCollectionDidChange`, to report real changes only.
  var lastTraitCollection: UITraitCollection?

  public let nibName: String?
  public let nibBundle: Bundle?

  // MARK: Creating

  /// Matches UIKit. Nib files do not exist on Linux: a non-`nil` name makes `loadView()`
  /// raise, as a missing nib does on iOS.
  public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    nibName = nibNameOrNil
    nibBundle = nibBundleOrNil
    super.init()
  }

  public convenience override init() {
    self.init(nibName: nil, bundle: nil)
  }

  /// Archives do not exist on Linux; this behaves like `init(nibName: nil, bundle: nil)`.
  public required init?(coder: NSCoder) {
    nibName = nil
    nibBundle = nil
    super.init()
  }

  /// Matches UIKit: the controller's title; setting it also sets the titles of its navigation
  /// item and tab bar item, which bars show.
  open var title: String? {
    didSet { storedNavigationItem?.title = title }
  }

  // MARK: Bars (see Containers/Navigation/UIViewController+Navigation.swift)

  var storedNavigationItem: UINavigationItem?

  /// Matches UIKit: the item a navigation bar shows while this controller is on top, made on
  /// first use with the controller's title.
  open var navigationItem: UINavigationItem {
    if let item = storedNavigationItem { return item }
    let item = UINavigationItem()
    item.title = title
    storedNavigationItem = item
    return item
  }

  /// Matches UIKit: the items a navigation controller's toolbar shows for this controller.
  open var toolbarItems: [UIBarButtonItem]? {
    didSet { navigationController?.toolbarItemsDidChange(for: self) }
  }

  /// Matches UIKit: whether a tab bar hides while this controller is pushed on a navigation
  /// stack inside a tab.
  open var hidesBottomBarWhenPushed = false

  /// Matches UIKit: the edges of the root view that extend under a container's bars (`.all`).
  open var edgesForExtendedLayout: UIRectEdge = .all {
    didSet { parentController?.loadedView?.setNeedsLayout() }
  }

  /// Matches UIKit: whether the root view extends under opaque bars too (`false`).
  open var extendedLayoutIncludesOpaqueBars = false {
    didSet { parentController?.loadedView?.setNeedsLayout() }
  }

  /// How far a container's own chrome (a navigation bar, a toolbar) covers the root view's
  /// edges, in the root view's coordinates: part of its safe area, as UIKit's content overlay
  /// insets are.
  var contentOverlayInsets: UIEdgeInsets = .zero {
    didSet {
      guard contentOverlayInsets != oldValue else { return }
      loadedView?.safeAreaMayHaveChanged()
    }
  }

  /// The child whose chain key commands start from when nothing is first responder: a
  /// container's visible child (a navigation controller's top), so its commands and its
  /// ancestors' are all reachable.
  var childForKeyCommands: UIViewController? { nil }

  // MARK: The view (see UIViewController+ViewLoading.swift)

  /// The root view, loaded on first access: `loadView()` then `viewDidLoad()`, once.
  ///
  /// Matches UIKit: setting `nil` releases the view, and the next access loads it again.
  open var view: UIView! {
    get { loadViewIfNeededReturningView() }
    set { replaceView(with: newValue) }
  }

  /// Matches UIKit: makes a plain view the size of the screen, resizing with its container.
  open func loadView() {
    defaultLoadView()
  }

  open func viewDidLoad() {}

  open var isViewLoaded: Bool { loadedView != nil }

  open var viewIfLoaded: UIView? { loadedView }

  open func loadViewIfNeeded() { _ = loadViewIfNeededReturningView() }

  // MARK: Layout

  open func viewWillLayoutSubviews() {}
  open func viewDidLayoutSubviews() {}

  /// Matches UIKit: the root view's constraint update; override and call `super` last.
  open func updateViewConstraints() {
    loadedView?.updateConstraints()
  }

  // MARK: Containment (see UIViewController+Containment.swift)

  /// Matches UIKit: not retained; the parent owns its children.
  open var parent: UIViewController? { parentController }

  /// Matches UIKit: in the order they were added.
  open var children: [UIViewController] { childControllers }

  /// Makes `childController` a child, after removing it from any previous parent.
  ///
  /// Matches UIKit: sends `willMove(toParent: self)` to the child; the container adds the
  /// child's view and then calls `didMove(toParent:)` itself.
  open func addChild(_ childController: UIViewController) {
    performAddChild(childController)
  }

  /// Matches UIKit: sends `didMove(toParent: nil)`; the container sent `willMove(toParent: nil)`
  /// and removed the view before.
  open func removeFromParent() {
    performRemoveFromParent()
  }

  open func willMove(toParent parent: UIViewController?) {
    if parent == nil, parentController != nil { parentMove = .removing }
  }

  open func didMove(toParent parent: UIViewController?) {
    parentMove = .none
  }

  // MARK: Appearance (see UIViewController+Appearance.swift)

  open func viewWillAppear(_ animated: Bool) {}
  /// Matches UIKit (iOS 13+): after `viewWillAppear`, once the view is in the hierarchy and
  /// laid out, before `viewDidAppear`.
  open func viewIsAppearing(_ animated: Bool) {}
  open func viewDidAppear(_ animated: Bool) {}
  open func viewWillDisappear(_ animated: Bool) {}
  open func viewDidDisappear(_ animated: Bool) {}

  /// Matches UIKit: `true`; a container that returns `false` forwards appearance to its
  /// children itself with ``beginAppearanceTransition(_:animated:)``.
  open var shouldAutomaticallyForwardAppearanceMethods: Bool { true }

  open func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
    beginAppearance(isAppearing, animated: animated, batch: AppearanceBatch(), explicit: true)
  }

  open func endAppearanceTransition() {
    endAppearanceExplicitly()
  }

  /// True only inside the appearance callbacks of a move into a parent.
  open var isMovingToParent: Bool { appearance.isInCallback(.movingToParent) }
  /// True only inside the appearance callbacks of a move out of a parent.
  open var isMovingFromParent: Bool { appearance.isInCallback(.movingFromParent) }
  /// True only inside the appearance callbacks of this controller's presentation.
  open var isBeingPresented: Bool { appearance.isInCallback(.beingPresented) }
  /// True only inside the appearance callbacks of this controller's dismissal.
  open var isBeingDismissed: Bool { appearance.isInCallback(.beingDismissed) }

  // MARK: Transitions (see UIViewController+Transition.swift)

  /// Swaps two children's views with an animation.
  ///
  /// Matches UIKit: both must be children of the receiver, and the receiver must forward
  /// appearance automatically, or `NSInvalidArgumentException` is raised. Before returning,
  /// `to`'s view is added to `from`'s superview, `from` gets `viewWillDisappear` and `to`
  /// `viewWillAppear`. After the animation, `from`'s view is removed, the did-callbacks are
  /// sent, then `completion(true)`.
  open func transition(
    from fromViewController: UIViewController, to toViewController: UIViewController,
    duration: TimeInterval, options: UIView.AnimationOptions = [],
    animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil
  ) {
    performTransition(
      from: fromViewController, to: toViewController, duration: duration, options: options,
      animations: animations, completion: completion)
  }

  /// Matches UIKit: the coordinator of the transition this controller or one of its
  /// ancestors is running (a push, a pop, a presentation), and `nil` outside one. Inside
  /// `viewWillAppear` of a push it lets the controller animate alongside.
  open var transitionCoordinator: (any UIViewControllerTransitionCoordinator)? {
    var controller: UIViewController? = self
    while let current = controller {
      if let transition = current.activeTransition, !transition.isComplete {
        return transition.coordinator
      }
      controller = current.parentController ?? current.presentingController
    }
    return nil
  }

  // MARK: Presentation (see UIViewController+Presentation.swift)

  open var presentedViewController: UIViewController? { presentedController }
  open var presentingViewController: UIViewController? {
    presentingController ?? parentController?.presentingViewController
  }

  open var modalPresentationStyle: UIModalPresentationStyle = .automatic
  open var modalTransitionStyle: UIModalTransitionStyle = .coverVertical
  open var definesPresentationContext = false

  open func present(
    _ viewControllerToPresent: UIViewController, animated flag: Bool,
    completion: (() -> Void)? = nil
  ) {
    performPresent(viewControllerToPresent, animated: flag, completion: completion)
  }

  open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
    performDismiss(animated: flag, completion: completion)
  }

  // MARK: Routing (see UIViewController+Routing.swift)

  /// Matches UIKit: the first ancestor that handles `show` shows it; with none, presents.
  open func show(_ vc: UIViewController, sender: Any?) {
    routeShow(vc, sender: sender, detail: false)
  }

  open func showDetailViewController(_ vc: UIViewController, sender: Any?) {
    routeShow(vc, sender: sender, detail: true)
  }

  // MARK: Size transitions (see UIViewController+SizeTransition.swift)

  /// Matches UIKit: setting a different size tells the parent at once; an equal one does not.
  open var preferredContentSize: CGSize = .zero {
    didSet {
      guard preferredContentSize != oldValue else { return }
      parentController?.preferredContentSizeDidChange(forChildContentContainer: self)
    }
  }

  open func preferredContentSizeDidChange(
    forChildContentContainer container: any UIContentContainer
  ) {}

  open func systemLayoutFittingSizeDidChange(
    forChildContentContainer container: any UIContentContainer
  ) {}

  /// Matches UIKit: a child gets the parent's size unless a container says otherwise.
  open func size(
    forChildContentContainer container: any UIContentContainer,
    withParentContainerSize parentSize: CGSize
  ) -> CGSize {
    parentSize
  }

  /// Matches UIKit: forwards to each child whose size changes, with the size from
  /// ``size(forChildContentContainer:withParentContainerSize:)``. An override that does not
  /// call `super` stops the forwarding.
  open func viewWillTransition(
    to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator
  ) {
    forwardSizeTransition(to: size, with: coordinator)
  }

  /// Matches UIKit: forwards the new traits to each child, with its own overrides applied.
  open func willTransition(
    to newCollection: UITraitCollection,
    with coordinator: any UIViewControllerTransitionCoordinator
  ) {
    forwardTraitTransition(to: newCollection, with: coordinator)
  }

  // MARK: Rotation (see UIWindow+SizeTransition.swift)

  /// Matches UIKit: on a desktop-sized window (an iPad), every orientation.
  open var supportedInterfaceOrientations: UIInterfaceOrientationMask { .all }

  @available(*, deprecated, message: "Use supportedInterfaceOrientations")
  open var shouldAutorotate: Bool { true }

  open var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation { .portrait }

  @available(*, deprecated, message: "Implement viewWillTransition(to:with:) instead")
  open func willRotate(to toInterfaceOrientation: UIInterfaceOrientation, duration: TimeInterval) {}

  @available(*, deprecated, message: "Implement viewWillTransition(to:with:) instead")
  open func willAnimateRotation(
    to toInterfaceOrientation: UIInterfaceOrientation, duration: TimeInterval
  ) {}

  @available(*, deprecated, message: "Implement viewWillTransition(to:with:) instead")
  open func didRotate(from fromInterfaceOrientation: UIInterfaceOrientation) {}

  // MARK: Status bar and system chrome (see UIViewController+StatusBar.swift)

  open var preferredStatusBarStyle: UIStatusBarStyle { .default }
  open var prefersStatusBarHidden: Bool { false }
  open var preferredStatusBarUpdateAnimation: UIStatusBarAnimation { .fade }
  /// Matches UIKit: `nil`, so this controller decides its status bar itself.
  open var childForStatusBarStyle: UIViewController? { nil }
  open var childForStatusBarHidden: UIViewController? { nil }
  open var prefersHomeIndicatorAutoHidden: Bool { false }
  open var childForHomeIndicatorAutoHidden: UIViewController? { nil }
  open var preferredScreenEdgesDeferringSystemGestures: UIRectEdge { [] }
  open var childForScreenEdgesDeferringSystemGestures: UIViewController? { nil }

  // MARK: Safe area (see UIViewController+SafeArea.swift)

  /// Matches UIKit: added to the safe area the view receives from its container.
  open var additionalSafeAreaInsets: UIEdgeInsets = .zero {
    didSet {
      guard additionalSafeAreaInsets != oldValue else { return }
      loadedView?.safeAreaMayHaveChanged()
    }
  }

  /// Called when the root view's safe area insets change; real changes only.
  open func viewSafeAreaInsetsDidChange() {}

  // MARK: Storyboards (see Storyboards/UIStoryboard.swift)

  /// Called before a storyboard segue. Storyboards do not exist on Linux, so UIKit never calls
  /// it here; it exists so that iOS code overriding it compiles.
  open func prepare(for segue: UIStoryboardSegue, sender: Any?) {}

  /// Matches UIKit: the children an unwind segue may search; by default all of them, except
  /// the one the unwind starts from.
  open func allowedChildrenForUnwinding(from source: UIStoryboardUnwindSegueSource)
    -> [UIViewController]
  {
    children.filter { $0 !== source.source }
  }

  // MARK: Responder chain

  /// Matches UIKit: the root view's superview, or the parent when the view is not in a
  /// hierarchy (or not loaded).
  open override var next: UIResponder? {
    loadedView?.storedSuperview ?? parentController ?? presentingController
  }

  // MARK: Traits (see UIViewController+Traits.swift)

  /// Matches UIKit: the parent's traits (or the window's, for a root or presented controller)
  /// with the parent's override for this child and this controller's style override applied.
  open var traitCollection: UITraitCollection { resolvedTraitCollection }

  /// Called after the trait collection changed; real changes only, parents before children.
  open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

  /// Forces light or dark for this controller and its children.
  open var overrideUserInterfaceStyle: UIUserInterfaceStyle = .unspecified {
    didSet {
      guard overrideUserInterfaceStyle != oldValue else { return }
      traitsMayHaveChanged()
    }
  }

  /// Matches UIKit: a container gives a child traits of its choosing (say, compact width).
  open func setOverrideTraitCollection(
    _ collection: UITraitCollection?, forChild childViewController: UIViewController
  ) {
    childTraitOverrides[ObjectIdentifier(childViewController)] = collection
    childViewController.traitsMayHaveChanged()
  }

  open func overrideTraitCollection(forChild childViewController: UIViewController)
    -> UITraitCollection?
  {
    childTraitOverrides[ObjectIdentifier(childViewController)]
  }

  open override var description: String {
    "<\(type(of: self)): \(ObjectIdentifier(self).debugAddress)>"
  }
}

/// How a presented controller covers the screen. Only full-screen presentation is drawn; the
/// other styles are accepted and presented full screen.
public enum UIModalPresentationStyle: Int, Sendable {
  case fullScreen = 0
  case pageSheet = 1
  case formSheet = 2
  case currentContext = 3
  case custom = 4
  case overFullScreen = 5
  case overCurrentContext = 6
  case popover = 7
  case none = -1
  case automatic = -2
}

/// How a presented controller arrives on screen.
public enum UIModalTransitionStyle: Int, Sendable {
  case coverVertical = 0
  case flipHorizontal = 1
  case crossDissolve = 2
  case partialCurl = 3
}

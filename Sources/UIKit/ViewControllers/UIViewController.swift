/// An object that manages a view hierarchy, and the unit of containment.
///
/// Matches UIKit's semantics, which the seeds describe: a controller loads its view lazily,
/// may contain child controllers whose root views it places in its own hierarchy, receives
/// appearance callbacks as its view enters and leaves a visible window, and can present other
/// controllers modally. The overridable surface is declared here; the behaviour lives in
/// `UIViewController+ViewLoading`, `+Containment`, `+Appearance`, `+Transition`,
/// `+Presentation` and `+Routing`.
@preconcurrency @MainActor
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
  var presentationMove: PresentationMove = .none
  /// The presentation controller of this controller's presentation, or the one made ahead of
  /// it (see `presentationController`).
  var storedPresentationController: UIPresentationController?
  /// Where a controller made from a storyboard finds its view and segues.
  var storyboardScene: StoryboardScene?
  /// Trait overrides this container set for its children.
  var childTraitOverrides: [ObjectIdentifier: UITraitCollection] = [:]
  /// The traits last reported to `traitCollectionDidChange`, to report real changes only.
  var lastTraitCollection: UITraitCollection?
  /// The scroll views `setContentScrollView(_:for:)` set.
  var contentScrollViews = ContentScrollViews()

  /// Matches UIKit: the name of the nib (`Name.xib`) `loadView()` builds the view from.
  public let nibName: String?
  /// Matches UIKit: the bundle the nib is looked for in; `nil` means the main bundle.
  public let nibBundle: Bundle?

  // MARK: Creating

  /// Matches UIKit: `loadView()` builds the view from `nibNameOrNil.xib` in the bundle (the main
  /// bundle for `nil`), with this controller as the nib's File's Owner, and raises "Could not load
  /// NIB" when there is no such file. With no name, it looks for a nib named after the class.
  public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    nibName = nibNameOrNil
    nibBundle = nibBundleOrNil
    super.init()
  }

  /// Matches UIKit: a controller with no nib, whose view `loadView()` makes.
  public convenience override init() {
    self.init(nibName: nil, bundle: nil)
  }

  /// Matches UIKit's decoding initializer: a controller made from a storyboard takes its title,
  /// presentation styles and navigation item from the coder here, and loads its view from the
  /// storyboard later. With any other coder it behaves like `init(nibName: nil, bundle: nil)`.
  public required init?(coder: NSCoder) {
    nibName = nil
    nibBundle = nil
    super.init()
    (coder as? NibDecoder)?.decodeController(self)
  }

  /// Matches UIKit: the controller's title; setting it also sets the titles of its navigation
  /// item and tab bar item, which bars show.
  open var title: String? {
    didSet {
      storedNavigationItem?.title = title
      storedTabBarItem?.title = title
    }
  }

  // MARK: Bars (see Containers/Navigation/UIViewController+Navigation.swift and
  // Containers/Tabs/UIViewController+Tabs.swift)

  var storedNavigationItem: UINavigationItem?
  var storedTabBarItem: UITabBarItem?

  /// Matches UIKit: the item a navigation bar shows while this controller is on top, made on
  /// first use with the controller's title.
  open var navigationItem: UINavigationItem {
    if let item = storedNavigationItem { return item }
    let item = UINavigationItem()
    item.title = title
    storedNavigationItem = item
    return item
  }

  /// Matches UIKit: the item a tab bar controller's bar shows for this controller, made on
  /// first use with the controller's title (a navigation controller's takes its root's title
  /// when it has none).
  open var tabBarItem: UITabBarItem! {
    get { defaultTabBarItem }
    set {
      storedTabBarItem = newValue
      ContainerSupport.setNeedsUpdateOfBars(.tabBarItem, of: self)
    }
  }

  /// Matches UIKit: the items a navigation controller's toolbar shows for this controller.
  open var toolbarItems: [UIBarButtonItem]? {
    didSet { ContainerSupport.setNeedsUpdateOfBars(.toolbarItems, of: self) }
  }

  // MARK: Editing (see UIViewController+Editing.swift)

  /// Matches UIKit: whether the controller is in edit mode; setting it calls
  /// ``setEditing(_:animated:)`` without animation.
  open var isEditing: Bool {
    get { editing }
    set { setEditing(newValue, animated: false) }
  }
  var editing = false
  var storedEditButtonItem: UIBarButtonItem?

  /// Matches UIKit: enters or leaves edit mode, and the ``editButtonItem`` follows (Edit, or a
  /// bold Done while editing). Override it to put your views in edit mode, calling `super`;
  /// `UITableViewController`'s puts its table in edit mode.
  open func setEditing(_ editing: Bool, animated: Bool) {
    self.editing = editing
    refreshEditButtonItem()
  }

  /// Matches UIKit: whether a tab bar hides while this controller is pushed on a navigation
  /// stack inside a tab.
  open var hidesBottomBarWhenPushed = false

  /// Matches UIKit: the edges of the root view that extend under a container's bars (`.all`).
  open var edgesForExtendedLayout: UIRectEdge = .all {
    didSet { parentController?.loadedView?.setNeedsLayout() }
  }

  /// Matches UIKit: whether scroll views with the `.automatic` inset adjustment keep the top
  /// and bottom safe area out of their content even when it does not scroll vertically
  /// (`true`). Deprecated on iOS 11 for `contentInsetAdjustmentBehavior`, still honoured.
  open var automaticallyAdjustsScrollViewInsets = true {
    didSet { loadedView?.setNeedsLayout() }
  }

  /// The guides behind ``topLayoutGuide`` and ``bottomLayoutGuide``, made when first asked for.
  var layoutSupportGuides: (top: LayoutSupportGuide, bottom: LayoutSupportGuide)?

  /// Matches UIKit: whether the root view extends under opaque bars too (`false`).
  open var extendedLayoutIncludesOpaqueBars = false {
    didSet { parentController?.loadedView?.setNeedsLayout() }
  }

  /// How far a container's own chrome (a navigation bar, a toolbar) covers the root view's
  /// edges, in the root view's coordinates: part of its safe area, as UIKit's content overlay
  /// insets are. Containers set it with `ContainerSupport.setContentOverlayInsets(_:of:)`.
  var contentOverlayInsets: UIEdgeInsets = .zero {
    didSet {
      guard contentOverlayInsets != oldValue else { return }
      loadedView?.safeAreaMayHaveChanged()
    }
  }

  /// The child whose chain key commands start from when nothing is first responder: a
  /// container's visible child (a navigation controller's top; by default the last child on
  /// screen), so its commands and its ancestors' are all reachable.
  var childForKeyCommands: UIViewController? {
    childControllers.last { child in
      guard let view = child.viewIfLoaded, view.window != nil else { return false }
      return !view.isHidden
    }
  }

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

  /// Matches UIKit: called once, right after the view is loaded; build and constrain subviews here.
  open func viewDidLoad() {}

  /// Matches UIKit: whether the view has been loaded, without loading it.
  open var isViewLoaded: Bool { loadedView != nil }

  /// Matches UIKit: the view if it has been loaded, without loading it.
  open var viewIfLoaded: UIView? { loadedView }

  /// Matches UIKit: loads the view now if it is not loaded yet.
  open func loadViewIfNeeded() { _ = loadViewIfNeededReturningView() }

  // MARK: Layout

  /// Matches UIKit: called in the layout step before the root view lays out its subviews.
  open func viewWillLayoutSubviews() {}
  /// Matches UIKit: called in the layout step after the root view has laid out its subviews.
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

  /// Matches UIKit: called before the controller moves to `parent` (`addChild` sends it); with
  /// `nil`, the container calls it before removing the child. Override and call `super`.
  open func willMove(toParent parent: UIViewController?) {
    if parent == nil, parentController != nil { parentMove = .removing }
  }

  /// Matches UIKit: called after the controller moved to `parent`; the container calls it after
  /// adding the child's view, and `removeFromParent()` sends it with `nil`. Override and call
  /// `super`.
  open func didMove(toParent parent: UIViewController?) {
    parentMove = .none
  }

  // MARK: Appearance (see UIViewController+Appearance.swift)

  /// Matches UIKit: sent synchronously inside the call that puts the view on its way into a visible
  /// window, before it is there.
  open func viewWillAppear(_ animated: Bool) {}
  /// Matches UIKit (iOS 13+): after `viewWillAppear`, once the view is in the hierarchy and
  /// laid out, before `viewDidAppear`.
  open func viewIsAppearing(_ animated: Bool) {}
  /// Matches UIKit: sent at the end of the frame in which the view appeared, or when the animation
  /// that brings it on screen ends.
  open func viewDidAppear(_ animated: Bool) {}
  /// Matches UIKit: sent synchronously inside the call that starts taking the view out of a visible
  /// window.
  open func viewWillDisappear(_ animated: Bool) {}
  /// Matches UIKit: sent at the end of the frame in which the view left, or when the animation that
  /// takes it off screen ends.
  open func viewDidDisappear(_ animated: Bool) {}

  /// Matches UIKit: `true`; a container that returns `false` forwards appearance to its
  /// children itself with ``beginAppearanceTransition(_:animated:)``.
  open var shouldAutomaticallyForwardAppearanceMethods: Bool { true }

  /// Matches UIKit: for a container that does not forward appearance automatically, starts a
  /// child's appearance (`true`) or disappearance (`false`), sending the will-callback now.
  open func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
    beginAppearance(isAppearing, animated: animated, batch: AppearanceBatch(), explicit: true)
  }

  /// Matches UIKit: ends the transition ``beginAppearanceTransition(_:animated:)`` started, sending
  /// the did-callback now.
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
  ///
  /// A controller asks its own presentation, then its parent's (or presenter's)
  /// `transitionCoordinator`; a container that runs transitions of its own overrides this to
  /// return their coordinator first, as UIKit's navigation controller does.
  open var transitionCoordinator: (any UIViewControllerTransitionCoordinator)? {
    if let transition = presentationTransitionInFlight { return transition.coordinator }
    return (parent ?? presentingController)?.transitionCoordinator
  }

  // MARK: Presentation (see UIViewController+Presentation.swift and Presentation/)

  /// Matches UIKit: the controller this one, or one of its ancestors, presented. A child that
  /// calls `present` answers with what its parent (or the context it is in) presented for it.
  open var presentedViewController: UIViewController? {
    presentedController ?? parentController?.presentedViewController
  }
  /// Matches UIKit: the controller that presented this one, or that presented an ancestor.
  open var presentingViewController: UIViewController? {
    presentingController ?? parentController?.presentingViewController
  }

  /// Matches UIKit: how this controller is shown when presented; `.automatic` is a page sheet.
  open var modalPresentationStyle: UIModalPresentationStyle = .automatic
  /// Matches UIKit: the built-in animation of this controller's presentation and dismissal.
  open var modalTransitionStyle: UIModalTransitionStyle = .coverVertical
  /// Matches UIKit: `.currentContext` and `.overCurrentContext` presentations started from
  /// this controller or its descendants cover this controller's view instead of the window.
  open var definesPresentationContext = false
  /// Matches UIKit: a presentation context whose transition style replaces the presented
  /// controller's.
  open var providesPresentationContextTransitionStyle = false
  /// Matches UIKit (iOS 13+): the user cannot dismiss this controller's sheet or popover (by
  /// dragging, Escape or clicking outside); the presentation's delegate hears
  /// `presentationControllerDidAttemptToDismiss` instead.
  open var isModalInPresentation = false
  /// Matches UIKit: a controller presented other than full screen decides the status bar's
  /// appearance too.
  open var modalPresentationCapturesStatusBarAppearance = false
  /// Matches UIKit: supplies this controller's presentation and dismissal animators and its
  /// custom presentation controller. Not retained.
  open weak var transitioningDelegate: (any UIViewControllerTransitioningDelegate)?

  /// Matches UIKit: the presentation controller managing this controller or its nearest
  /// presented ancestor; read before presenting, it is made for the current
  /// ``modalPresentationStyle`` and kept for the presentation, so its delegate can be set.
  open var presentationController: UIPresentationController? { nearestPresentationController }

  /// Matches UIKit (iOS 15+): the presentation controller of a sheet, for detents and the
  /// grabber; `nil` unless the style is `.pageSheet`, `.formSheet` or `.automatic`.
  open var sheetPresentationController: UISheetPresentationController? {
    presentationController as? UISheetPresentationController
  }

  /// Matches UIKit: the presentation controller of a popover, to anchor it with `sourceView`,
  /// `sourceRect` or `barButtonItem`; `nil` unless the style is `.popover`.
  open var popoverPresentationController: UIPopoverPresentationController? {
    presentationController as? UIPopoverPresentationController
  }

  /// Presents `viewControllerToPresent` in its ``modalPresentationStyle``, with its
  /// ``modalTransitionStyle`` or its transitioning delegate's animator.
  ///
  /// Matches UIKit: presenting a controller that is already presented, has a parent or is an
  /// ancestor raises `NSInvalidArgumentException`; presenting from a controller that is already
  /// presenting, while a presentation runs, or from a view not in a window logs UIKit's warning
  /// and changes nothing. Appearance callbacks depend on the style (see
  /// ``UIModalPresentationStyle``); `completion` runs after the did-callbacks.
  open func present(
    _ viewControllerToPresent: UIViewController, animated flag: Bool,
    completion: (() -> Void)? = nil
  ) {
    performPresent(viewControllerToPresent, animated: flag, completion: completion)
  }

  /// Matches UIKit: on a presenter, dismisses what it presented and everything presented above
  /// it (only the top one animates); on a presented controller, asks its presenter. Then
  /// `completion` runs. Delegates do not hear will/did-dismiss: those are for the user's
  /// dismissals.
  open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
    performDismiss(animated: flag, completion: completion)
  }

  // MARK: Routing (see UIViewController+Routing.swift)

  /// Matches UIKit: the first ancestor that handles `show` shows it; with none, presents.
  open func show(_ vc: UIViewController, sender: Any?) {
    routeShow(vc, sender: sender, detail: false)
  }

  /// Matches UIKit's routing: the first ancestor that overrides this shows `vc`; with none, the
  /// receiver presents it.
  open func showDetailViewController(_ vc: UIViewController, sender: Any?) {
    routeShow(vc, sender: sender, detail: true)
  }

  /// Matches UIKit: a collapsing split asks its primary to take `secondaryViewController` when
  /// the delegate did not; by default nothing is done and the secondary is discarded (a
  /// navigation controller pushes it instead).
  open func collapseSecondaryViewController(
    _ secondaryViewController: UIViewController,
    for splitViewController: UISplitViewController
  ) {}

  /// Matches UIKit: an expanding split asks its primary for the secondary back when the
  /// delegate did not give one; `nil` by default (a navigation controller pops what it took).
  open func separateSecondaryViewController(for splitViewController: UISplitViewController)
    -> UIViewController?
  {
    nil
  }

  // MARK: Size transitions (see UIViewController+SizeTransition.swift)

  /// Matches UIKit: setting a different size tells the parent at once; an equal one does not.
  open var preferredContentSize: CGSize = .zero {
    didSet {
      guard preferredContentSize != oldValue else { return }
      if let parentController {
        parentController.preferredContentSizeDidChange(forChildContentContainer: self)
      } else if presentingController != nil {
        // Matches UIKit: a presented controller tells its presentation controller.
        storedPresentationController?.preferredContentSizeDidChange(
          forChildContentContainer: self)
      }
    }
  }

  /// Matches UIKit: called when a child's ``preferredContentSize`` changes; does nothing by
  /// default.
  open func preferredContentSizeDidChange(
    forChildContentContainer container: any UIContentContainer
  ) {}

  /// Declared for source compatibility; never called here.
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

  /// Matches UIKit: when `false`, the window refuses to rotate. Deprecated on iOS, still honoured.
  @available(*, deprecated, message: "Use supportedInterfaceOrientations")
  open var shouldAutorotate: Bool { true }

  /// Declared for source compatibility; presentations do not change the orientation here.
  open var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation { .portrait }

  /// Matches UIKit's old rotation callbacks: sent to the root controller before a rotation starts.
  @available(*, deprecated, message: "Implement viewWillTransition(to:with:) instead")
  open func willRotate(to toInterfaceOrientation: UIInterfaceOrientation, duration: TimeInterval) {}

  /// Matches UIKit's old rotation callbacks: sent to the root controller inside the rotation's
  /// animation.
  @available(*, deprecated, message: "Implement viewWillTransition(to:with:) instead")
  open func willAnimateRotation(
    to toInterfaceOrientation: UIInterfaceOrientation, duration: TimeInterval
  ) {}

  /// Matches UIKit's old rotation callbacks: sent to the root controller after the rotation ends.
  @available(*, deprecated, message: "Implement viewWillTransition(to:with:) instead")
  open func didRotate(from fromInterfaceOrientation: UIInterfaceOrientation) {}

  // MARK: Status bar and system chrome (see UIViewController+StatusBar.swift)

  /// Matches UIKit: the status bar's content colour while this controller decides it; call
  /// `setNeedsStatusBarAppearanceUpdate()` after changing it.
  open var preferredStatusBarStyle: UIStatusBarStyle { .default }
  /// Matches UIKit: whether the simulated status bar is hidden while this controller decides it.
  open var prefersStatusBarHidden: Bool { false }
  /// Matches UIKit: how the status bar shows or hides after `setNeedsStatusBarAppearanceUpdate()`;
  /// `.fade` by default.
  open var preferredStatusBarUpdateAnimation: UIStatusBarAnimation { .fade }
  /// Matches UIKit: `nil`, so this controller decides its status bar itself.
  open var childForStatusBarStyle: UIViewController? { nil }
  /// Matches UIKit: a child that decides whether the status bar is hidden instead of this
  /// controller.
  open var childForStatusBarHidden: UIViewController? { nil }
  /// Matches UIKit: whether the simulated home indicator is hidden while this controller decides
  /// it.
  open var prefersHomeIndicatorAutoHidden: Bool { false }
  /// Matches UIKit: a child that decides the home indicator instead of this controller.
  open var childForHomeIndicatorAutoHidden: UIViewController? { nil }
  /// Matches UIKit: the edges whose system gestures this controller wants deferred; recorded,
  /// though the SDL host has no system gestures.
  open var preferredScreenEdgesDeferringSystemGestures: UIRectEdge { [] }
  /// Matches UIKit: a child that decides the deferred edges instead of this controller.
  open var childForScreenEdgesDeferringSystemGestures: UIViewController? { nil }

  // MARK: Content scroll views (see UIViewController+ContentScrollView.swift)

  /// Matches UIKit (iOS 15+): the scroll view the bars over `edge` (`.top` or `.bottom`; any
  /// other value raises `NSInvalidArgumentException`) follow: the navigation bar shows its
  /// scroll-edge look while the content rests at the top, and its large title collapses as the
  /// content scrolls under it. The one ``setContentScrollView(_:for:)`` set, or else the root
  /// view if it is a scroll view, or else the root view's first subview if it is one. Override
  /// it and return `nil` to keep the bars from following.
  open func contentScrollView(for edge: NSDirectionalRectEdge) -> UIScrollView? {
    defaultContentScrollView(for: edge)
  }

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

  /// Matches UIKit: called when the root view's layout margins change (after the view's own
  /// `layoutMarginsDidChange()`); real changes only.
  open func viewLayoutMarginsDidChange() {}

  // MARK: Storyboards (see Storyboards/UIViewController+Segues.swift)

  /// Matches UIKit: the storyboard this controller was made from, or `nil`.
  open var storyboard: UIStoryboard? { storyboardScene?.storyboard }

  /// Matches UIKit: called on the source controller before any segue runs, embed segues
  /// included (those before the container's `viewDidLoad`), once the destination exists.
  open func prepare(for segue: UIStoryboardSegue, sender: Any?) {}

  /// Matches UIKit: runs the segue with `identifier` from this controller's storyboard scene
  /// (`prepare(for:sender:)` first), or raises `NSInvalidArgumentException` when there is none.
  /// It does not ask ``shouldPerformSegue(withIdentifier:sender:)``.
  open func performSegue(withIdentifier identifier: String, sender: Any?) {
    performStoryboardSegue(withIdentifier: identifier, sender: sender)
  }

  /// Matches UIKit: asked before a segue that a control in the storyboard triggers; return
  /// `false` to cancel it. `true` by default.
  open func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool { true }

  /// Matches UIKit: whether this controller is where an unwind segue with `action` ends. By
  /// default, whether it has an ``ActionBinding`` for the action.
  open func canPerformUnwindSegueAction(
    _ action: Selector, from fromViewController: UIViewController, sender: Any?
  ) -> Bool {
    ActionBinding.find(action, in: self) != nil
  }

  /// Matches UIKit: a container on an unwind segue's way shows `subsequentVC`, its child on the
  /// way to the destination. Does nothing by default; the segue itself pops navigation
  /// controllers on the way and dismisses presentations above the destination.
  open func unwind(for unwindSegue: UIStoryboardSegue, towards subsequentVC: UIViewController) {}

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

  /// Matches UIKit: the override ``setOverrideTraitCollection(_:forChild:)`` set for
  /// `childViewController`, if any.
  open func overrideTraitCollection(forChild childViewController: UIViewController)
    -> UITraitCollection?
  {
    childTraitOverrides[ObjectIdentifier(childViewController)]
  }

  /// The class name and address, as UIKit prints controllers.
  open override var description: String {
    "<\(type(of: self)): \(ObjectIdentifier(self).debugAddress)>"
  }

  // MARK: Overridable (declared here: Swift cannot override what an extension declares)

  /// Matches UIKit: re-reads the status bar's style and visibility, following
  /// `childForStatusBarStyle`/`childForStatusBarHidden` down from the screen's top controller,
  /// and animates the change as `preferredStatusBarUpdateAnimation` says.
  open func setNeedsStatusBarAppearanceUpdate() {
    loadedView?.window?.updateSystemChrome(animated: true)
  }

  /// Matches UIKit: a bar button item that toggles the controller's edit mode, titled Edit,
  /// or a bold Done while editing; put it in the navigation item (`navigationItem.rightBarButtonItem
  /// = editButtonItem`). The same item each time.
  open var editButtonItem: UIBarButtonItem {
    if let storedEditButtonItem { return storedEditButtonItem }
    let item = UIBarButtonItem(
      primaryAction: UIAction { [unowned self] _ in setEditing(!isEditing, animated: true) })
    item.possibleTitles = [
      UIBarButtonItem.SystemItem.edit.title, UIBarButtonItem.SystemItem.done.title,
    ]
    storedEditButtonItem = item
    refreshEditButtonItem()
    return item
  }
}

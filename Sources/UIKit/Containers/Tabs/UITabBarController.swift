/// A container that shows one of several controllers at a time, chosen with a bar of tabs at
/// the bottom: a click on a tab, Ctrl+1…9, or Tab to the bar and Return.
///
/// Matches UIKit's semantics, checked by ordered logs in the tests:
/// - Every tab's controller is a child from the moment it is set, and stays one: a switch of
///   tab sends no `willMove`/`didMove`. Only the selected tab's view is in the window.
/// - A switch from A to B: B's view loads, then `B.viewWillAppear` and `A.viewWillDisappear`
///   inside the setter; `A.viewDidDisappear` and `B.viewDidAppear` at the end of the frame (or
///   of the delegate's animation).
/// - The delegate's `shouldSelect` and `didSelect` hear the user's selections only, never
///   `selectedIndex` or `selectedViewController` set in code.
/// - The bar, 49 points plus the home indicator's inset, is part of each child's safe area. It
///   slides away with a push of a controller whose `hidesBottomBarWhenPushed` is set, inside a
///   tab's navigation controller, and back with the pop.
/// - In compact width, more than five tabs put the fifth and later ones in a "More" list,
///   which ``moreNavigationController`` shows; in regular width, more than eight.
///
/// It is built on the public containment API a user's container would use: `addChild`,
/// `didMove(toParent:)`, `beginAppearanceTransition`/`endAppearanceTransition`, its own
/// appearance callbacks to know it is on screen (an override must call `super`), an override
/// of `transitionCoordinator`, and the transition protocols, which the delegate can supply for
/// animated switches. Its bar follows its tabs' `tabBarItem` and their navigation stacks
/// through `ContainerSupport`, as UIKit's does through private API.
@preconcurrency @MainActor
open class UITabBarController: UIViewController, UITabBarDelegate {
  /// The tabs, in order: what `viewControllers` returns.
  var tabs: [UIViewController] = []
  /// What `selectedViewController` returns: a tab, the More list's navigation controller, or a
  /// tab from the More list.
  var selection: UIViewController?
  /// The child whose view the transition view shows when no switch runs: a tab, or the More
  /// list's navigation controller.
  var displayed: UIViewController?
  /// The switch running now.
  var runningTransition: ViewControllerTransition?
  /// Selections and changes of tabs asked for while a switch runs, run when it ends.
  var deferredChanges: [() -> Void] = []
  /// Tabs removed by `setViewControllers` whose view is still on its way out.
  var leaving: [UIViewController] = []
  /// The bar's item limit when its items were last chosen: a change of size class moves tabs
  /// into or out of the More list.
  var barItemLimit: Int?
  /// Whether a pushed controller in the selected tab's navigation controller hides the bar.
  var isBarHiddenForPush = false
  /// Where this controller is in its own appearance, as its callbacks below tell it.
  var ownAppearance = ContainerAppearance.disappeared
  /// The view under the bar that clips the selected child's view (`UITransitionView`).
  let tabTransitionView = TabTransitionView(frame: UIScreen.main.bounds)
  /// The view that holds the selected child's view, and that switches happen in
  /// (`UIViewControllerWrapperView`).
  var transitionView: ViewControllerWrapperView { tabTransitionView.wrapperView }

  /// Matches UIKit: the bar of tabs, managed by this controller; changing its items directly
  /// raises `NSInternalInconsistencyException`.
  public let tabBar: UITabBar

  /// Matches UIKit: asked before the user selects a tab, told after, and asked for animators.
  open weak var delegate: (any UITabBarControllerDelegate)?

  /// Matches UIKit: the tabs the user may rearrange, set to every tab by `viewControllers`.
  /// Stored for source compatibility: the More list has no Edit mode here.
  open var customizableViewControllers: [UIViewController]?

  /// Matches UIKit: the navigation controller of the More list, which shows the tabs that do
  /// not fit in the bar. It is a child, with its own tab, only while there are such tabs.
  public var moreNavigationController: UINavigationController { moreNavigation }

  /// The More list's navigation controller, made on first use.
  var moreNavigation: MoreNavigationController {
    if let existing = storedMoreNavigation { return existing }
    let made = MoreNavigationController(tabBarController: self)
    storedMoreNavigation = made
    return made
  }
  var storedMoreNavigation: MoreNavigationController?

  // MARK: Creating

  /// Matches UIKit: a tab bar controller with no tabs.
  public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    tabBar = UITabBar()
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    setUp()
  }

  /// Matches UIKit's decoding initializer: a tab bar controller with no tabs.
  public required init?(coder: NSCoder) {
    tabBar = UITabBar()
    super.init(coder: coder)
    setUp()
  }

  private func setUp() {
    tabBar.managingController = self
    tabBar.storedDelegate = self
  }

  // MARK: Tabs

  /// Matches UIKit: the tabs, in order; `nil` when there are none. Setting it is
  /// `setViewControllers(_:animated: false)`.
  open var viewControllers: [UIViewController]? {
    get { tabs.isEmpty ? nil : tabs }
    set { setViewControllers(newValue, animated: false) }
  }

  /// Replaces the tabs. Controllers that stay keep their place as children; new ones become
  /// children (`willMove` and `didMove(toParent:)` at once); removed ones leave.
  ///
  /// Matches UIKit: the selection stays on the same controller if it is still a tab, otherwise
  /// on the same index (the first tab if there is no such index). Duplicates raise
  /// `NSInvalidArgumentException`, leaving the tabs as they were.
  open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {
    let controllers = viewControllers ?? []
    for (index, controller) in controllers.enumerated()
    where controllers[..<index].contains(where: { $0 === controller }) {
      UIKitException.raise(
        .invalidArgumentException,
        "Tab bar controller \(self) was given \(controller) more than once; each view "
          + "controller can be only one tab")
      return
    }
    guard !defersChange({ self.setViewControllers(viewControllers, animated: animated) }) else {
      return
    }
    replaceTabs(with: controllers)
  }

  /// Matches UIKit: a tab bar controller's children are its tabs, and the More list's
  /// navigation controller while it has one.
  open override var children: [UIViewController] {
    let tabChildren = tabs.filter { $0.parent === self }
    let more = super.children.filter { $0 is MoreNavigationController }
    return tabChildren + more
  }

  // MARK: Selection

  /// Matches UIKit: the selected tab's controller, the More list's navigation controller while
  /// the More list itself shows, or a tab shown from the More list. Setting a controller that is
  /// neither a tab nor ``moreNavigationController`` raises `NSInvalidArgumentException`.
  open var selectedViewController: UIViewController? {
    get { selection }
    set {
      guard let controller = newValue else { return }
      let allowed =
        tabs.contains { $0 === controller }
        || (controller === moreNavigationController && hasMoreList)
      guard allowed else {
        UIKitException.raise(
          .invalidArgumentException,
          "-[UITabBarController setSelectedViewController:] only a view controller in the tab "
            + "bar controller's list of view controllers can be selected.")
        return
      }
      select(controller)
    }
  }

  /// Matches UIKit: the index of the selected tab in ``viewControllers``, or `NSNotFound` while
  /// the More list itself shows (or there are no tabs).
  ///
  /// Setting an index outside ``viewControllers`` raises UIKit's
  /// `NSInternalInconsistencyException` ("Attempting to select a view controller that isn't a
  /// child!") and leaves the selection as it was.
  open var selectedIndex: Int {
    get { selection.flatMap { selected in tabs.firstIndex { $0 === selected } } ?? NSNotFound }
    set {
      guard tabs.indices.contains(newValue) else {
        UIKitException.raise(
          .internalInconsistencyException,
          "Attempting to select a view controller that isn't a child! (null)")
        return
      }
      select(tabs[newValue])
    }
  }

  /// Matches UIKit: called when the user selects an item of the bar, after the selection
  /// changed and before the delegate's `didSelect`. Does nothing by default; subclasses
  /// override it without calling `super`, as iOS code does.
  open func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem) {}

  // MARK: The view

  /// Matches UIKit: the tab bar controller's view holds the selected child's view under the
  /// bar.
  open override func loadView() {
    loadContainerView()
  }

  /// Matches UIKit: the number keys with Control select the first nine tabs, as the user
  /// would.
  open override var keyCommands: [UIKeyCommand]? {
    (super.keyCommands ?? []) + tabKeyCommands
  }

  /// Matches UIKit: the selected tab decides the status bar's style.
  open override var childForStatusBarStyle: UIViewController? { displayed }
  /// Matches UIKit: the selected tab decides whether the status bar shows.
  open override var childForStatusBarHidden: UIViewController? { displayed }
  /// Matches UIKit: the selected tab decides the home indicator.
  open override var childForHomeIndicatorAutoHidden: UIViewController? { displayed }

  override var childForKeyCommands: UIViewController? { displayed }

  // MARK: Appearance

  /// Matches UIKit: sent as the view starts appearing; an override calls `super`, which
  /// a switch of tabs needs to know that it is on screen.
  open override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    ownAppearance = .appearing
    // Matches UIKit: the navigation controllers of every tab load their views (out of the
    // window; their own children stay unloaded), as iOS's printed hierarchies show.
    for case let navigation as UINavigationController in tabs {
      navigation.loadViewIfNeeded()
    }
  }

  /// Matches UIKit: sent once the view has appeared; an override calls `super`, which
  /// the delegate's animated switches need.
  open override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    ownAppearance = .appeared
  }

  /// Matches UIKit: sent as the view starts disappearing; an override calls `super`.
  open override func viewWillDisappear(_ animated: Bool) {
    super.viewWillDisappear(animated)
    ownAppearance = .disappearing
  }

  /// Matches UIKit: sent once the view has disappeared; an override calls `super`, after
  /// which changes of child no longer run transitions.
  open override func viewDidDisappear(_ animated: Bool) {
    super.viewDidDisappear(animated)
    ownAppearance = .disappeared
  }

  /// Matches UIKit: the coordinator of the switch of tabs running now; otherwise, as for any
  /// controller, that of its presentation or of an ancestor's transition.
  open override var transitionCoordinator: (any UIViewControllerTransitionCoordinator)? {
    if let runningTransition, !runningTransition.isComplete {
      return runningTransition.coordinator
    }
    return super.transitionCoordinator
  }
}

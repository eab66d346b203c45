/// A container that shows a sequence of pages, each a child controller, and turns them with a
/// scroll or a page curl: by dragging, by the horizontal wheel or a trackpad, with the arrow
/// keys and Page Up/Down, or in code with ``setViewControllers(_:direction:animated:completion:)``.
///
/// Matches UIKit's semantics, checked by ordered logs in the tests:
/// - Pages are children while on screen: a turn adds the arriving page (`willMove(toParent:)`
///   when it starts, `didMove(toParent:)` when it ends) and removes the leaving one.
/// - A scroll turn: the new page's `viewWillAppear`, then the old page's `viewWillDisappear`;
///   at the end the new page's `viewDidAppear`, then the old page's `viewDidDisappear`. A curl
///   ends the other way round: old `viewDidDisappear`, then new `viewDidAppear`.
/// - A turn the user abandons is cancelled, in UIKit's orders: for a scroll, old will- and
///   did-appear, then new will- and did-disappear; for a curl, new will-disappear, old
///   will-appear, new did-disappear, old did-appear. The delegate hears
///   `transitionCompleted: false`.
/// - The delegate hears `willTransitionTo` and `didFinishAnimating` for the user's turns only;
///   `setViewControllers` tells it nothing, and calls its completion instead.
/// - With a data source that answers `presentationCount(for:)`, a scroll-style page view
///   controller shows page dots (a ``UIPageControl``) under the pages.
///
/// The page curl is drawn in 2-D (the page folds flat towards the spine) with UIKit's
/// callbacks. Turns run on the transition protocols (the transition context the other
/// containers and presentations share, a percent-driven interaction for drags) and on the
/// public API a user's container would use: `beginAppearanceTransition`/
/// `endAppearanceTransition`, its own appearance callbacks to know it is on screen (an override
/// must call `super`), and an override of `transitionCoordinator`.
@preconcurrency @MainActor
open class UIPageViewController: UIViewController {
  /// How pages change, as `UIPageViewController.TransitionStyle`.
  public enum TransitionStyle: Int, Sendable {
    /// Pages turn like a book's, curling about the spine.
    case pageCurl = 0
    /// Pages slide, side by side, as in a paging scroll view.
    case scroll = 1
  }

  /// The direction pages move in, as `UIPageViewController.NavigationOrientation`.
  public enum NavigationOrientation: Int, Sendable {
    /// Pages follow one another left to right.
    case horizontal = 0
    /// Pages follow one another top to bottom.
    case vertical = 1
  }

  /// Which way a turn goes, as `UIPageViewController.NavigationDirection`.
  public enum NavigationDirection: Int, Sendable {
    /// To the next page: the one after.
    case forward = 0
    /// To the previous page: the one before.
    case reverse = 1
  }

  /// Where the pages of a page curl are bound, as `UIPageViewController.SpineLocation`.
  public enum SpineLocation: Int, Sendable {
    /// No spine: the scroll style.
    case none = 0
    /// The left edge (the top, for vertical navigation).
    case min = 1
    /// The middle: two pages show side by side.
    case mid = 2
    /// The right edge (the bottom, for vertical navigation).
    case max = 3
  }

  /// The keys of the options given to ``init(transitionStyle:navigationOrientation:options:)``,
  /// as `UIPageViewController.OptionsKey`.
  public struct OptionsKey: RawRepresentable, Hashable, Sendable {
    /// The key's name.
    public let rawValue: String
    /// Makes a key from its name.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Matches UIKit: a ``SpineLocation`` (or its raw value as a number) for the page curl.
    public static let spineLocation = OptionsKey(
      rawValue: "UIPageViewControllerOptionSpineLocationKey")
    /// Matches UIKit: the space between pages of the scroll style, in points, as a number.
    public static let interPageSpacing = OptionsKey(
      rawValue: "UIPageViewControllerOptionInterPageSpacingKey")
  }

  /// Matches UIKit: how pages change; set when the controller is made.
  public let transitionStyle: TransitionStyle
  /// Matches UIKit: the direction pages move in; set when the controller is made.
  public let navigationOrientation: NavigationOrientation
  /// Matches UIKit: where the pages are bound; `.none` for the scroll style. The delegate's
  /// `spineLocationFor` changes it when the interface rotates.
  public internal(set) var spineLocation: SpineLocation
  /// The space between pages of the scroll style.
  let interPageSpacing: CGFloat

  /// Matches UIKit: whether pages have content on their backs; then a curl about the left or
  /// right edge takes two controllers (the front and the back of the old page), and the mid
  /// spine always does.
  open var isDoubleSided = false

  /// Matches UIKit: gives the pages before and after the current ones for the user's turns;
  /// without one, the user cannot turn pages.
  open weak var dataSource: (any UIPageViewControllerDataSource)? {
    didSet { refreshPageControl(askingDataSource: true) }
  }
  /// Matches UIKit: told about the user's turns, and asked for the spine location.
  open weak var delegate: (any UIPageViewControllerDelegate)?

  /// The pages on screen (or ready to be), in order.
  var pages: [UIViewController] = []
  /// The turn running now.
  var turn: PageTurn?
  /// Sets asked for while a turn runs, run when it ends.
  var deferredSets: [() -> Void] = []
  /// The dots' page while the data source gives a presentation count.
  var presentationIndex = 0
  /// The drag driving the user's turn, and the way it turns.
  var drag: (interaction: UIPercentDrivenInteractiveTransition, direction: NavigationDirection)?
  /// A drag that found no page to turn to stretches the current page instead.
  var rubberBand: CGPoint?
  /// Sets made while the delegate chooses a spine location, run once it has.
  var setsWhileChoosingSpine: [() -> Void]?
  /// Wheel and trackpad deltas gathered toward the next turn.
  var wheelAccumulator: CGFloat = 0
  /// Where this controller is in its own appearance, as its callbacks below tell it.
  var ownAppearance = ContainerAppearance.disappeared
  /// The visible page and data source the neighbours were last asked for at rest.
  var neighboursAskedFor: (page: ObjectIdentifier, dataSource: ObjectIdentifier?)?

  /// The scroll style's view under the root that the pages scroll in, iOS's
  /// `_UIQueuingScrollView`; the page-curl style has none.
  private(set) lazy var queuingView: PageQueuingScrollView? =
    transitionStyle == .scroll ? PageQueuingScrollView() : nil
  /// The view the shown pages' views are in, and that turns move them in: for the scroll
  /// style the queuing view's middle wrapper, as iOS keeps the visible page there; for a page
  /// curl the root view itself, as UIKitCore's curl style puts its pages straight into its
  /// `_UIPageViewControllerContentView` (it makes the queuing view for the scroll style only,
  /// and hands the controller's view to `_UIPageCurl` as its content view).
  var pageHost: UIView { queuingView?.visibleWrapper ?? view }
  /// UIKit's built-in page dots, shown for the scroll style when the data source gives a
  /// presentation count.
  let pageControl = UIPageControl()
  /// The drag that turns pages.
  private(set) lazy var panRecognizer = UIPanGestureRecognizer { [weak self] in
    self?.dragToTurn($0)
  }
  /// The click near an edge that turns a curled page.
  private(set) lazy var tapRecognizer = UITapGestureRecognizer { [weak self] in
    self?.tapToTurn($0)
  }

  // MARK: Creating

  /// Matches UIKit: a page view controller of the given style and orientation. `options` may
  /// give the ``OptionsKey/spineLocation`` of a page curl (`.min` by default) and the
  /// ``OptionsKey/interPageSpacing`` of the scroll style (0 by default).
  public init(
    transitionStyle style: TransitionStyle, navigationOrientation: NavigationOrientation,
    options: [OptionsKey: Any]? = nil
  ) {
    transitionStyle = style
    self.navigationOrientation = navigationOrientation
    spineLocation =
      style == .scroll ? .none : Self.spineLocation(in: options?[.spineLocation]) ?? .min
    interPageSpacing = Self.number(in: options?[.interPageSpacing]) ?? 0
    super.init(nibName: nil, bundle: nil)
    isDoubleSided = spineLocation == .mid
  }

  /// Matches UIKit: a horizontal page curl about the left edge.
  public override convenience init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    self.init(transitionStyle: .pageCurl, navigationOrientation: .horizontal)
  }

  /// Matches UIKit's decoding initializer: the style, orientation, spine location and page
  /// spacing a storyboard's `<pageViewController>` scene gives (a horizontal page curl about
  /// the left edge by default).
  public required init?(coder: NSCoder) {
    let scene = (coder as? NibDecoder)?.pageScene
    transitionStyle = scene?.style ?? .pageCurl
    navigationOrientation = scene?.orientation ?? .horizontal
    spineLocation =
      transitionStyle == .scroll ? .none : scene?.spine.flatMap { $0 == .none ? nil : $0 } ?? .min
    interPageSpacing = transitionStyle == .scroll ? scene?.spacing ?? 0 : 0
    super.init(coder: coder)
    isDoubleSided = scene?.doubleSided ?? (spineLocation == .mid)
  }

  private static func spineLocation(in value: Any?) -> SpineLocation? {
    if let location = value as? SpineLocation { return location }
    return number(in: value).flatMap { SpineLocation(rawValue: Int($0)) }
  }

  private static func number(in value: Any?) -> CGFloat? {
    switch value {
    case let number as NSNumber: CGFloat(number.doubleValue)
    case let value as CGFloat: value
    case let value as Double: CGFloat(value)
    case let value as Int: CGFloat(value)
    default: nil
    }
  }

  // MARK: Pages

  /// Matches UIKit: the pages on screen; during a turn, still the ones it started from.
  open var viewControllers: [UIViewController]? { pages.isEmpty ? nil : pages }

  /// Matches UIKit: the recognizers that turn pages of a page curl (a drag and a click near an
  /// edge), which can be moved to another view; empty for the scroll style, whose drag belongs
  /// to its scrolling.
  open var gestureRecognizers: [UIGestureRecognizer] {
    transitionStyle == .pageCurl ? [panRecognizer, tapRecognizer] : []
  }

  /// Shows `viewControllers`, turning to them when `animated`.
  ///
  /// Matches UIKit: the delegate hears nothing; `completion` runs when the turn ends (at the
  /// end of the frame without animation). The number of controllers must be what the spine
  /// location asks for (two for `.mid`, or for a double-sided page; one otherwise), or
  /// `NSInvalidArgumentException` is raised and the pages stay as they were.
  open func setViewControllers(
    _ viewControllers: [UIViewController]?, direction: NavigationDirection, animated: Bool,
    completion: ((Bool) -> Void)? = nil
  ) {
    if setsWhileChoosingSpine != nil {
      setsWhileChoosingSpine?.append {
        self.setViewControllers(
          viewControllers, direction: direction, animated: animated, completion: completion)
      }
      return
    }
    let controllers = viewControllers ?? []
    guard controllers.count == requiredPageCount else {
      UIKitException.raise(
        .invalidArgumentException,
        "The number of view controllers provided (\(controllers.count)) doesn't match the "
          + "number required (\(requiredPageCount)) for the requested transition")
      return
    }
    performSet(controllers, direction: direction, animated: animated, completion: completion)
  }

  // MARK: The view

  /// Matches UIKit: the page view controller's view holds the pages, and the page dots of the
  /// scroll style.
  open override func loadView() {
    loadContainerView()
  }

  /// The arrow keys along the orientation, and Page Up and Page Down, turn pages as the user.
  open override var keyCommands: [UIKeyCommand]? {
    (super.keyCommands ?? []) + turnKeyCommands
  }

  /// Matches UIKit: the first page decides the status bar's style.
  open override var childForStatusBarStyle: UIViewController? { pages.first }
  /// Matches UIKit: the first page decides whether the status bar shows.
  open override var childForStatusBarHidden: UIViewController? { pages.first }

  override var childForKeyCommands: UIViewController? { pages.first }

  // MARK: Appearance

  /// Matches UIKit: sent as the view starts appearing; an override calls `super`, which
  /// a turn needs to know that it is on screen.
  open override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    ownAppearance = .appearing
  }

  /// Matches UIKit: sent once the view has appeared; an override calls `super`.
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

  /// Matches UIKit: the coordinator of the turn running now; otherwise, as for any
  /// controller, that of its presentation or of an ancestor's transition.
  open override var transitionCoordinator: (any UIViewControllerTransitionCoordinator)? {
    if let transition = turn?.transition, !transition.isComplete {
      return transition.coordinator
    }
    return super.transitionCoordinator
  }

  /// Matches UIKit: when the interface turns, the delegate chooses the new spine location of a
  /// page curl (and usually sets pages to match it). It is asked with the orientation of the
  /// new size: `.portrait` when taller than wide, `.landscapeLeft` when wider.
  open override func viewWillTransition(
    to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator
  ) {
    super.viewWillTransition(to: size, with: coordinator)
    guard transitionStyle == .pageCurl, let delegate else { return }
    let orientation: UIInterfaceOrientation =
      size.width > size.height ? .landscapeLeft : .portrait
    // Matches UIKit: the delegate sets the pages for the new spine from inside the question,
    // so those sets are checked against the spine it answers.
    setsWhileChoosingSpine = []
    let location = delegate.pageViewController(self, spineLocationFor: orientation)
    let sets = setsWhileChoosingSpine ?? []
    setsWhileChoosingSpine = nil
    if location != .none { spineLocation = location }
    for set in sets { set() }
    viewIfLoaded?.setNeedsLayout()
  }
}

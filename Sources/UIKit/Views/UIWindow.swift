/// The root of a view hierarchy that can be shown on screen.
///
/// Matches UIKit: a window starts hidden; ``makeKeyAndVisible()`` shows it, which makes its
/// root view controller appear. A visible window takes part in every frame whether or not a
/// host window displays it, so tests can run the whole pipeline headless.
///
/// ```swift
/// let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
/// window.rootViewController = ContainerViewController()
/// window.makeKeyAndVisible()
/// UIApplication.shared.advance(by: 0)  // viewDidAppear has been delivered
/// ```
@preconcurrency @MainActor
open class UIWindow: UIView {
  /// The display list of the last frame, and the subtree stamp it was built from: a host
  /// compares stamps to know whether anything changed.
  package private(set) var displayList = DisplayList()
  package private(set) var displayListStamp: UInt64 = .max
  /// The status bar and home indicator, which a host draws over `displayList`.
  package private(set) var systemChromeDisplayList = DisplayList()

  /// The orientation of the interface; `rotate(to:)` changes it.
  public internal(set) var interfaceOrientation: UIInterfaceOrientation = .portrait

  /// The simulated status bar and home indicator, drawn over the content.
  let statusBarView = StatusBarView()
  let homeIndicatorView = HomeIndicatorView()
  var systemChrome = SystemChromeState()
  /// Whether the window was resized since its chrome was last placed: the next display list
  /// places it (``updateDisplayList()``).
  var chromeNeedsLayout = false
  /// The traits last made, and from what (see `traitCollection(forSize:)`).
  var cachedTraits: (inputs: TraitInputs, traits: UITraitCollection)?

  /// Matches UIKit: a hidden window with the given frame.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    layer.isHidden = true
  }

  /// The app and the chrome views refer to the window without retaining it (a `weak`
  /// reference would slow every retain of it, see `LayoutItemReference`); it clears them here.
  @MainActor deinit {
    UIApplication.shared.unregister(self)
    statusBarView.chromeWindow = nil
    homeIndicatorView.chromeWindow = nil
  }

  /// Matches UIKit's required initializer; there are no archives here, so it builds a hidden window
  /// with a zero frame.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    layer.isHidden = true
  }

  /// The controller whose view fills the window.
  ///
  /// Matches UIKit: replacing it removes the old root view and installs the new one sized to
  /// the window, so a visible window sends the old root its disappear callbacks and the new
  /// one its appear callbacks.
  open var rootViewController: UIViewController? {
    didSet {
      guard oldValue !== rootViewController else { return }
      if let oldRoot = oldValue, oldRoot.viewIfLoaded?.superview === self {
        oldRoot.view.removeFromSuperview()
      }
      if let root = rootViewController {
        let rootView = root.view!
        rootView.frame = bounds
        rootView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        insertSubview(rootView, at: 0)
      }
      updateSystemChrome(animated: false)
    }
  }

  /// Matches UIKit: showing or hiding a window makes its controllers appear or disappear.
  open override var isHidden: Bool {
    get { super.isHidden }
    set {
      guard newValue != super.isHidden else { return }
      AppearanceDispatch.subtreeVisibilityWillChange(self, visible: !newValue)
      super.isHidden = newValue
      if newValue {
        UIApplication.shared.unregister(self)
      } else {
        UIApplication.shared.register(self)
        updateSystemChrome(animated: false)
      }
    }
  }

  /// Whether controllers in this window count as on screen.
  var isVisibleInApplication: Bool { !isHidden }

  /// Matches UIKit: where the window sits among the app's windows; a higher level is drawn
  /// over and takes presses before a lower one, and windows of one level stack in the order
  /// they were shown (see `UIWindow+Level.swift`).
  open var windowLevel: Level = .normal {
    didSet {
      guard windowLevel != oldValue else { return }
      displayDidChange(placementOnly: false)
      UIApplication.shared.setNeedsFrame()
    }
  }

  /// Matches UIKit: whether this window receives keyboard events.
  public private(set) var isKeyWindow = false

  /// Matches UIKit: shows the window, making its controllers appear, and makes it the key window.
  open func makeKeyAndVisible() {
    isHidden = false
    makeKey()
  }

  /// Matches UIKit: makes this the key window, taking key status from the others.
  open func makeKey() {
    for window in UIApplication.shared.windows where window !== self {
      window.isKeyWindow = false
    }
    isKeyWindow = true
  }

  /// The screen the window is on: always the main screen here.
  open var screen: UIScreen = .main

  /// Matches UIKit: the screen's traits with size classes from the window's size (see
  /// `UIWindow+Traits.swift` for the thresholds).
  open override var traitCollection: UITraitCollection { traitCollection(forSize: bounds.size) }

  override var baseTraitCollection: UITraitCollection { traitCollection }

  override var ownSafeAreaInsets: UIEdgeInsets? { windowSafeAreaInsets }

  /// Matches UIKit: a window's next responder is the application.
  open override var next: UIResponder? { UIApplication.shared }

  /// Matches UIKit: every window has an undo manager, shared by the responders in it.
  open override var undoManager: UndoManager? { sharedUndoManager }
  private lazy var sharedUndoManager = UndoManager()

  // MARK: Events

  /// Matches UIKit: delivers a touch event to the gesture recognizers and the view of its
  /// touch, as the application hands it to the window the touch is in. Override it to watch
  /// every touch (an idle timer, a touch indicator for recordings), calling `super` to let
  /// the views have it. Keys and presses go to the first responder without passing here.
  open func sendEvent(_ event: UIEvent) {
    EventDispatcher.shared.deliverTouches(of: event)
  }

  // MARK: Frame pipeline

  override func viewBoundsSizeDidChange() {
    chromeNeedsLayout = true
    safeAreaMayHaveChanged()
  }

  /// Step 3 for this window: pending `updateConstraints`, then layout top-down. Layout can
  /// change constraints (a view adjusting to its new size), so it repeats, a few times at most,
  /// until nothing moves.
  func runLayoutStep() {
    for _ in 0..<4 {
      updateConstraintsIfNeeded()
      LayoutEngine.shared.markMovedViews()
      guard needsLayoutPass else { return }
      layoutSubtreeIfNeeded()
    }
  }

  /// The display list for what the window shows now, rebuilt first if anything changed since
  /// the last frame.
  package var currentDisplayList: DisplayList {
    updateDisplayList()
    return displayList
  }

  /// Step 5 for this window: rebuilds the display list if anything drawn changed.
  func updateDisplayList() {
    // Placed once for the size this frame draws, however many times the window was resized
    // since the last one: like iOS's status bar, the chrome is no part of the window's layout.
    // Placed first, so that the stamp read next includes it.
    if chromeNeedsLayout { layoutChromeViews() }
    let stamp = max(displayState.subtreeStamp, displayState.contentStamp)
    guard stamp != displayListStamp else { return }
    displayListStamp = stamp
    displayList = DisplayListBuilder.build(root: layer)
    systemChromeDisplayList = chromeDisplayList()
  }

  /// The window's system chrome (status bar and home indicator) and the focus ring, drawn over
  /// its content.
  private func chromeDisplayList() -> DisplayList {
    var items: [DisplayItem] = []
    if let ring = FocusSystem.focusRing(in: self) { items.append(ring) }
    for chrome in [statusBarView, homeIndicatorView] {
      DisplayListBuilder.append(chrome.layer, into: &items)
    }
    return DisplayList(items: items)
  }
}

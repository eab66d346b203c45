import UIKit

/// A side drawer, written the way open-source drawer libraries are: Swift 5 language mode, no
/// actor annotations, Visual Format Language constraints, and a blurred panel that slides over
/// the main screen from the leading edge.
///
/// The container keeps both children for its whole life and forwards appearance by hand
/// (`shouldAutomaticallyForwardAppearanceMethods` is `false`), as seed 000 describes: the main
/// child appears and disappears with the container, the drawer child as the drawer opens and
/// closes. While the drawer is open it decides the status bar's style. A drag from the screen's
/// left edge opens it; a tap beside the open panel closes it.
open class DrawerController: UIViewController {
  /// The screen under the drawer.
  public let mainViewController: UIViewController
  /// The drawer's content, shown on a blurred panel.
  public let drawerViewController: UIViewController
  /// The panel's width.
  public let drawerWidth: CGFloat
  /// Whether the drawer is open, or opening.
  public private(set) var isDrawerOpen = false

  /// The blurred panel that holds the drawer's view.
  public let panel = UIVisualEffectView(effect: UIBlurEffect(style: .systemChromeMaterialDark))
  /// Blurs the main screen while the drawer is open, fading the blur in and out with the
  /// slide; a tap on it closes the drawer.
  public let dimmingView = UIVisualEffectView(effect: nil)
  private var panelLeading: NSLayoutConstraint!

  /// A drawer over `main` showing `drawer`, `drawerWidth` points wide.
  public init(main: UIViewController, drawer: UIViewController, drawerWidth: CGFloat = 280) {
    mainViewController = main
    drawerViewController = drawer
    self.drawerWidth = drawerWidth
    super.init(nibName: nil, bundle: nil)
  }

  /// Drawers are built in code here.
  public required init?(coder: NSCoder) {
    nil
  }

  /// Appearance is forwarded by hand: the drawer child appears only while the drawer is open.
  open override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }

  /// Lays out the main screen, the dimming view and the panel with visual formats.
  open override func viewDidLoad() {
    super.viewDidLoad()
    addChild(mainViewController)
    view.addSubview(mainViewController.view)
    NSLayoutConstraint.activate(fillingConstraints(for: mainViewController.view))
    mainViewController.didMove(toParent: self)

    dimmingView.isHidden = true
    dimmingView.addGestureRecognizer(
      UITapGestureRecognizer { [weak self] _ in self?.setDrawerOpen(false, animated: true) })
    view.addSubview(dimmingView)
    NSLayoutConstraint.activate(fillingConstraints(for: dimmingView))

    panel.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(panel)
    let views: [String: Any] = ["panel": panel]
    NSLayoutConstraint.activate(
      NSLayoutConstraint.constraints(
        withVisualFormat: "H:[panel(width)]", options: [], metrics: ["width": drawerWidth],
        views: views)
        + NSLayoutConstraint.constraints(
          withVisualFormat: "V:|[panel]|", options: [], metrics: nil, views: views))
    panelLeading = panel.leadingAnchor.constraint(
      equalTo: view.leadingAnchor, constant: -drawerWidth)
    panelLeading.isActive = true

    let edgePan = UIScreenEdgePanGestureRecognizer { [weak self] pan in
      if pan.state == .began { self?.setDrawerOpen(true, animated: true) }
    }
    edgePan.edges = .left
    view.addGestureRecognizer(edgePan)

    addChild(drawerViewController)
    panel.contentView.addSubview(drawerViewController.view)
    NSLayoutConstraint.activate(fillingConstraints(for: drawerViewController.view))
    drawerViewController.didMove(toParent: self)
  }

  /// Forwards the container's appearance to the children on screen.
  open override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    for child in childrenOnScreen { child.beginAppearanceTransition(true, animated: animated) }
  }

  /// Forwards the container's appearance to the children on screen.
  open override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    for child in childrenOnScreen { child.endAppearanceTransition() }
  }

  /// Forwards the container's disappearance to the children on screen.
  open override func viewWillDisappear(_ animated: Bool) {
    super.viewWillDisappear(animated)
    for child in childrenOnScreen { child.beginAppearanceTransition(false, animated: animated) }
  }

  /// Forwards the container's disappearance to the children on screen.
  open override func viewDidDisappear(_ animated: Bool) {
    super.viewDidDisappear(animated)
    for child in childrenOnScreen { child.endAppearanceTransition() }
  }

  /// The open drawer decides the status bar's style; otherwise the main screen does.
  open override var childForStatusBarStyle: UIViewController? {
    isDrawerOpen ? drawerViewController : mainViewController
  }

  /// Opens or closes the drawer, sliding the panel in 0.3 s when `animated`. The drawer child
  /// gets its appearance callbacks around the slide; `completion` runs after them.
  open func setDrawerOpen(_ open: Bool, animated: Bool, completion: (() -> Void)? = nil) {
    guard open != isDrawerOpen else {
      completion?()
      return
    }
    isDrawerOpen = open
    let appearing = viewIfLoaded?.window != nil
    if appearing { drawerViewController.beginAppearanceTransition(open, animated: animated) }
    view.layoutIfNeeded()
    dimmingView.isHidden = false
    panelLeading.constant = open ? 0 : -drawerWidth
    let slide = {
      self.dimmingView.effect = open ? UIBlurEffect(style: .systemUltraThinMaterialDark) : nil
      self.view.layoutIfNeeded()
    }
    let finish = { (_: Bool) in
      self.dimmingView.isHidden = !self.isDrawerOpen
      if appearing { self.drawerViewController.endAppearanceTransition() }
      completion?()
    }
    setNeedsStatusBarAppearanceUpdate()
    if animated {
      UIView.animate(
        withDuration: 0.3, delay: 0, options: [.curveEaseOut], animations: slide,
        completion: finish)
    } else {
      slide()
      finish(true)
    }
  }

  /// Opens a closed drawer and closes an open one, animated.
  open func toggleDrawer() {
    setDrawerOpen(!isDrawerOpen, animated: true)
  }

  private var childrenOnScreen: [UIViewController] {
    isDrawerOpen ? [mainViewController, drawerViewController] : [mainViewController]
  }
}

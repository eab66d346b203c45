import Foundation

/// Shows the large content viewer: a long press over small content that cannot grow with
/// Dynamic Type (a tab bar's items, a toolbar's buttons) shows it large in the middle of the
/// screen, as UIKit's `UILargeContentViewerInteraction` (iOS 13).
///
/// Matches UIKit: it works only while the viewer is enabled (``isEnabled``: the person's text
/// size is an accessibility size). A press held for half a second over an item that
/// ``UILargeContentViewerItem/showsLargeContentViewer`` shows that item's image (or title, or
/// both) in a rounded panel centred over the view controller's view; sliding the finger moves
/// the panel to the item under it, and lifting hides it and tells the delegate
/// ``UILargeContentViewerInteractionDelegate/largeContentViewerInteraction(_:didEndOn:at:)``,
/// whose default activates the item as a tap would. A quick tap is left to the items. Tab bars,
/// toolbars and navigation bars have one already, as on iOS.
///
/// ```swift
/// let bar = RatingBar()            // a custom bar whose stars stay small
/// for star in bar.stars {
///   star.showsLargeContentViewer = true
///   star.largeContentTitle = star.accessibilityLabel
/// }
/// bar.addInteraction(UILargeContentViewerInteraction())
/// ```
///
/// The panel draws a template image (a bar item's, or one made with
/// `withRenderingMode(.alwaysTemplate)`) in the label colour, as iOS does, so a glyph turns
/// white in dark mode.
@preconcurrency @MainActor
open class UILargeContentViewerInteraction: NSObject, UIInteraction {
  /// Matches UIKit: posted when ``isEnabled`` changes, as the text size moves into or out of
  /// the accessibility sizes.
  public static let enabledStatusDidChangeNotification = Notification.Name(
    "UILargeContentViewerInteractionEnabledStatusDidChangeNotification")

  /// Matches UIKit: whether the large content viewer works at all; `true` while the app's
  /// preferred content size category is an accessibility one, as on iOS.
  public class var isEnabled: Bool {
    PreferredContentSize.category.isAccessibilityCategory
  }

  /// Matches UIKit: fine-tunes which item shows, where, and what lifting does. Held weakly.
  public private(set) weak var delegate: (any UILargeContentViewerInteractionDelegate)?
  /// Matches UIKit: the view the interaction is on, or `nil` while it is on none.
  public private(set) weak var view: UIView?

  /// Matches UIKit: the interaction's long press, for `require(toFail:)` and simultaneous
  /// recognition with the view's other recognizers. It is in the view's `gestureRecognizers`
  /// only while the viewer is enabled.
  public var gestureRecognizerForExclusionRelationship: UIGestureRecognizer { press }

  private let press = UILongPressGestureRecognizer()
  /// The observer of ``enabledStatusDidChangeNotification``, removed as the interaction goes.
  nonisolated(unsafe) private var statusObserver: (any NSObjectProtocol)?
  /// The panel on screen during a press, and the item it shows.
  private var panel: LargeContentViewerView?
  private var shownItem: (any UILargeContentViewerItem)?
  /// Where the item was last asked for, in the view's coordinates.
  private var lastAsked: CGPoint?

  /// Matches UIKit: an interaction with an optional delegate.
  public init(delegate: (any UILargeContentViewerInteractionDelegate)? = nil) {
    self.delegate = delegate
    super.init()
    press.addTarget { [weak self] _ in self?.pressChanged() }
    statusObserver = NotificationCenter.default.addObserver(
      forName: Self.enabledStatusDidChangeNotification, object: nil, queue: nil
    ) { [weak self] _ in
      MainActor.assumeIsolated { self?.installPress() }
    }
  }

  isolated deinit {
    if let statusObserver { NotificationCenter.default.removeObserver(statusObserver) }
  }

  /// Matches UIKit: takes the long press off the view it leaves, hiding the panel.
  open func willMove(to view: UIView?) {
    hidePanel()
    self.view?.removeGestureRecognizer(press)
  }

  /// Matches UIKit: keeps the new view and installs the long press on it while the viewer is
  /// enabled.
  open func didMove(to view: UIView?) {
    self.view = view
    installPress()
  }

  /// Puts the long press on the view while the viewer is enabled, and takes it off while it is
  /// not. Matches iOS, whose bars list no gesture recognizers at ordinary text sizes
  /// (`recursiveDescription`), and keeps the bars as they were at those sizes.
  private func installPress() {
    guard let view else { return }
    if Self.isEnabled {
      if press.view !== view { view.addGestureRecognizer(press) }
    } else if press.view === view {
      hidePanel()
      view.removeGestureRecognizer(press)
    }
  }

  private func pressChanged() {
    guard let view else { return }
    let point = press.location(in: view)
    switch press.state {
    case .began, .changed:
      if point != lastAsked { show(item(at: point)) }
      lastAsked = point
    case .ended:
      if point != lastAsked { shownItem = item(at: point) }
      let item = shownItem
      hidePanel()
      let local = (item as? UIView).map { view.convert(point, to: $0) } ?? point
      if let delegate {
        delegate.largeContentViewerInteraction(self, didEndOn: item, at: local)
      } else {
        performDefaultAction(on: item)
      }
    default:
      hidePanel()
    }
  }

  private func item(at point: CGPoint) -> (any UILargeContentViewerItem)? {
    let item =
      delegate.map { $0.largeContentViewerInteraction(self, itemAt: point) }
      ?? defaultItem(at: point)
    return item?.showsLargeContentViewer == true ? item : nil
  }

  /// Shows `item` in the panel (putting the panel up if it is not), or hides the panel for
  /// `nil`.
  private func show(_ item: (any UILargeContentViewerItem)?) {
    shownItem = item
    guard let item else {
      panel?.removeFromSuperview()
      panel = nil
      return
    }
    if panel == nil, let host = hostView() {
      let made = LargeContentViewerView()
      host.addSubview(made)
      panel = made
    }
    panel?.show(item)
  }

  private func hidePanel() {
    panel?.removeFromSuperview()
    panel = nil
    shownItem = nil
    lastAsked = nil
  }

  /// The view the panel goes over: the delegate's (or the containing) view controller's view,
  /// or the window when that view is not on screen.
  private func hostView() -> UIView? {
    let controller = delegate.map { $0.viewController(for: self) } ?? defaultViewController()
    if let host = controller?.view, host.window != nil { return host }
    return view?.window
  }

  /// The deepest view under `point` (in the interaction's view) that shows in the viewer, or
  /// its nearest ancestor that does, stopping at the interaction's view.
  func defaultItem(at point: CGPoint) -> (any UILargeContentViewerItem)? {
    guard let view else { return nil }
    var candidate = view.hitTest(point, with: nil)
    while let current = candidate {
      if current.showsLargeContentViewer { return current }
      if current === view { break }
      candidate = current.superview
    }
    return nil
  }

  /// The view controller whose view contains the interaction's view.
  func defaultViewController() -> UIViewController? {
    var current = view
    while let candidate = current {
      if let owner = candidate.owningViewController { return owner }
      current = candidate.superview
    }
    return nil
  }

  /// What lifting the finger does without a delegate: a control is activated as a tap would.
  func performDefaultAction(on item: (any UILargeContentViewerItem)?) {
    (item as? UIControl)?.performPrimaryActionFromKeyboard()
  }
}

/// What a navigation bar shows while a controller is on top: its title, buttons and back
/// button.
///
/// Matches UIKit: every controller has one (``UIViewController/navigationItem``); the bar
/// reads the top controller's item for its title and buttons, and the item of the controller
/// below it for the back button's title (``backButtonTitle``, else its title, else "Back").
/// A change redraws the bar at once.
@preconcurrency @MainActor
open class UINavigationItem: NSObject {
  /// How a large title is used, as `UINavigationItem.LargeTitleDisplayMode`.
  public enum LargeTitleDisplayMode: Int, Sendable {
    /// Follows the previous item, or the bar's `prefersLargeTitles` for the root.
    case automatic = 0
    /// Always a large title, when the bar prefers large titles.
    case always = 1
    /// Never a large title.
    case never = 2
  }

  /// The title shown in the middle of the bar.
  open var title: String? {
    didSet { changed() }
  }
  /// A view shown instead of the title.
  open var titleView: UIView? {
    didSet { changed() }
  }
  /// Matches UIKit: a line of text above the bar's content, making the bar taller.
  open var prompt: String? {
    didSet { changed() }
  }
  /// Matches UIKit: the item the next controller's back button shows, when set.
  open var backBarButtonItem: UIBarButtonItem? {
    didSet { changed() }
  }
  /// Matches UIKit (iOS 11+): the title the next controller's back button shows.
  open var backButtonTitle: String? {
    didSet { changed() }
  }
  /// Matches UIKit: hides the back button (and turns off the drag back).
  open var hidesBackButton = false {
    didSet { changed() }
  }
  /// Matches UIKit: whether the left items appear after the back button instead of replacing
  /// it.
  open var leftItemsSupplementBackButton = false {
    didSet { changed() }
  }
  /// Matches UIKit: whether this item's title is large.
  open var largeTitleDisplayMode: LargeTitleDisplayMode = .automatic {
    didSet { changed() }
  }
  /// Matches UIKit: the buttons on the left, first nearest the edge.
  open var leftBarButtonItems: [UIBarButtonItem]? {
    didSet { itemsDidChange(from: oldValue) }
  }
  /// Matches UIKit: the buttons on the right, first nearest the edge.
  open var rightBarButtonItems: [UIBarButtonItem]? {
    didSet { itemsDidChange(from: oldValue) }
  }
  /// Matches UIKit (iOS 13+): the bar's look while this item is on top, over the bar's own.
  open var standardAppearance: UINavigationBarAppearance? {
    didSet { changed() }
  }
  /// Matches UIKit (iOS 13+): the look while the content is scrolled to its top.
  open var scrollEdgeAppearance: UINavigationBarAppearance? {
    didSet { changed() }
  }
  /// Matches UIKit (iOS 13+): the look in a compact-height bar.
  open var compactAppearance: UINavigationBarAppearance? {
    didSet { changed() }
  }

  /// Matches UIKit: an item with a title.
  public init(title: String) {
    self.title = title
    super.init()
  }

  /// Matches UIKit: an item with no title.
  public override init() {
    super.init()
  }

  /// Matches UIKit: the first of ``leftBarButtonItems``.
  open var leftBarButtonItem: UIBarButtonItem? {
    get { leftBarButtonItems?.first }
    set { leftBarButtonItems = newValue.map { [$0] } }
  }

  /// Matches UIKit: the first of ``rightBarButtonItems``.
  open var rightBarButtonItem: UIBarButtonItem? {
    get { rightBarButtonItems?.first }
    set { rightBarButtonItems = newValue.map { [$0] } }
  }

  /// Matches UIKit: sets the left items; the bar shows them at once.
  open func setLeftBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) {
    leftBarButtonItems = items
  }

  /// Matches UIKit: sets the right items; the bar shows them at once.
  open func setRightBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) {
    rightBarButtonItems = items
  }

  /// Matches UIKit: sets the left item.
  open func setLeftBarButton(_ item: UIBarButtonItem?, animated: Bool) {
    leftBarButtonItem = item
  }

  /// Matches UIKit: sets the right item.
  open func setRightBarButton(_ item: UIBarButtonItem?, animated: Bool) {
    rightBarButtonItem = item
  }

  /// Matches UIKit: hides or shows the back button.
  open func setHidesBackButton(_ hidesBackButton: Bool, animated: Bool) {
    self.hidesBackButton = hidesBackButton
  }

  // MARK: Telling the bar

  /// The bar showing this item, which redraws when it changes.
  weak var bar: UINavigationBar?
  /// The title when none is set: the controller's, as UIKit falls back to it.
  var fallbackTitle: (() -> String?)?

  /// The title the bar draws.
  var displayedTitle: String? { title ?? fallbackTitle?() }

  /// The title a back button to this item shows.
  var backTitle: String {
    if let title = backBarButtonItem?.title { return title }
    if let backButtonTitle { return backButtonTitle }
    if let title = displayedTitle, !title.isEmpty { return title }
    return "Back"
  }

  private func itemsDidChange(from old: [UIBarButtonItem]?) {
    for item in old ?? [] { item.stopObserving(by: self) }
    for item in (leftBarButtonItems ?? []) + (rightBarButtonItems ?? []) {
      item.observe(by: self) { [weak self] in self?.changed() }
    }
    changed()
  }

  private func changed() {
    bar?.itemDidChange(self)
  }
}

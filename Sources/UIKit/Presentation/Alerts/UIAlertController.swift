import Foundation

/// An alert or action sheet, as UIKit's: a title, a message and buttons, presented modally over
/// a dimmed screen. Tapping a button dismisses the alert, then runs the button's handler.
///
/// ```swift
/// let alert = UIAlertController(title: "Delete?", message: "This cannot be undone.",
///                               preferredStyle: .alert)
/// alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
/// alert.addAction(UIAlertAction(title: "Delete", style: .destructive) { _ in delete() })
/// present(alert, animated: true)
/// ```
///
/// Matches UIKit: an `.alert` is a 270-point box in the middle of the screen, with two buttons
/// side by side and more stacked; an `.actionSheet` (on a compact width, as on an iPhone) rises
/// from the bottom with its buttons stacked and its cancel button apart. In UI tests the box is
/// an `alert` element (a `sheet` for an action sheet) labelled by the title, with its buttons
/// inside. Not yet: text fields (`addTextField`) and a custom content view controller.
@MainActor
open class UIAlertController: UIViewController {
  /// Where the controller shows its buttons, with UIKit's raw values.
  public enum Style: Int, Sendable {
    /// A sheet of buttons rising from the bottom.
    case actionSheet = 0
    /// A box in the middle of the screen.
    case alert = 1
  }

  /// The alert's style, fixed when it is made.
  public let preferredStyle: Style
  /// The text under the title.
  open var message: String? {
    didSet { alertView?.update() }
  }
  /// The actions, in the order they were added.
  public private(set) var actions: [UIAlertAction] = []
  /// Matches UIKit: the action in bold that Return triggers; it must be one of `actions`.
  open var preferredAction: UIAlertAction? {
    didSet { alertView?.update() }
  }
  private var alertView: AlertView?
  /// The presenter's view dimmed while the alert is up, with the mode it had set before.
  private var dimmedPresenter: (view: UIView, mode: UIView.TintAdjustmentMode)?

  /// An alert of `preferredStyle` with `title` and `message`, presented over full screen with a
  /// cross-dissolve, as UIKit presents one.
  public init(title: String?, message: String?, preferredStyle: Style) {
    self.preferredStyle = preferredStyle
    self.message = message
    super.init(nibName: nil, bundle: nil)
    self.title = title
    modalPresentationStyle = .overFullScreen
    modalTransitionStyle = .crossDissolve
  }

  /// Matches UIKit: alerts are made in code.
  public required init?(coder: NSCoder) {
    preferredStyle = .alert
    super.init(coder: coder)
  }

  override open var title: String? {
    didSet { alertView?.update() }
  }

  /// Adds a button. Matches UIKit: a second `.cancel` action is refused with
  /// `NSInternalInconsistencyException`.
  open func addAction(_ action: UIAlertAction) {
    if action.style == .cancel, actions.contains(where: { $0.style == .cancel }) {
      UIKitException.raise(
        .internalInconsistencyException,
        "UIAlertController can only have one action with a style of UIAlertActionStyleCancel")
      return
    }
    actions.append(action)
    action.onChange = { [weak self] in self?.alertView?.update() }
    alertView?.update()
  }

  override open func loadView() {
    let box = AlertView(controller: self)
    alertView = box
    let dimming = UIView()
    dimming.backgroundColor = UIColor.black.withAlphaComponent(0.2)
    dimming.addSubview(box)
    view = dimming
  }

  /// Matches UIKit: the presenter's tint dims as the alert appears (its buttons and template
  /// images turn grey and get `tintColorDidChange()`).
  override open func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    guard dimmedPresenter == nil, let presenter = presentingViewController?.viewIfLoaded else {
      return
    }
    dimmedPresenter = (presenter, presenter.storedTintAdjustmentMode)
    presenter.tintAdjustmentMode = .dimmed
  }

  /// Matches UIKit: the presenter's tint comes back as the alert starts to go.
  override open func viewWillDisappear(_ animated: Bool) {
    super.viewWillDisappear(animated)
    guard let dimmed = dimmedPresenter else { return }
    dimmedPresenter = nil
    dimmed.view.tintAdjustmentMode = dimmed.mode
  }

  override open func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    alertView?.place(in: view.bounds, safeArea: view.safeAreaInsets)
  }

  /// Dismisses the alert, then runs the action's handler, as a tap on its button does.
  func perform(_ action: UIAlertAction) {
    guard action.isEnabled else { return }
    let presenter = presentingViewController ?? self
    presenter.dismiss(animated: true) { action.handler?(action) }
  }
}

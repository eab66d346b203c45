/// Shows a menu of actions for the content of a view, as UIKit's `UIContextMenuInteraction`
/// (iOS 13): add it to the view with ``UIView/addInteraction(_:)`` and return a
/// ``UIContextMenuConfiguration`` from its delegate.
///
/// Matches iPadOS with a pointer: a secondary (right) click on the view opens the menu at once,
/// and a primary press held still for half a second (a long press, the gesture UIKit uses where
/// there is no 3D Touch) opens it too. Either way the delegate is asked for a configuration at
/// the pointer, in the view's coordinates; `nil` opens nothing. The menu is the configuration's
/// action provider's, opened with its corner at the pointer. Choosing an action closes the
/// menu and performs the action; clicking elsewhere or Escape closes it. The delegate hears
/// `willDisplayMenuFor` before the menu appears and `willEndFor` as it closes.
///
/// ```swift
/// final class PhotoController: UIViewController, UIContextMenuInteractionDelegate {
///   override func viewDidLoad() {
///     super.viewDidLoad()
///     view.addInteraction(UIContextMenuInteraction(delegate: self))
///   }
///
///   func contextMenuInteraction(
///     _ interaction: UIContextMenuInteraction, configurationForMenuAtLocation location: CGPoint
///   ) -> UIContextMenuConfiguration? {
///     UIContextMenuConfiguration(actionProvider: { _ in
///       UIMenu(children: [UIAction(title: "Share") { _ in self.share() }])
///     })
///   }
/// }
/// ```
///
/// Previews are not drawn: the preview provider is kept but never called, and the menu opens
/// without the lifted preview or its animation.
@preconcurrency @MainActor
open class UIContextMenuInteraction: NSObject, UIInteraction {
  /// Matches UIKit: supplies the menu and hears it open and close. Held weakly.
  public private(set) weak var delegate: (any UIContextMenuInteractionDelegate)?
  /// Matches UIKit: the view the interaction is on, or `nil` while it is on none.
  public private(set) weak var view: UIView?

  /// The secondary click and the primary long press, installed on the view.
  private let triggers: [PointerPressRecognizer]
  /// The recognizer that opened the menu last: its pointer is the interaction's location.
  private var lastTrigger: PointerPressRecognizer?
  /// The open menu and the configuration it came from.
  private var shown: (configuration: UIContextMenuConfiguration, menu: MenuView)?

  /// Matches UIKit: an interaction whose delegate supplies its menus.
  public init(delegate: any UIContextMenuInteractionDelegate) {
    self.delegate = delegate
    triggers = [
      PointerPressRecognizer(buttons: .secondary, minimumPressDuration: 0),
      PointerPressRecognizer(buttons: .primary, minimumPressDuration: 0.5),
    ]
    super.init()
    for trigger in triggers {
      trigger.addTarget { [weak self] recognizer in
        guard recognizer.state == .began, let trigger = recognizer as? PointerPressRecognizer
        else { return }
        self?.presentMenu(from: trigger)
      }
    }
  }

  /// Matches UIKit: takes the interaction's recognizers off the view it leaves, closing its
  /// menu if one is open.
  open func willMove(to view: UIView?) {
    dismissMenu()
    for trigger in triggers { self.view?.removeGestureRecognizer(trigger) }
  }

  /// Matches UIKit: keeps the new view and installs the recognizers that open the menu on it
  /// (they appear in its `gestureRecognizers`, as UIKit's do).
  open func didMove(to view: UIView?) {
    self.view = view
    for trigger in triggers { view?.addGestureRecognizer(trigger) }
  }

  /// Matches UIKit: where the pointer is (or last was) in the gesture that opened the menu, in
  /// `view`'s coordinates (the window's for `nil`); `.zero` before any.
  open func location(in view: UIView?) -> CGPoint {
    lastTrigger?.location(in: view) ?? .zero
  }

  /// Whether `recognizer` is one of the presses that open this interaction's menu, so that the
  /// view it is on can let it begin only where there is a menu (a list's rows).
  func opensMenu(_ recognizer: UIGestureRecognizer) -> Bool {
    triggers.contains { $0 === recognizer }
  }

  /// Matches UIKit: closes the open menu, as clicking elsewhere would; the delegate hears
  /// `willEndFor`. Does nothing when no menu is open.
  open func dismissMenu() {
    shown?.menu.close()
  }

  /// Matches UIKit (iOS 14): shows the menu `block` returns, given the one on screen, in its
  /// place. Does nothing when no menu is open. Menus are immutable here, so `block` returns a
  /// new one, as `menu.replacingChildren(_:)` makes.
  open func updateVisibleMenu(_ block: (UIMenu) -> UIMenu) {
    guard let menu = shown?.menu else { return }
    menu.update(block(menu.menu))
  }

  private func presentMenu(from trigger: PointerPressRecognizer) {
    // A menu taken off screen some other way (its window closed) is over: end it first.
    if let menu = shown?.menu, menu.window == nil { menu.close() }
    guard shown == nil, let view, let window = view.window, let delegate else { return }
    lastTrigger = trigger
    let location = trigger.location(in: view)
    guard
      let configuration = delegate.contextMenuInteraction(
        self, configurationForMenuAtLocation: location),
      let menu = configuration.makeMenu(),
      menu.actions.contains(where: { !$0.attributes.contains(.hidden) })
    else { return }
    let animator = ContextMenuAnimator()
    delegate.contextMenuInteraction(self, willDisplayMenuFor: configuration, animator: animator)
    let menuView = MenuView.show(
      menu, anchor: .at(view.convert(location, to: window)), in: window
    ) { [weak self] in self?.menuDidClose() }
    shown = (configuration, menuView)
    animator.run()
  }

  private func menuDidClose() {
    guard let configuration = shown?.configuration else { return }
    shown = nil
    let animator = ContextMenuAnimator()
    delegate?.contextMenuInteraction(self, willEndFor: configuration, animator: animator)
    animator.run()
  }
}

/// A long press that takes presses of one pointer button only: the interaction's secondary
/// click (held for no time, so it begins as the button goes down) and its primary long press.
/// The stock long press takes every button.
private final class PointerPressRecognizer: UILongPressGestureRecognizer {
  let buttons: UIEvent.ButtonMask

  init(buttons: UIEvent.ButtonMask, minimumPressDuration: TimeInterval) {
    self.buttons = buttons
    super.init()
    self.minimumPressDuration = minimumPressDuration
  }

  override func shouldReceive(_ event: UIEvent) -> Bool {
    event.buttonMask == buttons
  }

  /// A press held for no time begins as the button goes down, not at the next frame: a quick
  /// click's release often arrives in the same frame as its press.
  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
    super.touchesBegan(touches, with: event)
    if minimumPressDuration == 0 { state = .began }
  }
}

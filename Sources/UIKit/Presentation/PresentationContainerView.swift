/// The view a presentation happens in: UIKit's private `UITransitionView`, which the context
/// hands animators as `containerView`.
///
/// It fills the window (or the presentation context's area) and follows its size. Its layout
/// calls the presentation controller's `containerViewWillLayoutSubviews()` and
/// `containerViewDidLayoutSubviews()`, and notices when its traits change, so the presentation
/// can adapt (a popover turning into a sheet in compact width). Touches that reach only the
/// container itself (not a view the presentation put in it) fall through to the views below,
/// as UIKit's do; decoration that should block them (a dimming view) is a subview.
@MainActor
final class PresentationContainerView: UIView {
  unowned let presentation: UIPresentationController
  private var lastSizeClass: UIUserInterfaceSizeClass?

  init(presentation: UIPresentationController, frame: CGRect) {
    self.presentation = presentation
    super.init(frame: frame)
    autoresizingMask = [.flexibleWidth, .flexibleHeight]
  }

  required init?(coder: NSCoder) {
    fatalError("PresentationContainerView is made by presentations")
  }

  override func layoutSubviews() {
    let sizeClass = traitCollection.horizontalSizeClass
    if let last = lastSizeClass, last != sizeClass {
      presentation.containerTraitsDidChange()
    }
    lastSizeClass = sizeClass
    presentation.containerViewWillLayoutSubviews()
    super.layoutSubviews()
    presentation.containerViewDidLayoutSubviews()
  }

  override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
    let hit = super.hitTest(point, with: event)
    return hit === self ? nil : hit
  }

  /// Escape dismisses a sheet or a popover the user may dismiss, as the system does with a
  /// hardware keyboard; a presentation that is modal hears that the user tried.
  override var keyCommands: [UIKeyCommand]? {
    guard presentation.dismissesOnEscape else { return super.keyCommands }
    let escape = UIKeyCommand(
      title: "Dismiss", input: UIKeyCommand.inputEscape, modifierFlags: []
    ) { [weak presentation] _ in
      presentation?.dismissFromUser()
    }
    return (super.keyCommands ?? []) + [escape]
  }
}

extension UINavigationController {
  /// Whether the top controller can be popped by the user now: there is one below, no
  /// transition runs, and the top item shows its back button (UIKit turns the drag back off
  /// when the back button is hidden or replaced).
  var canPopByUser: Bool {
    guard stack.count > 1, runningTransition == nil, pendingChange == nil,
      let item = topViewController?.navigationItem
    else { return false }
    let leftItemsReplaceBack =
      !(item.leftBarButtonItems?.isEmpty ?? true) && !item.leftItemsSupplementBackButton
    return !item.hidesBackButton && !leftItemsReplaceBack
  }

  /// Escape and Alt+← go back only when the back button would.
  var canPopFromKeyboard: Bool { canPopByUser }

  /// The drag from the leading edge (the right one, right to left): it starts a pop and drives
  /// it; letting go past half way, or flicking towards the trailing edge, finishes it,
  /// otherwise it is cancelled.
  func dragBack(_ recognizer: UIScreenEdgePanGestureRecognizer) {
    let width = max(viewIfLoaded?.bounds.width ?? 1, 1)
    // Distances and speeds towards the trailing edge are positive, in either direction.
    let forward: CGFloat = viewIfLoaded?.isRightToLeft == true ? -1 : 1
    let progress = max(0, forward * recognizer.translation(in: viewIfLoaded).x / width)
    switch recognizer.state {
    case .began:
      guard canPopByUser else { return }
      let interaction = UIPercentDrivenInteractiveTransition()
      popInteraction = interaction
      popViewController(animated: true)
      interaction.update(progress)
    case .changed:
      popInteraction?.update(progress)
    case .ended, .cancelled, .failed:
      guard let interaction = popInteraction else { return }
      popInteraction = nil
      let velocity = forward * recognizer.velocity(in: viewIfLoaded).x
      let finishes =
        recognizer.state == .ended
        && (velocity > Self.flickVelocity || (progress > 0.5 && velocity > -Self.flickVelocity))
      if finishes { interaction.finish() } else { interaction.cancel() }
    default:
      break
    }
  }

  /// Points per second of a flick that decides a drag back either way.
  static let flickVelocity: CGFloat = 300

  /// With ``hidesBarsOnTap``, a tap on the content hides the bars, and the next shows them.
  func toggleBarsOnTap() {
    guard hidesBarsOnTap else { return }
    setNavigationBarHidden(!isNavigationBarHidden, animated: true)
  }
}

/// A drag of a sheet's card in progress.
struct SheetDrag {
  /// The card's top when the drag began, in the container.
  var startTop: CGFloat
  /// The interactive dismissal the drag started, once it went below the smallest detent.
  var interaction: UIPercentDrivenInteractiveTransition?
  /// Where the card's top was when the dismissal began.
  var dismissalTop: CGFloat = 0
  /// The user may not dismiss: the card rubber-bands below the smallest detent instead.
  var isRefused = false
}

extension UISheetPresentationController {
  /// Points per second of a flick that decides a drag: down dismisses, up cancels.
  static let flickVelocity: CGFloat = 600

  /// The pan on the card: between detents, rubber-banding past the largest; below the
  /// smallest, an interactive dismissal (or, when refused, more rubber-banding); let go, a
  /// settle at the nearest detent or the end of the dismissal.
  func dragged(_ recognizer: UIPanGestureRecognizer) {
    let owner: UIPresentationController = adaptingPopover ?? self
    guard let container = containerView else { return }
    let translation = recognizer.translation(in: container).y
    switch recognizer.state {
    case .began:
      guard owner.phase == .presented, presentedViewController.presentedController == nil else {
        return
      }
      drag = SheetDrag(startTop: card.frame.minY)
    case .changed:
      guard var current = drag else { return }
      let proposed = current.startTop + translation
      if let interaction = current.interaction {
        interaction.update(dismissalProgress(proposed, from: current.dismissalTop, in: container))
        return
      }
      let detents = resolvedDetents(in: container)
      // A form sheet has one resting place, centred; a bottom-attached card one per detent.
      let rest = frameOfPresentedViewInContainerView.minY
      let largestTop = isFormCard ? rest : container.bounds.maxY - (detents.last?.height ?? 0)
      let smallestTop = isFormCard ? rest : container.bounds.maxY - (detents.first?.height ?? 0)
      var top = proposed
      if proposed < largestTop {
        top = largestTop - Self.rubberBand(largestTop - proposed, over: container.bounds.height)
      } else if proposed > smallestTop {
        if !current.isRefused && owner.userMayDismiss() {
          beginDismissal(&current, at: smallestTop, smallest: detents.first)
          drag = current
          current.interaction?.update(dismissalProgress(proposed, from: smallestTop, in: container))
          return
        }
        current.isRefused = true
        top = smallestTop + Self.rubberBand(proposed - smallestTop, over: container.bounds.height)
      }
      drag = current
      moveCard(toTop: top, in: container)
    case .ended, .cancelled, .failed:
      guard let finished = drag else { return }
      let velocity = recognizer.velocity(in: container).y
      if let interaction = finished.interaction {
        drag = nil
        let progress = dismissalProgress(
          finished.startTop + translation, from: finished.dismissalTop, in: container)
        let finishes =
          recognizer.state == .ended
          && (velocity > Self.flickVelocity || (progress > 0.5 && velocity > -Self.flickVelocity))
        if finishes { interaction.finish() } else { interaction.cancel() }
        return
      }
      if !finished.isRefused {
        settle(projectedTop: card.frame.minY + velocity * 0.15, in: container)
      }
      drag = nil
      layOutCard(animated: true)
    default:
      break
    }
  }

  /// Starts the interactive dismissal with the card at the smallest detent.
  private func beginDismissal(
    _ current: inout SheetDrag, at top: CGFloat, smallest: ResolvedDetent?
  ) {
    guard let container = containerView else { return }
    moveCard(toTop: top, in: container)
    if let smallest, smallest.identifier != selectedDetentIdentifier {
      // The drag is still on, so this does not lay the card out again.
      selectedDetentIdentifier = smallest.identifier
    }
    let interaction = UIPercentDrivenInteractiveTransition()
    current.interaction = interaction
    current.dismissalTop = top
    (adaptingPopover ?? self).runDismissal(
      animated: true, interactor: interaction, userInitiated: true, completion: nil)
  }

  /// Picks the detent nearest `projectedTop` (where a flick would carry the card) and tells
  /// the delegate if it changed. Called while the drag is still on, so the card does not jump.
  private func settle(projectedTop: CGFloat, in container: UIView) {
    let detents = resolvedDetents(in: container)
    let nearest = detents.min {
      abs(container.bounds.maxY - $0.height - projectedTop)
        < abs(container.bounds.maxY - $1.height - projectedTop)
    }
    guard let nearest, nearest.identifier != selectedDetent(in: container)?.identifier else {
      return
    }
    selectedDetentIdentifier = nearest.identifier
    let sheetDelegate =
      (adaptingPopover?.delegate ?? delegate) as? any UISheetPresentationControllerDelegate
    sheetDelegate?.sheetPresentationControllerDidChangeSelectedDetentIdentifier(self)
  }

  /// Follows the pointer: the card's top moves, its bottom stays on the container's edge (a
  /// form sheet moves whole).
  private func moveCard(toTop top: CGFloat, in container: UIView) {
    UIView.performWithoutAnimation {
      if isFormCard {
        card.frame.origin.y = top
      } else {
        card.frame = CGRect(
          x: card.frame.minX, y: top, width: card.frame.width,
          height: container.bounds.maxY - top)
      }
    }
  }

  /// How far along the dismissal is when the card's top would be at `top`.
  private func dismissalProgress(_ top: CGFloat, from start: CGFloat, in container: UIView)
    -> CGFloat
  {
    let distance = max(container.bounds.maxY - start, 1)
    return min(max((top - start) / distance, 0), 1)
  }

  /// UIScrollView's rubber-band: the farther past the edge, the less the card follows.
  static func rubberBand(_ offset: CGFloat, over dimension: CGFloat) -> CGFloat {
    guard offset > 0, dimension > 0 else { return 0 }
    return (1 - 1 / (offset * 0.55 / dimension + 1)) * dimension
  }
}

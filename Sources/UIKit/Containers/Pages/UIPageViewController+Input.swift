extension UIPageViewController {
  /// Points per second of a flick that decides a released drag either way.
  static let flickVelocity: CGFloat = 300
  /// Wheel or trackpad points that turn one page.
  static let wheelStep: CGFloat = 20

  /// Which way moving along the orientation by `distance` turns: against the reading
  /// direction goes forward (a page dragged left, or up), except about the right spine.
  private func direction(ofMoving distance: CGFloat) -> NavigationDirection {
    let forward = spineLocation == .max ? distance > 0 : distance < 0
    return forward ? .forward : .reverse
  }

  /// `point`'s component along the orientation.
  private func along(_ point: CGPoint) -> CGFloat {
    navigationOrientation == .vertical ? point.y : point.x
  }

  /// The drag: it starts the user's turn toward the page it heads for, and drives it; with no
  /// page there, the scroll style stretches the current page like a rubber band. Let go past
  /// half way, or flicked, the turn finishes; otherwise it is cancelled.
  func dragToTurn(_ recognizer: UIPanGestureRecognizer) {
    let moved = along(recognizer.translation(in: viewIfLoaded))
    switch recognizer.state {
    case .began:
      let direction = direction(ofMoving: moved)
      let interaction = UIPercentDrivenInteractiveTransition()
      if beginUserTurn(direction, interaction: interaction) {
        drag = (interaction, direction)
      } else if turn == nil, transitionStyle == .scroll {
        rubberBand = .zero
      }
      followDrag(moved)
    case .changed:
      followDrag(moved)
    case .ended, .cancelled, .failed:
      let velocity = along(recognizer.velocity(in: viewIfLoaded))
      endDrag(moved: moved, velocity: recognizer.state == .ended ? velocity : 0)
    default:
      break
    }
  }

  /// Moves the turn (or the rubber band) to where the pointer is.
  private func followDrag(_ moved: CGFloat) {
    if let drag {
      let sign: CGFloat = direction(ofMoving: -1) == drag.direction ? -1 : 1
      drag.interaction.update(max(0, sign * moved / turnExtent))
    } else if rubberBand != nil {
      let band = UIScrollView.rubberBand(moved, dimension: turnExtent)
      rubberBand =
        navigationOrientation == .vertical ? CGPoint(x: 0, y: band) : CGPoint(x: band, y: 0)
      layoutPages()
    }
  }

  /// Finishes or cancels the turn at the speed the pointer left with, or springs the rubber
  /// band back.
  private func endDrag(moved: CGFloat, velocity: CGFloat) {
    if let (interaction, direction) = drag {
      drag = nil
      let sign: CGFloat = self.direction(ofMoving: -1) == direction ? -1 : 1
      let progress = sign * moved / turnExtent
      let speed = sign * velocity
      let finishes = speed > Self.flickVelocity || (progress > 0.5 && speed > -Self.flickVelocity)
      // A flick carries the page on at the pointer's speed, never slower than the turn.
      let duration = CGFloat(turn?.transition.duration ?? 0)
      interaction.completionSpeed = min(max(abs(speed) * duration / turnExtent, 1), 4)
      if finishes { interaction.finish() } else { interaction.cancel() }
    } else if rubberBand != nil {
      UIView.animate(
        withDuration: 0.4, delay: 0, usingSpringWithDamping: 1, initialSpringVelocity: 0,
        animations: {
          self.rubberBand = nil
          self.layoutPages()
        })
    }
  }

  /// A click in the outer fifth of a curl's page turns it back (near the leading edge) or on
  /// (near the trailing edge), as a tap does on iOS.
  func tapToTurn(_ recognizer: UITapGestureRecognizer) {
    guard recognizer.state == .ended, let view = viewIfLoaded else { return }
    let point = along(recognizer.location(in: view))
    let length = navigationOrientation == .vertical ? view.bounds.height : view.bounds.width
    if point < length / 5 {
      beginUserTurn(spineLocation == .max ? .forward : .reverse)
    } else if point > length * 4 / 5 {
      beginUserTurn(spineLocation == .max ? .reverse : .forward)
    }
  }

  /// The wheel or the trackpad along the orientation: each 20 points turn a page, as a paging
  /// scroll view's notch does. Returns whether it took the scroll.
  func wheelDidScroll(by delta: CGPoint) -> Bool {
    let moved = along(delta)
    guard moved != 0, dataSource != nil, drag == nil else { return false }
    guard turn == nil else { return true }
    wheelAccumulator += moved
    guard abs(wheelAccumulator) >= Self.wheelStep else { return true }
    // A scroll moves content the opposite way to the pointer's drag.
    let direction = direction(ofMoving: -wheelAccumulator)
    wheelAccumulator = 0
    beginUserTurn(direction)
    return true
  }

  /// The arrow keys along the orientation, and Page Up and Page Down, turn a page as the user
  /// would, while there is a data source.
  var turnKeyCommands: [UIKeyCommand] {
    guard dataSource != nil else { return [] }
    let vertical = navigationOrientation == .vertical
    let back = vertical ? UIKeyCommand.inputUpArrow : UIKeyCommand.inputLeftArrow
    let next = vertical ? UIKeyCommand.inputDownArrow : UIKeyCommand.inputRightArrow
    let keys: [(String, NavigationDirection)] = [
      (back, spineLocation == .max ? .forward : .reverse),
      (next, spineLocation == .max ? .reverse : .forward),
      (UIKeyCommand.inputPageUp, .reverse), (UIKeyCommand.inputPageDown, .forward),
    ]
    return keys.map { input, direction in
      UIKeyCommand(
        title: direction == .forward ? "Next Page" : "Previous Page", input: input
      ) { [weak self] _ in self?.beginUserTurn(direction) }
    }
  }

  /// A click on the built-in dots turns one page toward the clicked side, as the user's turn.
  func pageControlDidChange() {
    let wanted = pageControl.currentPage
    pageControl.currentPage = presentationIndex
    guard wanted != presentationIndex else { return }
    beginUserTurn(wanted > presentationIndex ? .forward : .reverse)
  }
}

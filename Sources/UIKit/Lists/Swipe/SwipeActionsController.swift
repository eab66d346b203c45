/// Reveals a row's swipe actions, for a table view or a list collection view.
///
/// Matches UIKit:
/// - a sideways drag on a row (or a sideways trackpad scroll over it) slides the row and
///   reveals the actions of the side it uncovers, the configuration's first action at the edge;
/// - released with more than half of the actions showing, the row stays open; otherwise it
///   closes;
/// - with `performsFirstActionWithFullSwipe`, a drag past 60 % of the row's width stretches the
///   first action over the row, and releasing there slides the row out and performs it;
/// - a click on an action runs its handler, whose completion closes the row;
/// - a click anywhere else in the list, or a scroll, closes the row and does nothing else.
///
/// UIKit also opens a row on a quick flick that does not reach half; here only the distance
/// counts, so that a drag ends the same way whatever the frame rate.
@MainActor
final class SwipeActionsController {
  /// How long the row takes to open, close or slide out.
  static let settleDuration: TimeInterval = 0.3
  /// How long after the last sideways scroll of a trackpad the row settles.
  static let wheelSettleDelay: TimeInterval = 0.25
  /// The share of the row's width past which a drag is a full swipe.
  static let fullSwipeFraction: CGFloat = 0.6

  /// A row whose actions show.
  struct Swipe {
    var indexPath: IndexPath
    var edge: SwipeEdge
    var configuration: UISwipeActionsConfiguration
    var pullView: SwipeActionPullView
    /// Whether the list is told as the actions come and go (not for a delete confirmation).
    var notifies: Bool
    /// How far the row has moved aside.
    var reveal: CGFloat = 0
  }

  unowned let list: any SwipeActionsList
  /// The drag that swipes rows, beside the list's own scrolling pan.
  let pan = UIPanGestureRecognizer()
  private(set) var swipe: Swipe?
  private var revealAtDragStart: CGFloat = 0
  /// What the current drag would open, decided once when the recognizers asked to begin.
  private var decision: (translation: CGPoint, row: Candidate?)?

  /// A row and side a drag would open, with their actions.
  private typealias Candidate = (
    indexPath: IndexPath, edge: SwipeEdge, configuration: UISwipeActionsConfiguration
  )

  init(list: any SwipeActionsList) {
    self.list = list
    pan.addTarget { [unowned self] _ in handlePan() }
    list.addGestureRecognizer(pan)
  }

  /// Which way (+1 right, -1 left) a row moves to reveal `edge`'s actions; right to left
  /// mirrors it.
  private func direction(_ edge: SwipeEdge) -> CGFloat {
    (edge == .leading) != list.isRightToLeft ? 1 : -1
  }

  /// The side whose actions a sideways movement by `dx` uncovers.
  private func edge(uncoveredBy dx: CGFloat) -> SwipeEdge {
    dx * direction(.leading) > 0 ? .leading : .trailing
  }

  // MARK: Deciding

  /// Whether the drag `recognizer` tracks is a swipe: mostly sideways, on the open row or on a
  /// row with actions on the side it uncovers. Both the list's scrolling pan (which then
  /// stands aside) and the swipe's pan ask, each as it is about to begin (when the other may
  /// not have seen the latest move yet); the answer is worked out once per drag.
  private func takesDrag(_ recognizer: UIPanGestureRecognizer) -> Bool {
    let translation = recognizer.translation(in: list)
    if let decision, decision.translation == translation { return decision.row != nil }
    var row: Candidate?
    let start = recognizer.location(in: list)
    let origin = CGPoint(x: start.x - translation.x, y: start.y - translation.y)
    if abs(translation.x) > abs(translation.y), let indexPath = list.swipeRow(at: origin) {
      if let swipe, swipe.indexPath == indexPath {
        row = (indexPath, swipe.edge, swipe.configuration)
      } else {
        let edge = edge(uncoveredBy: translation.x)
        if let configuration = actions(at: indexPath, edge: edge) {
          row = (indexPath, edge, configuration)
        }
      }
    }
    decision = (translation, row)
    return row != nil
  }

  /// Whether `recognizer` may begin, when it is the swipe's pan or the list's scrolling pan
  /// (`nil` for any other): the swipe's begins on a swipe, and the scrolling pan stands
  /// aside for one.
  func shouldBegin(_ recognizer: UIGestureRecognizer) -> Bool? {
    if recognizer === pan { return takesDrag(pan) }
    if recognizer === list.panGestureRecognizer, takesDrag(list.panGestureRecognizer) {
      return false
    }
    return nil
  }

  /// The configuration of a side of a row, if it has actions.
  private func actions(at indexPath: IndexPath, edge: SwipeEdge) -> UISwipeActionsConfiguration? {
    guard let configuration = list.swipeActionsConfiguration(at: indexPath, edge: edge),
      !configuration.actions.isEmpty
    else { return nil }
    return configuration
  }

  // MARK: Dragging

  private func handlePan() {
    switch pan.state {
    case .began:
      let row = decision?.row
      decision = nil
      guard let (indexPath, edge, configuration) = row else { return }
      if swipe?.indexPath != indexPath {
        close(animated: true)
        begin(indexPath, edge: edge, configuration: configuration)
      }
      revealAtDragStart = swipe?.reveal ?? 0
      drag(to: revealAtDragStart + pan.translation(in: list).x * direction(edge))
    case .changed:
      guard let swipe else { return }
      drag(to: revealAtDragStart + pan.translation(in: list).x * direction(swipe.edge))
    case .ended, .cancelled:
      settle()
    default:
      decision = nil
    }
  }

  /// A sideways wheel or trackpad scroll by `delta` over a row (positive moves the content
  /// left, as a drag to the left does); returns whether it swiped.
  func wheel(by delta: CGPoint, over indexPath: IndexPath) -> Bool {
    guard abs(delta.x) > abs(delta.y) else { return false }
    let moved = -delta.x
    if swipe?.indexPath != indexPath {
      close(animated: true)
      let edge = edge(uncoveredBy: moved)
      guard let configuration = actions(at: indexPath, edge: edge) else { return false }
      begin(indexPath, edge: edge, configuration: configuration)
    }
    guard let swipe else { return false }
    drag(to: swipe.reveal + moved * direction(swipe.edge))
    let application = UIApplication.shared
    application.frameClockSchedule.schedule(
      at: application.mediaTime + Self.wheelSettleDelay, for: pan
    ) { [weak self] in self?.settle() }
    return true
  }

  /// Opens a row on `configuration`'s actions by code, as a table's delete control shows its
  /// confirmation; the delegate is not told, as it is of a swipe.
  func open(
    _ indexPath: IndexPath, edge: SwipeEdge, configuration: UISwipeActionsConfiguration
  ) {
    close(animated: true)
    begin(indexPath, edge: edge, configuration: configuration, notifying: false)
    UIView.performWithoutAnimation { layOut() }
    animate(to: swipe?.pullView.totalWidth ?? 0)
  }

  private func begin(
    _ indexPath: IndexPath, edge: SwipeEdge, configuration: UISwipeActionsConfiguration,
    notifying: Bool = true
  ) {
    let pullView = SwipeActionPullView(
      configuration: configuration, rowMovesLeft: direction(edge) < 0
    ) { [unowned self] action, button in perform(action, from: button) }
    if let cell = list.swipeCell(at: indexPath) {
      list.insertSubview(pullView, belowSubview: cell)
    } else {
      list.addSubview(pullView)
    }
    swipe = Swipe(
      indexPath: indexPath, edge: edge, configuration: configuration, pullView: pullView,
      notifies: notifying)
    (list.swipeCell(at: indexPath) as? any SwipeActionsCell)?.setSwiped(true)
    if notifying { list.swipeWillBegin(at: indexPath) }
  }

  /// Moves the row aside by `reveal`: elastic past the actions' width unless a full swipe may
  /// take the row further, and never past its width.
  private func drag(to reveal: CGFloat) {
    guard var swipe else { return }
    let total = swipe.pullView.totalWidth
    var reveal = max(0, reveal)
    if !swipe.configuration.performsFirstActionWithFullSwipe, reveal > total {
      reveal = total + (reveal - total) / 4
    }
    swipe.reveal = min(reveal, list.swipeRowFrame(at: swipe.indexPath).width)
    self.swipe = swipe
    UIView.performWithoutAnimation { layOut() }
  }

  /// Places the row and the actions for the current reveal.
  private func layOut() {
    guard let swipe else { return }
    let row = list.swipeRowFrame(at: swipe.indexPath)
    list.swipeCell(at: swipe.indexPath)?.frame = shifted(row, at: swipe.indexPath)
    let x = direction(swipe.edge) < 0 ? row.maxX - swipe.reveal : row.minX
    swipe.pullView.frame = CGRect(x: x, y: row.minY, width: swipe.reveal, height: row.height)
    swipe.pullView.layOut(expandingFirst: isFullSwipe(swipe))
  }

  /// Where a row's cell goes: moved aside if it is the swiped row.
  func shifted(_ frame: CGRect, at indexPath: IndexPath) -> CGRect {
    guard let swipe, swipe.indexPath == indexPath else { return frame }
    return frame.offsetBy(dx: swipe.reveal * direction(swipe.edge), dy: 0)
  }

  private func isFullSwipe(_ swipe: Swipe) -> Bool {
    guard swipe.configuration.performsFirstActionWithFullSwipe else { return false }
    let width = list.swipeRowFrame(at: swipe.indexPath).width
    return swipe.reveal >= max(swipe.pullView.totalWidth + 1, width * Self.fullSwipeFraction)
  }

  /// The drag or scroll ended: perform a full swipe, open, or close.
  private func settle() {
    UIApplication.shared.frameClockSchedule.cancel(for: pan)
    guard let swipe else { return }
    if isFullSwipe(swipe), let first = swipe.configuration.actions.first {
      let width = list.swipeRowFrame(at: swipe.indexPath).width
      animate(to: width) { [weak self] in
        guard let self, let button = self.swipe?.pullView.buttons.first else { return }
        self.perform(first, from: button)
      }
    } else if swipe.reveal >= swipe.pullView.totalWidth / 2 {
      animate(to: swipe.pullView.totalWidth)
    } else {
      close(animated: true)
    }
  }

  private func animate(to reveal: CGFloat, then completion: (() -> Void)? = nil) {
    guard swipe != nil else { return }
    swipe?.reveal = reveal
    UIView.animate(
      withDuration: Self.settleDuration, delay: 0, options: [.curveEaseOut],
      animations: { self.layOut() }, completion: { _ in completion?() })
  }

  // MARK: Acting

  /// Runs an action's handler; its completion closes the row (a row the handler deleted has
  /// gone already).
  private func perform(_ action: UIContextualAction, from button: UIView) {
    guard let indexPath = swipe?.indexPath else { return }
    var completed = false
    action.handler(action, button) { [weak self] _ in
      guard !completed else { return }
      completed = true
      guard let self, self.swipe?.indexPath == indexPath else { return }
      self.close(animated: true)
    }
  }

  /// A press at `point` (list coordinates) while a row is open closes it; returns whether it
  /// did, so the press does nothing else.
  func closesOnPress(at point: CGPoint) -> Bool {
    guard let swipe, !swipe.pullView.frame.contains(point) else { return false }
    close(animated: true)
    return true
  }

  /// Slides the open row back, then takes the actions away and tells the list.
  func close(animated: Bool) {
    guard let swipe else { return }
    self.swipe = nil
    UIApplication.shared.frameClockSchedule.cancel(for: pan)
    let list = list
    let row = list.swipeRowFrame(at: swipe.indexPath)
    let collapsed = CGRect(
      x: direction(swipe.edge) < 0 ? row.maxX : row.minX, y: row.minY, width: 0,
      height: row.height)
    let cell = list.swipeCell(at: swipe.indexPath)
    let finish = {
      swipe.pullView.removeFromSuperview()
      (cell as? any SwipeActionsCell)?.setSwiped(false)
      if swipe.notifies { list.swipeDidEnd(at: swipe.indexPath) }
    }
    guard animated else {
      UIView.performWithoutAnimation {
        cell?.frame = row
        finish()
      }
      return
    }
    UIView.animate(
      withDuration: Self.settleDuration, delay: 0, options: [.curveEaseOut],
      animations: {
        cell?.frame = row
        swipe.pullView.frame = collapsed
        swipe.pullView.layOut(expandingFirst: false)
      }, completion: { _ in finish() })
  }

  /// The list's rows are changing (a reload or a batch update): the actions go at once and
  /// the cell stays where it is, for the update to move it from there.
  func listWillChange() {
    guard let swipe else { return }
    self.swipe = nil
    UIApplication.shared.frameClockSchedule.cancel(for: pan)
    swipe.pullView.removeFromSuperview()
    (list.swipeCell(at: swipe.indexPath) as? any SwipeActionsCell)?.setSwiped(false)
    if swipe.notifies { list.swipeDidEnd(at: swipe.indexPath) }
  }
}

import UIKit

/// UIKit Dynamics: a card that gravity pulls down and the screen's edges stop. Drag it (held by
/// an attachment at the point grabbed, so it tilts as card stacks' cards do) and let go, and it
/// flies on at the pointer's speed, bouncing; Snap (or S) springs it back to the
/// middle; Flick (or F), or a swipe up anywhere around the card, throws it up; Ctrl, Shift and
/// the wheel over the card turn it.
final class DynamicsViewController: TourViewController {
  private let card = UILabel(frame: CGRect(x: 0, y: 0, width: 130, height: 84))
  private var animator: UIDynamicAnimator?
  /// Holds the card at the point grabbed while it is dragged.
  private var grip: UIAttachmentBehavior?

  init() {
    super.init(nibName: nil, bundle: nil)
    title = "Dynamics"
  }

  required init?(coder: NSCoder) {
    fatalError("the demo builds its screens in code")
  }

  override var keyCommands: [UIKeyCommand]? {
    [
      UIKeyCommand(title: "Snap", input: "s") { [unowned self] _ in snap() },
      UIKeyCommand(title: "Flick", input: "f") { [unowned self] _ in
        fall(velocity: CGPoint(x: 420, y: -1400))
      },
    ]
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemGroupedBackground
    card.text = "던져 보세요 Flick me"
    card.font = .boldSystemFont(ofSize: 14)
    card.textAlignment = .center
    card.textColor = .white
    card.backgroundColor = .systemPink
    card.layer.cornerRadius = 16
    card.clipsToBounds = true
    card.isUserInteractionEnabled = true
    card.addGestureRecognizer(
      UIPanGestureRecognizer { [unowned self] pan in drag(pan) })
    card.addGestureRecognizer(
      UIRotationGestureRecognizer { [unowned self] turn in turnCard(turn) })
    view.addSubview(card)
    let swipe = UISwipeGestureRecognizer { [unowned self] _ in
      DemoLog.record("dynamics swipe")
      fall(velocity: CGPoint(x: 0, y: -1400))
    }
    swipe.direction = .up
    view.addGestureRecognizer(swipe)
    navigationItem.rightBarButtonItems = [
      UIBarButtonItem(title: "Snap", primaryAction: UIAction { [unowned self] _ in snap() }),
      UIBarButtonItem(
        title: "Flick",
        primaryAction: UIAction { [unowned self] _ in
          fall(velocity: CGPoint(x: 420, y: -1400))
        }),
    ]
  }

  // The card starts in the middle, then falls: the animator starts once the view has its size.
  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    guard animator == nil else { return }
    card.center = CGPoint(x: view.bounds.midX, y: view.bounds.midY - 120)
    animator = UIDynamicAnimator(referenceView: view)
    fall(velocity: .zero)
  }

  private func drag(_ pan: UIPanGestureRecognizer) {
    let location = pan.location(in: view)
    switch pan.state {
    case .began:
      guard let animator else { return }
      animator.removeAllBehaviors()
      animator.updateItem(usingCurrentState: card)
      // The point grabbed, from the centre in the card's own (turned) coordinates.
      let point = pan.location(in: card)
      let grip = UIAttachmentBehavior(
        item: card,
        offsetFromCenter: UIOffset(
          horizontal: point.x - card.bounds.midX, vertical: point.y - card.bounds.midY),
        attachedToAnchor: location)
      animator.addBehavior(grip)
      self.grip = grip
    case .changed:
      grip?.anchorPoint = location
    case .ended, .cancelled:
      grip = nil
      fall(velocity: pan.velocity(in: view))
    default:
      break
    }
  }

  /// The card is held while it turns, and falls again when the turning ends.
  private func turnCard(_ turn: UIRotationGestureRecognizer) {
    switch turn.state {
    case .began, .changed:
      if turn.state == .began { animator?.removeAllBehaviors() }
      card.transform = card.transform.rotated(by: turn.rotation)
      turn.rotation = 0
    case .ended, .cancelled:
      fall(velocity: .zero)
    default:
      break
    }
  }

  /// Gravity, the view's edges inside the bars as walls, and a bounce; the card leaves at
  /// `velocity`.
  private func fall(velocity: CGPoint) {
    guard let animator else { return }
    animator.removeAllBehaviors()
    animator.updateItem(usingCurrentState: card)
    let collision = UICollisionBehavior(items: [card])
    // The walls stop at the bars, so the card comes to rest above the tab bar, readable.
    collision.setTranslatesReferenceBoundsIntoBoundary(with: view.safeAreaInsets)
    let bounce = UIDynamicItemBehavior(items: [card])
    bounce.elasticity = 0.55
    bounce.addLinearVelocity(velocity, for: card)
    for behavior in [UIGravityBehavior(items: [card]), collision, bounce] as [UIDynamicBehavior] {
      animator.addBehavior(behavior)
    }
    DemoLog.record("dynamics fall")
  }

  private func snap() {
    guard let animator else { return }
    animator.removeAllBehaviors()
    animator.addBehavior(
      UISnapBehavior(item: card, snapTo: CGPoint(x: view.bounds.midX, y: view.bounds.midY)))
    DemoLog.record("dynamics snap")
  }
}

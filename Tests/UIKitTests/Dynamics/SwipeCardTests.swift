import Testing
import UIKitTestSupport

@testable import UIKit

/// A swipe-to-dismiss card as open-source card stacks build it: a pan gesture drags the card
/// through an attachment to the finger, and letting go either throws it off with a push or
/// snaps it back.
@MainActor
private final class SwipeCardController {
  let container: UIView
  let card: UIView
  let animator: UIDynamicAnimator
  let home: CGPoint
  var attachment: UIAttachmentBehavior?
  /// Where the finger holds the card, from its centre, as the drag began.
  var grip = UIOffset.zero
  var dismissed = false

  init(container: UIView, card: UIView) {
    self.container = container
    self.card = card
    animator = UIDynamicAnimator(referenceView: container)
    home = card.center
    card.addGestureRecognizer(
      UIPanGestureRecognizer { [unowned self] pan in self.pan(pan) })
  }

  func pan(_ pan: UIPanGestureRecognizer) {
    let location = pan.location(in: container)
    switch pan.state {
    case .began:
      animator.removeAllBehaviors()
      let offset = UIOffset(
        horizontal: location.x - card.center.x, vertical: location.y - card.center.y)
      grip = offset
      let attachment = UIAttachmentBehavior(
        item: card, offsetFromCenter: offset, attachedToAnchor: location)
      animator.addBehavior(attachment)
      self.attachment = attachment
    case .changed:
      attachment?.anchorPoint = location
    case .ended, .cancelled:
      animator.removeAllBehaviors()
      let velocity = pan.velocity(in: container)
      if hypot(velocity.x, velocity.y) > 500 {
        let push = UIPushBehavior(items: [card], mode: .instantaneous)
        push.pushDirection = CGVector(dx: velocity.x / 10, dy: velocity.y / 10)
        let item = UIDynamicItemBehavior(items: [card])
        item.action = { [unowned self] in
          if !self.container.bounds.intersects(self.card.frame) {
            self.animator.removeAllBehaviors()
            self.card.removeFromSuperview()
            self.dismissed = true
          }
        }
        animator.addBehavior(push)
        animator.addBehavior(item)
      } else {
        animator.addBehavior(UISnapBehavior(item: card, snapTo: home))
      }
    default:
      break
    }
  }
}

@Suite("UIKit Dynamics: a swipe-to-dismiss card", .uiTest)
@MainActor
struct SwipeCardTests {
  let clock = ManualClock()

  private func scene() -> (UIWindow, SwipeCardController) {
    let root = UIViewController()
    let window = TestApplication.makeWindow(root: root)
    clock.settle()
    let card = UIView(frame: CGRect(x: 95, y: 300, width: 200, height: 260))
    root.view.addSubview(card)
    return (window, SwipeCardController(container: root.view, card: card))
  }

  @Test("once the pan begins, the point held follows the finger, and the card tilts with it")
  func dragFollowsFinger() {
    let (window, swipe) = scene()
    let pointer = Pointer(window: window)

    pointer.down(CGPoint(x: 195, y: 400))
    for step in 1...6 {
      pointer.move(CGPoint(x: 195 + 10 * CGFloat(step), y: 400 + 2 * CGFloat(step)))
    }
    clock.tick()
    let card = swipe.card
    let angle = atan2(card.transform.b, card.transform.a)
    let held = CGPoint(
      x: card.center.x + swipe.grip.horizontal * cos(angle) - swipe.grip.vertical * sin(angle),
      y: card.center.y + swipe.grip.horizontal * sin(angle) + swipe.grip.vertical * cos(angle))

    // The pan begins at the first move, (205, 402), 28 points above the centre; the point held
    // follows the finger to (255, 412), and the centre, trailing it, turns the card clockwise.
    #expect(abs(swipe.grip.vertical - -28) < 1e-9)
    #expect(abs(held.x - 255) < 0.5 && abs(held.y - 412) < 0.5)
    #expect(angle > 0.05 && angle < 0.5)
    #expect(card.center.x < 255 - 10 + 0.5)
  }

  @Test("a card held off its centre by a rigid attachment swings to hang below the point held")
  func offCentreAttachmentSwings() {
    let (_, swipe) = scene()
    let card = swipe.card
    swipe.animator.addBehavior(
      UIAttachmentBehavior(
        item: card, offsetFromCenter: UIOffset(horizontal: 60, vertical: -100),
        attachedToAnchor: CGPoint(x: 255, y: 330)))
    swipe.animator.addBehavior(UIGravityBehavior(items: [card]))
    let resist = UIDynamicItemBehavior(items: [card])
    resist.angularResistance = 2
    resist.resistance = 2
    swipe.animator.addBehavior(resist)

    clock.advance(by: 8)
    let angle = atan2(card.transform.b, card.transform.a)

    // Hanging from the corner-side point, the centre settles straight below it: the arm
    // (60, -100) turned by the angle points straight up.
    #expect(abs(60 * cos(angle) + 100 * sin(angle)) < 1)
    #expect(abs(card.center.x - 255) < 1)
    #expect(card.center.y > 330 + 100)
  }

  @Test("a fast fling throws the card off screen and the controller removes it")
  func flingDismisses() {
    let (window, swipe) = scene()
    let pointer = Pointer(window: window)

    pointer.down(CGPoint(x: 195, y: 400))
    for step in 1...5 { pointer.move(CGPoint(x: 195 + 30 * CGFloat(step), y: 400)) }
    pointer.up(CGPoint(x: 345, y: 400))
    clock.advance(by: 2)

    #expect(swipe.dismissed)
    #expect(swipe.card.superview == nil)
    #expect(!swipe.animator.isRunning)
  }

  @Test("a slow release snaps the card back home")
  func slowReleaseSnapsBack() {
    let (window, swipe) = scene()
    let pointer = Pointer(window: window)

    pointer.down(CGPoint(x: 195, y: 400))
    pointer.move(CGPoint(x: 200, y: 402))
    pointer.move(CGPoint(x: 205, y: 404))
    clock.advance(by: 0.5)
    pointer.up(CGPoint(x: 205, y: 404))
    clock.advance(by: 3)

    #expect(!swipe.dismissed)
    #expect(abs(swipe.card.center.x - 195) < 0.2)
    #expect(abs(swipe.card.center.y - 430) < 0.2)
  }
}

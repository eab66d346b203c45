import Testing
import UIKitTestSupport

@testable import UIKit

@Suite("UIView: hierarchy, geometry and hit testing", .uiTest)
@MainActor
struct ViewHierarchyTests {
  @Test("insertSubview at, above and below place views in drawing order")
  func insertion() {
    let parent = UIView()
    let a = UIView()
    let b = UIView()
    let c = UIView()
    let d = UIView()

    parent.addSubview(a)
    parent.insertSubview(b, at: 0)
    parent.insertSubview(c, aboveSubview: b)
    parent.insertSubview(d, belowSubview: b)

    #expect(parent.subviews == [d, b, c, a])
  }

  @Test("bringSubviewToFront and sendSubviewToBack reorder without move callbacks")
  func reordering() {
    let parent = UIView()
    let a = MoveRecorder()
    let b = UIView()
    parent.addSubview(a)
    parent.addSubview(b)
    a.events = []

    parent.bringSubviewToFront(a)
    let front = parent.subviews
    parent.sendSubviewToBack(a)

    #expect(front == [b, a])
    #expect(parent.subviews == [a, b])
    #expect(a.events.isEmpty)
  }

  @Test("a view already in front or at the back stays put: its superview is not laid out again")
  func reorderingInPlace() {
    let parent = LayoutCounter(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let back = UIView()
    let front = UIView()
    parent.addSubview(back)
    parent.addSubview(front)
    parent.layoutIfNeeded()
    let passes = parent.layoutPasses

    parent.bringSubviewToFront(front)
    parent.sendSubviewToBack(back)
    parent.layoutIfNeeded()

    #expect(parent.subviews == [back, front])
    #expect(parent.layoutPasses == passes)
  }

  @Test("moving a view to another superview sends will/did move and leaves the old one")
  func moveCallbacks() {
    let first = UIView()
    let second = UIView()
    let view = MoveRecorder()
    first.addSubview(view)
    view.events = []

    second.addSubview(view)

    #expect(first.subviews.isEmpty)
    #expect(view.superview === second)
    #expect(view.events == ["willMove(toSuperview: set)", "didMoveToSuperview"])
  }

  @Test("entering and leaving a window sends willMove(toWindow:)/didMoveToWindow to the subtree")
  func windowCallbacks() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let parent = UIView()
    let child = MoveRecorder()
    parent.addSubview(child)
    child.events = []

    window.addSubview(parent)
    let entering = child.events
    child.events = []
    parent.removeFromSuperview()

    #expect(entering == ["willMove(toWindow: set)", "didMoveToWindow"])
    #expect(child.events == ["willMove(toWindow: nil)", "didMoveToWindow"])
    #expect(child.window == nil)
  }

  @Test("adding a view to itself or to its descendant is refused")
  func refusesCycles() {
    let recorder = ExceptionRecorder()
    let parent = UIView()
    let child = UIView()
    parent.addSubview(child)

    parent.addSubview(parent)
    child.addSubview(parent)

    #expect(recorder.names == [.invalidArgumentException, .invalidArgumentException])
    #expect(parent.superview == nil)
    #expect(child.subviews.isEmpty)
  }

  @Test("frame, bounds and center describe the same rectangle")
  func geometry() {
    let view = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))

    view.bounds = CGRect(x: 5, y: 5, width: 60, height: 40)

    #expect(view.center == CGPoint(x: 60, y: 45))
    #expect(view.frame == CGRect(x: 30, y: 25, width: 60, height: 40))
  }

  @Test("convert accounts for frames, bounds origins and transforms")
  func conversion() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
    let scroller = UIView(frame: CGRect(x: 50, y: 50, width: 200, height: 200))
    scroller.bounds.origin = CGPoint(x: 0, y: 30)
    let child = UIView(frame: CGRect(x: 10, y: 40, width: 20, height: 20))
    root.addSubview(scroller)
    scroller.addSubview(child)
    let scaled = UIView(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
    scaled.transform = CGAffineTransform(scaleX: 2, y: 2)
    root.addSubview(scaled)

    #expect(child.convert(CGPoint.zero, to: root) == CGPoint(x: 60, y: 60))
    #expect(root.convert(CGPoint(x: 60, y: 60), to: child) == CGPoint.zero)
    #expect(scaled.convert(CGPoint(x: 0, y: 0), to: root) == CGPoint(x: 50, y: 50))
    #expect(
      child.convert(CGRect(x: 0, y: 0, width: 20, height: 20), to: nil)
        == CGRect(x: 60, y: 60, width: 20, height: 20))
  }

  @Test("hit testing finds the frontmost interactive view and skips hidden and transparent ones")
  func hitTesting() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    let back = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    let front = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
    let hidden = UIView(frame: CGRect(x: 50, y: 50, width: 50, height: 50))
    hidden.isHidden = true
    let clear = UIView(frame: CGRect(x: 100, y: 100, width: 50, height: 50))
    clear.alpha = 0
    let inert = UIView(frame: CGRect(x: 60, y: 60, width: 20, height: 20))
    inert.isUserInteractionEnabled = false
    root.addSubview(back)
    root.addSubview(front)
    front.addSubview(hidden)
    front.addSubview(clear)
    front.addSubview(inert)

    #expect(root.hitTest(CGPoint(x: 60, y: 60), with: nil) === front)
    #expect(root.hitTest(CGPoint(x: 110, y: 110), with: nil) === front)
    #expect(root.hitTest(CGPoint(x: 20, y: 20), with: nil) === back)
    #expect(root.hitTest(CGPoint(x: 250, y: 250), with: nil) === root)
    #expect(root.hitTest(CGPoint(x: 350, y: 10), with: nil) == nil)
    #expect(root.point(inside: CGPoint(x: 299, y: 299), with: nil))
  }

  @Test("autoresizing shares a size change among the flexible parts in proportion")
  func autoresizing() {
    let parent = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    let fill = UIView(frame: CGRect(x: 10, y: 10, width: 180, height: 180))
    fill.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    let pinned = UIView(frame: CGRect(x: 150, y: 150, width: 40, height: 40))
    pinned.autoresizingMask = [.flexibleLeftMargin, .flexibleTopMargin]
    let centered = UIView(frame: CGRect(x: 50, y: 0, width: 100, height: 10))
    centered.autoresizingMask = [.flexibleLeftMargin, .flexibleRightMargin]
    parent.addSubview(fill)
    parent.addSubview(pinned)
    parent.addSubview(centered)

    parent.frame = CGRect(x: 0, y: 0, width: 300, height: 400)

    #expect(fill.frame == CGRect(x: 10, y: 10, width: 280, height: 380))
    #expect(pinned.frame == CGRect(x: 250, y: 350, width: 40, height: 40))
    #expect(centered.frame == CGRect(x: 100, y: 0, width: 100, height: 10))
  }
}

@MainActor
private final class MoveRecorder: UIView {
  var events: [String] = []
  override func willMove(toSuperview newSuperview: UIView?) {
    events.append("willMove(toSuperview: \(newSuperview == nil ? "nil" : "set"))")
  }
  override func didMoveToSuperview() { events.append("didMoveToSuperview") }
  override func willMove(toWindow newWindow: UIWindow?) {
    events.append("willMove(toWindow: \(newWindow == nil ? "nil" : "set"))")
  }
  override func didMoveToWindow() { events.append("didMoveToWindow") }
}

/// Counts `layoutSubviews` calls: a reordering that changes nothing must not ask for one (a
/// sheet that brought its grabber to the front on every pass kept the frame clock running).
@MainActor
private final class LayoutCounter: UIView {
  var layoutPasses = 0

  override func layoutSubviews() {
    super.layoutSubviews()
    layoutPasses += 1
  }
}

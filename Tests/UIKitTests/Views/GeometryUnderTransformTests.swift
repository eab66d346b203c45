import Testing
import UIKit
import UIKitTestSupport

// Behaviour that tests checked against Apple's UIKit expect, through the public API only.

@Suite("Geometry under transforms, superview layout and insertion next to a non-sibling", .uiTest)
@MainActor
struct GeometryUnderTransformTests {
  /// Counts its own layout passes.
  final class LayoutCounter: UIView {
    var passes = 0
    override func layoutSubviews() {
      super.layoutSubviews()
      passes += 1
    }
  }

  @Test("a scaled view's frame reads back as set; the bounds take the untransformed size")
  func scaledViewFrame() {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
    view.transform = CGAffineTransform(scaleX: 2, y: 0.5)

    view.frame = CGRect(x: 10, y: 20, width: 100, height: 60)

    #expect(view.frame == CGRect(x: 10, y: 20, width: 100, height: 60))
    #expect(view.bounds.size == CGSize(width: 50, height: 120))
    #expect(view.center == CGPoint(x: 60, y: 50))
  }

  @Test("a quarter-turned view's frame reads back as set, its bounds turned with it")
  func rotatedViewFrame() {
    let view = UIView()
    view.transform = CGAffineTransform(rotationAngle: .pi / 2)

    view.frame = CGRect(x: 0, y: 0, width: 100, height: 40)

    #expect(abs(view.bounds.width - 40) < 1e-9 && abs(view.bounds.height - 100) < 1e-9)
    #expect(abs(view.frame.width - 100) < 1e-9 && abs(view.frame.height - 40) < 1e-9)
    #expect(abs(view.frame.minX) < 1e-9 && abs(view.frame.minY) < 1e-9)
  }

  @Test("a layer's frame under a scale, a translation and an off-centre anchor reads back")
  func transformedLayerFrame() {
    let layer = CALayer()
    layer.anchorPoint = CGPoint(x: 0, y: 1)
    layer.transform = CATransform3DConcat(
      CATransform3DMakeScale(3, 2, 1), CATransform3DMakeTranslation(5, -5, 0))

    layer.frame = CGRect(x: 30, y: 40, width: 90, height: 20)

    #expect(layer.frame == CGRect(x: 30, y: 40, width: 90, height: 20))
    #expect(layer.bounds.size == CGSize(width: 30, height: 10))
  }

  @Test("Auto Layout and autoresizing ignore the transform: a scaled view keeps its solved size")
  func layoutIgnoresTransform() {
    let window = TestApplication.makeWindow(root: nil, size: CGSize(width: 400, height: 400))
    let card = UIView()
    card.translatesAutoresizingMaskIntoConstraints = false
    let badge = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
    badge.autoresizingMask = [.flexibleWidth]
    window.addSubview(card)
    card.addSubview(badge)
    NSLayoutConstraint.activate([
      card.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 100),
      card.topAnchor.constraint(equalTo: window.topAnchor, constant: 100),
      card.widthAnchor.constraint(equalToConstant: 200),
      card.heightAnchor.constraint(equalToConstant: 100),
    ])
    card.transform = CGAffineTransform(scaleX: 0.5, y: 0.5)
    badge.transform = CGAffineTransform(rotationAngle: .pi / 2)

    window.layoutIfNeeded()

    #expect(card.bounds.size == CGSize(width: 200, height: 100))
    #expect(card.center == CGPoint(x: 200, y: 150))
    #expect(card.frame == CGRect(x: 150, y: 125, width: 100, height: 50))
    // The card grew from nothing to 200 points wide; the turned badge took all of it.
    #expect(badge.bounds.size == CGSize(width: 240, height: 40))
    #expect(badge.center == CGPoint(x: 120, y: 20))
  }

  @Test("convert and hitTest go through a scaled ancestor")
  func scaledAncestor() {
    let window = TestApplication.makeWindow(root: nil, size: CGSize(width: 400, height: 400))
    let parent = UIView(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
    let child = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
    window.addSubview(parent)
    parent.addSubview(child)

    parent.transform = CGAffineTransform(scaleX: 2, y: 2)

    #expect(parent.frame == CGRect(x: 50, y: 50, width: 200, height: 200))
    #expect(child.convert(CGPoint.zero, to: nil) == CGPoint(x: 70, y: 70))
    #expect(
      child.convert(CGRect(x: 0, y: 0, width: 20, height: 20), to: window)
        == CGRect(x: 70, y: 70, width: 40, height: 40))
    #expect(window.convert(CGPoint(x: 110, y: 110), to: child) == CGPoint(x: 20, y: 20))
    #expect(window.hitTest(CGPoint(x: 105, y: 105), with: nil) === child)
    #expect(window.hitTest(CGPoint(x: 115, y: 115), with: nil) === parent)
    #expect(window.hitTest(CGPoint(x: 240, y: 240), with: nil) === parent)
  }

  @Test("hitTest follows a scaled child's drawn area, not its untransformed frame")
  func scaledChild() {
    let window = TestApplication.makeWindow(root: nil, size: CGSize(width: 400, height: 400))
    let child = UIView(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
    window.addSubview(child)

    child.transform = CGAffineTransform(scaleX: 0.5, y: 0.5)

    #expect(child.frame == CGRect(x: 125, y: 125, width: 50, height: 50))
    #expect(window.hitTest(CGPoint(x: 130, y: 130), with: nil) === child)
    #expect(window.hitTest(CGPoint(x: 110, y: 110), with: nil) === window)
    #expect(child.convert(CGPoint(x: 100, y: 100), to: window) == CGPoint(x: 175, y: 175))
  }

  @Test("a subview's new size lays its superview out again; a move alone does not")
  func superviewLayout() {
    let parent = LayoutCounter(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    let child = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
    parent.addSubview(child)
    parent.layoutIfNeeded()
    let settled = parent.passes

    child.center = CGPoint(x: 80, y: 80)
    parent.layoutIfNeeded()
    let afterMove = parent.passes
    child.bounds.size = CGSize(width: 60, height: 60)
    parent.layoutIfNeeded()
    let afterBounds = parent.passes
    child.frame.size = CGSize(width: 70, height: 70)
    parent.layoutIfNeeded()

    #expect(afterMove == settled)
    #expect(afterBounds == settled + 1)
    #expect(parent.passes == settled + 2)
  }

  @Test("a superview that sizes its subviews in layoutSubviews is not laid out again for it")
  func ownLayoutDoesNotLoop() {
    final class Sizing: UIView {
      var passes = 0
      let child = UIView()
      override func layoutSubviews() {
        super.layoutSubviews()
        passes += 1
        child.frame = bounds.insetBy(dx: 10, dy: 10)
      }
    }
    let parent = Sizing(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    parent.addSubview(parent.child)

    parent.layoutIfNeeded()
    parent.layoutIfNeeded()

    #expect(parent.passes == 1)
    #expect(parent.child.frame == CGRect(x: 10, y: 10, width: 80, height: 80))
  }

  @Test("inserting above or below a view that is not a subview puts the view on top")
  func insertNextToNonSibling() {
    let parent = UIView()
    let a = UIView()
    let b = UIView()
    let stranger = UIView()
    let c = UIView()
    parent.addSubview(a)
    parent.addSubview(b)

    parent.insertSubview(c, belowSubview: stranger)
    let afterBelow = parent.subviews
    parent.insertSubview(a, aboveSubview: stranger)

    #expect(afterBelow == [a, b, c])
    #expect(parent.subviews == [b, c, a])
  }
}

import Testing
import UIKit
import UIKitTestSupport

// Through the public API only, as an app writes it: a plain `import UIKit`.
//
// UIKit refers back without retaining (a view's superview, a layer's superlayer and delegate, a
// constraint's items, a guide's owning view, the app's windows), and reads `nil` once the object
// is gone. These references are not Swift `weak` ones here (see `LayoutItemReference`): the
// object clears them as it deallocates. Each test lets one object go while the object that
// refers to it lives on.

@Suite("References UIKit does not retain read nil once their object is gone", .uiTest)
@MainActor
struct UnretainedReferenceTests {
  @Test("a subview that outlives its superview has no superview, and its layer no superlayer")
  func subviewOutlivesSuperview() {
    let child = UIView()
    weak var gone: UIView?
    do {
      let parent = UIView()
      parent.addSubview(child)
      gone = parent
      #expect(child.superview === parent)
    }
    #expect(gone == nil)
    #expect(child.superview == nil)
    #expect(child.layer.superlayer == nil)
    // The orphan can join another hierarchy.
    let other = UIView()
    other.addSubview(child)
    #expect(other.subviews.count == 1 && child.superview === other)
  }

  @Test("a layer that outlives its view has no delegate, and a sublayer its superlayer")
  func layersOutliveTheirOwners() {
    let sublayer = CALayer()
    let layer: CALayer
    do {
      let view = UIView()
      layer = view.layer
      #expect(layer.delegate === view)
      do {
        let superlayer = CALayer()
        superlayer.addSublayer(sublayer)
        #expect(sublayer.superlayer === superlayer)
      }
    }
    #expect(layer.delegate == nil)
    #expect(sublayer.superlayer == nil)
  }

  @Test("a constraint that outlives its views has no items and is inactive, and deactivates")
  func constraintOutlivesItsViews() {
    let window = TestApplication.makeWindow(root: UIViewController())
    let constraint: NSLayoutConstraint
    do {
      let container = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
      let box = UIView()
      box.translatesAutoresizingMaskIntoConstraints = false
      container.addSubview(box)
      window.rootViewController?.view.addSubview(container)
      constraint = box.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 12)
      constraint.isActive = true
      container.layoutIfNeeded()
      #expect(constraint.firstItem === box && constraint.secondItem === container)
      #expect(box.frame.minX == 12)
      container.removeFromSuperview()
    }
    #expect(constraint.firstItem == nil)
    #expect(constraint.secondItem == nil)
    #expect(constraint.isActive == false)
    NSLayoutConstraint.deactivate([constraint])
    #expect(constraint.description.contains("leading"))
  }

  @Test("an inactive constraint keeps its items only while they live")
  func inactiveConstraintDoesNotRetain() {
    weak var gone: UIView?
    let constraint: NSLayoutConstraint
    do {
      let view = UIView()
      gone = view
      constraint = view.widthAnchor.constraint(equalToConstant: 40)
      #expect(constraint.firstItem === view)
    }
    #expect(gone == nil)
    #expect(constraint.firstItem == nil)
  }

  @Test("a guide that outlives its view has no owning view; one that goes leaves nil behind")
  func guidesAndTheirViews() {
    let guide = UILayoutGuide()
    do {
      let view = UIView()
      view.addLayoutGuide(guide)
      #expect(guide.owningView === view)
    }
    #expect(guide.owningView == nil)

    let view = UIView()
    let constraint: NSLayoutConstraint
    do {
      let spacer = UILayoutGuide()
      view.addLayoutGuide(spacer)
      constraint = spacer.widthAnchor.constraint(equalTo: view.widthAnchor)
      #expect(constraint.firstItem === spacer)
      view.removeLayoutGuide(spacer)
    }
    #expect(constraint.firstItem == nil)
    #expect(constraint.secondItem === view)
  }

  @Test("a shown window the app no longer keeps leaves UIApplication.windows")
  func releasedWindowLeavesTheApplication() {
    let before = UIApplication.shared.windows.count
    weak var gone: UIWindow?
    do {
      let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
      window.makeKeyAndVisible()
      gone = window
      #expect(UIApplication.shared.windows.count == before + 1)
    }
    #expect(gone == nil)
    #expect(UIApplication.shared.windows.count == before)
  }
}

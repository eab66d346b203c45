import Testing
import UIKit
import UIKitTestSupport

@Suite("Where a subview's layer goes among plain sublayers", .uiTest)
@MainActor
struct SubviewLayerOrderTests {
  @Test("insertSubview(_:aboveSubview:) puts the layer directly above the sibling's layer")
  func aboveSiblingLayer() {
    let container = UIView()
    let sibling = UIView()
    let top = UIView()
    container.addSubview(sibling)
    container.addSubview(top)
    let plain = CALayer()
    container.layer.insertSublayer(plain, above: sibling.layer)
    let inserted = UIView()

    container.insertSubview(inserted, aboveSubview: sibling)

    let order = container.layer.sublayers ?? []
    #expect(
      order.map(ObjectIdentifier.init)
        == [sibling.layer, inserted.layer, plain, top.layer].map(ObjectIdentifier.init))
    #expect(container.subviews == [sibling, inserted, top])
  }

  @Test("insertSubview(_:belowSubview:) puts the layer directly below the sibling's layer")
  func belowSiblingLayer() {
    let container = UIView()
    let bottom = UIView()
    let sibling = UIView()
    container.addSubview(bottom)
    container.addSubview(sibling)
    let plain = CALayer()
    container.layer.insertSublayer(plain, below: sibling.layer)
    let inserted = UIView()

    container.insertSubview(inserted, belowSubview: sibling)

    let order = container.layer.sublayers ?? []
    #expect(
      order.map(ObjectIdentifier.init)
        == [bottom.layer, plain, inserted.layer, sibling.layer].map(ObjectIdentifier.init))
  }
}

import Testing
import UIKit
import UIKitTestSupport

/// A constraint subclass in another module, as Auto Layout DSLs declare one to carry their own
/// bookkeeping: it is made with the item-and-attribute initializer, like any constraint.
private final class LabelledConstraint: NSLayoutConstraint {
  var label = ""
}

@Suite("NSLayoutConstraint subclasses in other modules", .uiTest)
@MainActor
struct ConstraintSubclassTests {
  @Test("a subclass made with init(item:attribute:…) lays out like a plain constraint")
  func subclassLaysOut() {
    let container = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
    let child = UIView()
    child.translatesAutoresizingMaskIntoConstraints = false
    container.addSubview(child)

    let width = LabelledConstraint(
      item: child, attribute: .width, relatedBy: .equal, toItem: nil,
      attribute: .notAnAttribute, multiplier: 1, constant: 40)
    width.label = "width"
    NSLayoutConstraint.activate([
      width,
      child.heightAnchor.constraint(equalToConstant: 10),
      child.leadingAnchor.constraint(equalTo: container.leadingAnchor),
      child.topAnchor.constraint(equalTo: container.topAnchor),
    ])
    container.layoutIfNeeded()

    #expect(child.frame == CGRect(x: 0, y: 0, width: 40, height: 10))
    #expect(width.label == "width")
    #expect(width.isActive)
  }
}

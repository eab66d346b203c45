import Testing
import UIKit

@Suite("Swift 4 type names")
@MainActor
struct Swift4TypeNamesTests {
  @Test("constraints spelled with Swift 4's type names lay out as with the nested names")
  @available(*, deprecated, message: "exercises the Swift 4 names on purpose")
  func layoutWithSwift4Names() {
    let container = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let drawer = UIView()
    drawer.translatesAutoresizingMaskIntoConstraints = false
    container.addSubview(drawer)
    let edge: NSLayoutAttribute = .left
    let options: NSLayoutFormatOptions = []

    drawer.addConstraint(
      NSLayoutConstraint(
        item: drawer, attribute: NSLayoutAttribute.width, relatedBy: NSLayoutRelation.equal,
        toItem: nil, attribute: NSLayoutAttribute.width, multiplier: 1, constant: 280))
    container.addConstraint(
      NSLayoutConstraint(
        item: drawer, attribute: edge, relatedBy: .equal, toItem: container, attribute: edge,
        multiplier: 1, constant: 0))
    container.addConstraints(
      NSLayoutConstraint.constraints(
        withVisualFormat: "V:|[drawer]|", options: options, metrics: nil,
        views: ["drawer": drawer]))
    container.layoutIfNeeded()

    #expect(drawer.frame == CGRect(x: 0, y: 0, width: 280, height: 480))
  }

  @Test("a recognizer's state and a control's events keep their Swift 4 names")
  @available(*, deprecated, message: "exercises the Swift 4 names on purpose")
  func gestureAndControlNames() {
    let button = UIButton(type: UIButtonType.system)
    var taps = 0
    let events: UIControlEvents = .touchUpInside
    button.addAction(UIAction { _ in taps += 1 }, for: events)
    let recognizer = UIPanGestureRecognizer()

    button.sendActions(for: .touchUpInside)
    let state: UIGestureRecognizerState = recognizer.state

    #expect(taps == 1)
    #expect(state == .possible)
    #expect(button.state == UIControlState.normal)
  }
}

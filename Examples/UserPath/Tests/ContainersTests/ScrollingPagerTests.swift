import Testing
import UIKit
import UIKitTestSupport

/// A pager written the iOS 11 way, as a user writes it: a scroll view whose content is pinned to
/// its content layout guide, pages as wide as its frame layout guide, and the gesture
/// recognizers such screens attach (a swipe to dismiss, a pinch and a rotation on a card).
@Suite("A scroll view laid out through its layout guides", .uiTest)
@MainActor
struct ScrollingPagerTests {
  @Test("the content guide sets the content size; the gestures attach and the pinch is offered")
  func pager() {
    let controller = UIViewController()
    let window = TestApplication.makeWindow(root: controller, size: CGSize(width: 320, height: 480))
    let pager = UIScrollView()
    pager.isPagingEnabled = true
    pager.translatesAutoresizingMaskIntoConstraints = false
    controller.view.addSubview(pager)
    let row = UIStackView()
    row.translatesAutoresizingMaskIntoConstraints = false
    pager.addSubview(row)
    var constraints = [
      pager.leadingAnchor.constraint(equalTo: controller.view.leadingAnchor),
      pager.trailingAnchor.constraint(equalTo: controller.view.trailingAnchor),
      pager.topAnchor.constraint(equalTo: controller.view.topAnchor, constant: 100),
      pager.heightAnchor.constraint(equalToConstant: 200),
      row.leadingAnchor.constraint(equalTo: pager.contentLayoutGuide.leadingAnchor),
      row.trailingAnchor.constraint(equalTo: pager.contentLayoutGuide.trailingAnchor),
      row.topAnchor.constraint(equalTo: pager.contentLayoutGuide.topAnchor),
      row.bottomAnchor.constraint(equalTo: pager.contentLayoutGuide.bottomAnchor),
      row.heightAnchor.constraint(equalTo: pager.frameLayoutGuide.heightAnchor),
    ]
    for _ in 0..<3 {
      let page = UIView()
      row.addArrangedSubview(page)
      constraints.append(page.widthAnchor.constraint(equalTo: pager.frameLayoutGuide.widthAnchor))
    }
    NSLayoutConstraint.activate(constraints)

    let swipe = UISwipeGestureRecognizer { _ in }
    swipe.direction = [.down]
    controller.view.addGestureRecognizer(swipe)
    let card = row.arrangedSubviews[0]
    card.addGestureRecognizer(UIPinchGestureRecognizer { pinch in pinch.scale = 1 })
    card.addGestureRecognizer(UIRotationGestureRecognizer { turn in turn.rotation = 0 })
    pager.maximumZoomScale = 2
    ManualClock().settle()

    #expect(pager.contentSize == CGSize(width: 960, height: 200))
    #expect(row.arrangedSubviews.map(\.frame.minX) == [0, 320, 640])
    #expect(card.gestureRecognizers?.count == 2)
    #expect(pager.pinchGestureRecognizer?.view === pager)
    _ = window
  }
}

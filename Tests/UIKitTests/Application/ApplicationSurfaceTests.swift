import Testing
import UIKit
import UIKitTestSupport

// Through the public API, plus the host's package-level input calls, as the SDL host sends them.

@Suite("The app, device, editing and layout-guide API that container libraries use", .uiTest)
@MainActor
struct ApplicationSurfaceTests {
  @Test("UIDeviceOrientation: flat, portrait, landscape and valid interface orientations")
  func deviceOrientation() {
    let all: [UIDeviceOrientation] = [
      .unknown, .portrait, .portraitUpsideDown, .landscapeLeft, .landscapeRight, .faceUp,
      .faceDown,
    ]

    #expect(all.filter(\.isFlat) == [.faceUp, .faceDown])
    #expect(all.filter(\.isPortrait) == [.portrait, .portraitUpsideDown])
    #expect(all.filter(\.isLandscape) == [.landscapeLeft, .landscapeRight])
    #expect(
      all.filter(\.isValidInterfaceOrientation) == [
        .portrait, .portraitUpsideDown, .landscapeLeft, .landscapeRight,
      ])
  }

  @Test("statusBarOrientation and statusBarFrame follow the key window")
  func statusBar() {
    let none = (UIApplication.shared.statusBarOrientation, UIApplication.shared.statusBarFrame)
    let window = TestApplication.makeWindow(root: UIViewController())
    UIApplication.shared.advance(by: 0)

    let portrait = UIApplication.shared.statusBarFrame
    window.rotate(to: .landscapeLeft)
    UIApplication.shared.advance(by: 1)

    #expect(none.0 == .unknown && none.1 == .zero)
    #expect(portrait == CGRect(x: 0, y: 0, width: 390, height: 24))
    #expect(UIApplication.shared.statusBarOrientation == .landscapeLeft)
    #expect(UIApplication.shared.statusBarFrame.width == 844)
  }

  @Test("while interaction events are ignored, presses and wheel scrolls are dropped; calls nest")
  func ignoringInteractionEvents() {
    let root = UIViewController()
    let window = TestApplication.makeWindow(root: root)
    var taps = 0
    let button = UIButton(type: .system, primaryAction: UIAction { _ in taps += 1 })
    button.frame = CGRect(x: 100, y: 100, width: 100, height: 44)
    root.view.addSubview(button)
    UIApplication.shared.advance(by: 0)
    func click() {
      UIApplication.shared.sendMouseDown(at: CGPoint(x: 150, y: 120), in: window, clickCount: 1)
      UIApplication.shared.sendMouseUp(at: CGPoint(x: 150, y: 120), in: window)
      UIApplication.shared.advance(by: 0)
    }

    UIApplication.shared.beginIgnoringInteractionEvents()
    UIApplication.shared.beginIgnoringInteractionEvents()
    click()
    UIApplication.shared.endIgnoringInteractionEvents()
    let stillIgnoring = UIApplication.shared.isIgnoringInteractionEvents
    click()
    UIApplication.shared.endIgnoringInteractionEvents()
    click()

    #expect(stillIgnoring)
    #expect(!UIApplication.shared.isIgnoringInteractionEvents)
    #expect(taps == 1)
  }

  @Test("endEditing resigns a first responder inside the view; forced, past its delegate")
  func endEditing() {
    final class Stubborn: NSObject, UITextFieldDelegate {
      func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { false }
    }
    let root = UIViewController()
    let window = TestApplication.makeWindow(root: root)
    let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    let field = UITextField(frame: CGRect(x: 10, y: 10, width: 200, height: 30))
    let outside = UIView()
    let stubborn = Stubborn()
    field.delegate = stubborn
    container.addSubview(field)
    root.view.addSubview(container)
    root.view.addSubview(outside)
    UIApplication.shared.advance(by: 0)
    field.becomeFirstResponder()

    let fromOutside = outside.endEditing(true)
    let refused = container.endEditing(false)
    let stillEditing = field.isFirstResponder
    let forced = container.endEditing(true)

    #expect(fromOutside)
    #expect(!refused && stillEditing)
    #expect(forced && !field.isFirstResponder)
    _ = window
  }

  @Test("isMultipleTouchEnabled and isExclusiveTouch are stored, off by default")
  func touchFlags() {
    let view = UIView()

    let defaults = (view.isMultipleTouchEnabled, view.isExclusiveTouch)
    view.isMultipleTouchEnabled = true
    view.isExclusiveTouch = true

    #expect(defaults == (false, false))
    #expect(view.isMultipleTouchEnabled && view.isExclusiveTouch)
  }

  @Test("topLayoutGuide and bottomLayoutGuide span the bars; content pins to them as on iOS 7")
  func layoutGuides() {
    let root = UIViewController()
    let window = TestApplication.makeWindow(root: root)
    let content = UIView()
    content.translatesAutoresizingMaskIntoConstraints = false
    root.view.addSubview(content)
    NSLayoutConstraint.activate([
      content.topAnchor.constraint(equalTo: root.topLayoutGuide.bottomAnchor),
      content.bottomAnchor.constraint(equalTo: root.bottomLayoutGuide.topAnchor),
      content.leadingAnchor.constraint(equalTo: root.view.leadingAnchor),
      content.trailingAnchor.constraint(equalTo: root.view.trailingAnchor),
    ])

    UIApplication.shared.advance(by: 0)

    #expect(root.topLayoutGuide.length == 24)
    #expect(root.bottomLayoutGuide.length == 20)
    #expect(root.topLayoutGuide === root.topLayoutGuide)
    #expect(content.frame == CGRect(x: 0, y: 24, width: 390, height: 844 - 44))
    #expect(root.automaticallyAdjustsScrollViewInsets)
    #expect(root.edgesForExtendedLayout == .all)
    _ = window
  }
}
